import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/fake-api.ts';
import { makeCitiCard, makeDebt } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtFormDialog } from './DebtFormDialog.tsx';

const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const inFuture = () => `${new Date().getFullYear() + 1}-08-31`;

async function choose(user: UserEvent, input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

const balanceRow = (dialog: ReturnType<typeof within>, n: number) => within(dialog.getByRole('group', { name: `Balance ${n}` }));

function renderDialog(debt = null as Parameters<typeof DebtFormDialog>[0]['debt'], handlers = {}) {
  return renderApp(<DebtFormDialog opened debt={debt} onClose={() => {}} />, {
    api: { 'debts.create': () => ok(makeDebt({ id: 9 })), 'debts.update': () => ok(makeDebt()), ...handlers },
  });
}

const citi = makeCitiCard('2027-07-15');

// Rendering the dialog alone: allow for a machine busy with other suites.
describe('Debt dialog: a credit card’s balances and minimum payment rule', { timeout: 30_000 }, () => {
  it('adds a card with a transfer and purchases: the balance and APR follow them, the rule sets the minimum', async () => {
    const { user, api } = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Debt' }));
    expect(dialog.queryByRole('group', { name: 'Card balances' })).not.toBeInTheDocument();
    set(dialog.getByLabelText(/^Debt Name/), 'Citi Credit Card');
    set(dialog.getByLabelText(/^Balance/), '1200');
    set(dialog.getByLabelText(/^Interest Rate/), '27.49');
    set(dialog.getByLabelText(/^Due Date/), '2026-12-15');

    // The first balance takes what is typed above; the next ones start empty.
    await user.click(dialog.getByRole('button', { name: 'Add a balance' }));
    const first = balanceRow(dialog, 1);
    expect(first.getByLabelText(/^Amount/)).toHaveValue('1200');
    await choose(user, first.getByLabelText('Type', { selector: 'input' }), 'Balance transfer');
    set(first.getByLabelText(/^Promotional APR/), '0');
    set(first.getByLabelText(/^Promotion ends/), inFuture());
    await user.click(dialog.getByRole('button', { name: 'Add a balance' }));
    const second = balanceRow(dialog, 2);
    await choose(user, second.getByLabelText('Type', { selector: 'input' }), 'Purchases');
    set(second.getByLabelText(/^Amount/), '650');
    set(second.getByLabelText(/^APR/), '27.49');

    const balance = dialog.getByLabelText(/^Balance/);
    expect(balance).toBeDisabled();
    expect(balance).toHaveValue('1850.00');
    expect(dialog.getByText('The sum of the balances below')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Interest Rate/)).toHaveValue('27.49');
    // Promotions live on the balances now.
    expect(dialog.queryByRole('button', { name: 'Promotional rate' })).not.toBeInTheDocument();

    await choose(user, dialog.getByLabelText('Minimum payment rule', { selector: 'input' }), '1% of balance + interest, at least $35');
    // 1 % of $1,850 + about $14 of interest on the purchases is below the floor: $35.
    const minimum = dialog.getByLabelText(/^Minimum Payment/);
    expect(minimum).toBeDisabled();
    expect(minimum).toHaveValue('35.00');

    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({
      debtName: 'Citi Credit Card',
      balance: '1850.00',
      interestRate: '27.49',
      minPayment: '35.00',
      promoRate: null,
      balances: [
        { kind: 'balance_transfer', amount: '1200.00', apr: '27.49', promoApr: '0.00', promoEndDate: inFuture(), deferredInterest: false },
        { kind: 'purchase', amount: '650.00', apr: '27.49', promoApr: null, promoEndDate: null, deferredInterest: false },
      ],
      minPaymentRule: { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' },
    });
  });

  it('checks each balance as the API does, under its own field, and offers at most six', async () => {
    const { user, api } = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Debt' }));
    set(dialog.getByLabelText(/^Debt Name/), 'Amex Credit Card');
    set(dialog.getByLabelText(/^Minimum Payment/), '40');
    set(dialog.getByLabelText(/^Due Date/), '2026-12-15');
    for (let i = 0; i < 6; i++) await user.click(dialog.getByRole('button', { name: 'Add a balance' }));
    expect(dialog.queryByRole('button', { name: 'Add a balance' })).not.toBeInTheDocument();
    expect(dialog.getByText('A card can have at most 6 balances.')).toBeInTheDocument();
    for (let n = 6; n > 2; n--) await user.click(dialog.getByRole('button', { name: `Remove balance ${n}` }));

    const [first, second] = [balanceRow(dialog, 1), balanceRow(dialog, 2)];
    set(first.getByLabelText(/^Amount/), '500');
    set(first.getByLabelText(/^APR/), '19.99');
    set(first.getByLabelText(/^Promotional APR/), '0');
    set(second.getByLabelText(/^Amount/), '300');
    set(second.getByLabelText(/^APR/), '120');
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    expect(errorUnder(first.getByLabelText(/^Promotion ends/))).toBe('Enter the date the promotional rate ends');
    expect(errorUnder(second.getByLabelText(/^APR/))).toBe('Interest rate must be between 0 and 99.99');
    expect(api.callsTo('debts.create')).toHaveLength(0);
  });

  it('shows the API’s 400 under the balance and the rule field it names', async () => {
    const { user } = renderDialog(null, {
      'debts.create': () =>
        fail('BAD_REQUEST', 'Invalid input', {
          'balances.0.promoEndDate': 'A new promotional rate must end after today',
          'minPaymentRule.floor': 'Minimum payment floor must be between 0 and 1,000.00',
        }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Debt' }));
    set(dialog.getByLabelText(/^Debt Name/), 'Citi Credit Card');
    set(dialog.getByLabelText(/^Balance/), '800');
    set(dialog.getByLabelText(/^Interest Rate/), '24.99');
    set(dialog.getByLabelText(/^Due Date/), '2026-12-15');
    await user.click(dialog.getByRole('button', { name: 'Add a balance' }));
    await choose(user, dialog.getByLabelText('Minimum payment rule', { selector: 'input' }), 'Custom');
    // A custom rule starts from the most common one.
    expect(dialog.getByLabelText('Formula', { selector: 'input' })).toHaveValue('Percent of balance + interest');
    set(dialog.getByLabelText(/^At least/), '45');
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() =>
      expect(errorUnder(balanceRow(dialog, 1).getByLabelText(/^Promotion ends/))).toBe('A new promotional rate must end after today'),
    );
    expect(errorUnder(dialog.getByLabelText(/^At least/))).toBe('Minimum payment floor must be between 0 and 1,000.00');
  });

  it('edits a card with balances: sends them with their ids but not the derived balance; none left, the card is one balance again', async () => {
    const { user, api } = renderDialog(citi);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    expect(dialog.getByLabelText('Minimum payment rule', { selector: 'input' })).toHaveValue('1% of balance + interest, at least $35');
    expect(balanceRow(dialog, 1).getByLabelText('Type', { selector: 'input' })).toHaveValue('Balance transfer');
    expect(dialog.getByLabelText(/^Balance/)).toHaveValue('1850.00');
    set(balanceRow(dialog, 2).getByLabelText(/^Amount/), '700');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('debts.update')).toHaveLength(1));
    const input = api.callsTo('debts.update')[0]?.input as Record<string, unknown>;
    expect(input).toMatchObject({
      id: 4,
      balances: [
        { id: 11, amount: '1200.00', promoApr: '0.00', promoEndDate: '2027-07-15' },
        { id: 12, amount: '700.00' },
      ],
      minPaymentRule: { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' },
    });
    expect(input).not.toHaveProperty('balance');
    expect(input).not.toHaveProperty('interestRate');
    expect(input).not.toHaveProperty('minPayment');
  });

  it('turns a card back into one balance and the fixed minimum when its balances and rule are removed', async () => {
    const { user, api } = renderDialog(citi);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    await user.click(dialog.getByRole('button', { name: 'Remove balance 2' }));
    await user.click(dialog.getByRole('button', { name: 'Remove balance 1' }));
    // The last balance's figures stay with the card, its promotion too.
    expect(dialog.getByLabelText(/^Balance/)).toBeEnabled();
    expect(dialog.getByLabelText(/^Balance/)).toHaveValue('1200.00');
    expect(dialog.getByLabelText(/^Promotion ends/)).toHaveValue('2027-07-15');
    await choose(user, dialog.getByLabelText('Minimum payment rule', { selector: 'input' }), 'Fixed amount');
    set(dialog.getByLabelText(/^Minimum Payment/), '60');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('debts.update')).toHaveLength(1));
    expect(api.callsTo('debts.update')[0]?.input).toMatchObject({
      balances: null,
      balance: '1200.00',
      promoRate: '0.00',
      promoEndDate: '2027-07-15',
      minPayment: '60.00',
      minPaymentRule: { kind: 'fixed' },
    });
  });
});
