import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDashboard, makeDebt } from '../../test/fixtures.ts';
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
      'dashboard.get': () => ok(makeDashboard()),
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

/** Sets an input's value at once (typing key by key is slow on a busy machine and is tested elsewhere). */
const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fillRequired(dialog: ReturnType<typeof within>, name: string) {
  set(dialog.getByLabelText(/^Debt Name/), name);
  set(dialog.getByLabelText(/^Balance/), '1000');
  set(dialog.getByLabelText(/^Interest Rate/), '20');
  set(dialog.getByLabelText(/^Minimum Payment/), '50');
  set(dialog.getByLabelText(/^Due Date/), '2026-12-15');
}

const inFuture = () => `${new Date().getFullYear() + 1}-06-30`;

// Each test opens the whole Debts page and its dialog: allow for a machine busy with other suites.
describe('Debt dialog: the payoff plan fields', { timeout: 30_000 }, () => {
  it('includes a debt in the plan by default, but not a mortgage or rent', async () => {
    const { dialog, user, api } = await openAdd();
    const include = dialog.getByRole('switch', { name: /Include in payoff plan/ });
    expect(include).toBeChecked();
    set(dialog.getByLabelText(/^Debt Name/), 'Home Mortgage');
    expect(dialog.getByLabelText('Debt Type', { selector: 'input' })).toHaveValue('Mortgage/Rent');
    expect(include).not.toBeChecked();

    // The user's choice wins over the type's default.
    await user.click(include);
    expect(include).toBeChecked();
    set(dialog.getByLabelText(/^Balance/), '300000');
    set(dialog.getByLabelText(/^Interest Rate/), '6.5');
    set(dialog.getByLabelText(/^Minimum Payment/), '1900');
    set(dialog.getByLabelText(/^Due Date/), '2026-12-01');
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({ debtType: 'mortgage', inPlan: true, paysInFull: false });
  });

  it('offers "I pay this card in full every month" for credit cards only, and keeps such a card out of the plan', async () => {
    const { dialog, user, api } = await openAdd();
    expect(dialog.queryByRole('checkbox', { name: /I pay this card in full/ })).not.toBeInTheDocument();
    fillRequired(dialog, 'Amex Credit Card');
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

    fillRequired(dialog, 'Store Card');
    set(dialog.getByLabelText(/^Promotional rate/), '0');
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    expect(errorUnder(dialog.getByLabelText(/^Promotion ends/))).toBe('Enter the date the promotional rate ends');
    expect(api.callsTo('debts.create')).toHaveLength(0);

    set(dialog.getByLabelText(/^Promotion ends/), inFuture());
    await user.click(dialog.getByRole('checkbox', { name: /Deferred interest/ }));
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({
      promoRate: '0.00',
      promoEndDate: inFuture(),
      deferredInterest: true,
    });
  });

  it('shows a debt out of the plan with a promotion on its card, and opens the dialog with both', async () => {
    const { user } = renderDebts([makeDebt({ inPlan: false, promoRate: '0.00', promoEndDate: '2027-06-30', deferredInterest: true })]);
    const card = within(await screen.findByRole('article', { name: 'Chase Credit Card' }));
    expect(card.getByText('Not in payoff plan')).toBeInTheDocument();
    expect(card.getByText('0.00% promotion ends Jun 30, 2027, deferred interest')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Edit Chase Credit Card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    expect(dialog.getByRole('switch', { name: /Include in payoff plan/ })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Promotional rate' })).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.getByLabelText(/^Promotion ends/)).toHaveValue('2027-06-30');
    expect(dialog.getByRole('checkbox', { name: /Deferred interest/ })).toBeChecked();
  });
});
