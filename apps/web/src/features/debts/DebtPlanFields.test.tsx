import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';

function renderDebts(debts = [makeDebt()]) {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    api: {
      'debts.list': () => ok(debts),
      'debts.paid': () => ok([]),
      'payments.planned': () => ok([]),
      'dashboard.get': () => ok({}),
      'debts.create': () => ok(makeDebt({ id: 9 })),
      'debts.update': () => ok(makeDebt()),
    },
  });
}

async function openAdd() {
  const rendered = renderDebts();
  await screen.findByRole('article', { name: 'Chase Credit Card' });
  await rendered.user.click(screen.getByRole('button', { name: 'Add Debt' }));
  return { ...rendered, dialog: within(await screen.findByRole('dialog', { name: 'Add Debt' })) };
}

async function fillRequired(dialog: ReturnType<typeof within>, user: ReturnType<typeof renderDebts>['user'], name: string) {
  await user.type(dialog.getByLabelText(/^Debt Name/), name);
  await user.type(dialog.getByLabelText(/^Balance/), '1000');
  await user.type(dialog.getByLabelText(/^Interest Rate/), '20');
  await user.type(dialog.getByLabelText(/^Minimum Payment/), '50');
  fireEvent.change(dialog.getByLabelText(/^Due Date/), { target: { value: '2026-12-15' } });
}

const inFuture = () => `${new Date().getFullYear() + 1}-06-30`;

describe('Debt dialog: the payoff plan fields', () => {
  it('includes a debt in the plan by default, but not a mortgage or rent', async () => {
    const { dialog, user, api } = await openAdd();
    const include = dialog.getByRole('switch', { name: /Include in payoff plan/ });
    expect(include).toBeChecked();
    await user.type(dialog.getByLabelText(/^Debt Name/), 'Mortgage');
    expect(dialog.getByLabelText('Debt Type', { selector: 'input' })).toHaveValue('Mortgage/Rent');
    expect(include).not.toBeChecked();

    // The user's choice wins over the type's default.
    await user.click(include);
    expect(include).toBeChecked();
    fireEvent.change(dialog.getByLabelText(/^Balance/), { target: { value: '300000' } });
    fireEvent.change(dialog.getByLabelText(/^Interest Rate/), { target: { value: '6.5' } });
    fireEvent.change(dialog.getByLabelText(/^Minimum Payment/), { target: { value: '1900' } });
    fireEvent.change(dialog.getByLabelText(/^Due Date/), { target: { value: '2026-12-01' } });
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({ debtType: 'mortgage', inPlan: true, paysInFull: false });
  });

  it('offers "I pay this card in full every month" for credit cards only, and keeps such a card out of the plan', async () => {
    const { dialog, user, api } = await openAdd();
    expect(dialog.queryByRole('checkbox', { name: /I pay this card in full/ })).not.toBeInTheDocument();
    await fillRequired(dialog, user, 'Amex Credit Card');
    const inFull = dialog.getByRole('checkbox', { name: /I pay this card in full every month/ });
    expect(dialog.getByText(/charges no interest \(the grace period\)/)).toBeInTheDocument();
    await user.click(inFull);
    expect(dialog.getByRole('switch', { name: /Include in payoff plan/ })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({ debtType: 'credit_card', paysInFull: true });
  });

  it('has a collapsible promotional rate section that sends the rate, end date and deferred interest', async () => {
    const { dialog, user, api } = await openAdd();
    const toggle = dialog.getByRole('button', { name: 'Promotional rate' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.getByText('The lower APR (often 0%) charged until the promotion ends.')).toBeInTheDocument();
    expect(dialog.getByText(/charged all the interest since it began/)).toBeInTheDocument();

    await fillRequired(dialog, user, 'Store Card');
    await user.type(dialog.getByLabelText(/^Promotional rate/), '0');
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    expect(errorUnder(dialog.getByLabelText(/^Promotion ends/))).toBe('Enter the date the promotional rate ends');
    expect(api.callsTo('debts.create')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Promotion ends/), { target: { value: inFuture() } });
    await user.click(dialog.getByRole('checkbox', { name: /Deferred interest/ }));
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({
      promoRate: '0.00',
      promoEndDate: inFuture(),
      deferredInterest: true,
    });
  });

  it('opens an existing promotion, and a debt out of the plan shows the switch off', async () => {
    const { user } = renderDebts([
      makeDebt({ inPlan: false, promoRate: '0.00', promoEndDate: '2027-06-30', deferredInterest: true }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Chase Credit Card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    expect(dialog.getByRole('switch', { name: /Include in payoff plan/ })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Promotional rate' })).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.getByLabelText(/^Promotion ends/)).toHaveValue('2027-06-30');
    expect(dialog.getByRole('checkbox', { name: /Deferred interest/ })).toBeChecked();
  });
});
