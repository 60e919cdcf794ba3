import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PART_PROMO_START_FUTURE_MESSAGE } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { CardBalancesList } from './CardBalancesList.tsx';
import { DebtFormDialog } from './DebtFormDialog.tsx';

// A card balance's "Promotion started" date: asked once the balance has a promotion (a deferred-
// interest balance is charged back to it), sent with the balance, and checked as the API checks it.

const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const year = new Date().getFullYear();
const lastYear = `${year - 1}-01-15`;
const nextYear = `${year + 1}-01-15`;

const balanceRow = (dialog: ReturnType<typeof within>, n: number) => within(dialog.getByRole('group', { name: `Balance ${n}` }));

function renderDialog(debt = null as Parameters<typeof DebtFormDialog>[0]['debt']) {
  return renderApp(<DebtFormDialog opened debt={debt} onClose={() => {}} />, {
    api: { 'debts.create': () => ok(makeDebt({ id: 9 })), 'debts.update': () => ok(makeDebt()) },
  });
}

const storeCard = makeDebt({
  id: 5,
  debtName: 'Store Card',
  balance: '1200.00',
  interestRate: '26.99',
  minPayment: '30.00',
  balances: [
    {
      id: 21,
      kind: 'promo_purchase',
      amount: '1200.00',
      apr: '26.99',
      promoApr: '0.00',
      promoEndDate: nextYear,
      deferredInterest: true,
      promoStartDate: lastYear,
    },
  ],
});

describe('Debt dialog: when a balance’s promotion started', { timeout: 30_000 }, () => {
  it('is asked once the balance has a promotion or deferred interest, and sent with it', async () => {
    const { user, api } = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Debt' }));
    set(dialog.getByLabelText(/^Debt Name/), 'Store Credit Card');
    set(dialog.getByLabelText(/^Minimum Payment/), '30');
    set(dialog.getByLabelText(/^Due Date/), `${year + 1}-12-15`);
    await user.click(dialog.getByRole('button', { name: 'Add a balance' }));
    const row = balanceRow(dialog, 1);
    expect(row.queryByLabelText(/^Promotion started/)).not.toBeInTheDocument();
    await user.click(row.getByRole('checkbox', { name: /Deferred interest/ }));
    expect(row.getByLabelText(/^Promotion started/)).toBeInTheDocument();
    expect(row.getByText('Deferred interest is charged back to this date. Empty: the day you add this balance.')).toBeInTheDocument();
    set(row.getByLabelText(/^Amount/), '1200');
    set(row.getByLabelText(/^APR/), '26.99');
    set(row.getByLabelText(/^Promotional APR/), '0');
    set(row.getByLabelText(/^Promotion ends/), nextYear);

    // A start after today is refused under the field, as the API would.
    set(row.getByLabelText(/^Promotion started/), `${year + 1}-01-01`);
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    expect(errorUnder(row.getByLabelText(/^Promotion started/))).toBe(PART_PROMO_START_FUTURE_MESSAGE);
    expect(api.callsTo('debts.create')).toHaveLength(0);

    set(row.getByLabelText(/^Promotion started/), lastYear);
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({
      balances: [
        { kind: 'purchase', amount: '1200.00', promoApr: '0.00', promoEndDate: nextYear, deferredInterest: true, promoStartDate: lastYear },
      ],
    });
  });

  it('shows the stored start on an edit and sends it back; without a promotion none is sent', async () => {
    const { user, api } = renderDialog(storeCard);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    const row = balanceRow(dialog, 1);
    expect(row.getByLabelText(/^Promotion started/)).toHaveValue(lastYear);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('debts.update')).toHaveLength(1));
    expect(api.callsTo('debts.update')[0]?.input).toMatchObject({ balances: [{ id: 21, promoStartDate: lastYear }] });

    // The promotion taken off: the start is no longer asked, nor sent.
    await user.click(row.getByRole('checkbox', { name: /Deferred interest/ }));
    set(row.getByLabelText(/^Promotional APR/), '');
    set(row.getByLabelText(/^Promotion ends/), '');
    expect(row.queryByLabelText(/^Promotion started/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('debts.update')).toHaveLength(2));
    expect(api.callsTo('debts.update')[1]?.input).toMatchObject({
      balances: [{ id: 21, promoApr: null, promoEndDate: null, promoStartDate: null }],
    });
  });
});

describe('a card’s balances on its card', () => {
  it('say since when a deferred-interest balance would be charged', async () => {
    renderApp(<CardBalancesList debt={storeCard} />);
    const items = within(await screen.findByRole('list', { name: 'Balances' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      `0.00% promotion ends Jan 15, ${year + 1}, then 26.99%, deferred interest since Jan 15, ${year - 1}`,
    );
  });
});
