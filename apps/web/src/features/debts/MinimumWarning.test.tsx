import type { Debt, MinimumPaymentWarningOut } from '@paydown/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDashboard, makeCitiCard, makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';

const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The card: $3,000.00 at 24.99 %, 1 % + interest, at least $35 (docs/money-math.md). */
const WARNING: MinimumPaymentWarningOut = {
  balance: '3000.00',
  minimumOnly: { months: 152, years: 13, totalPaid: '7659.08', totalInterest: '4659.08' },
  payoff36: { monthlyPayment: '119.26', totalPaid: '4293.36', savings: '3365.72' },
  neverPaysOff: false,
  assumptions: ["The minimum is 1% of the balance plus the month's interest, at least $35.00, never more than what is owed."],
};

const NEVER: MinimumPaymentWarningOut = {
  balance: '3000.00',
  minimumOnly: null,
  payoff36: { monthlyPayment: '119.26', totalPaid: '4293.36', savings: null },
  neverPaysOff: true,
  assumptions: [],
};

const rule = { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' } as const;

const citi = makeCitiCard('2099-07-15');

function renderDebts(debt: Debt, warning: MinimumPaymentWarningOut = WARNING) {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    api: {
      'debts.list': () => ok([debt, makeDebt({ id: 2, debtName: 'Car Loan', debtType: 'auto_loan', debtTypeLabel: 'Auto Loan' })]),
      'debts.paid': () => ok([]),
      'payments.planned': () => ok([]),
      'dashboard.get': () => ok(makeDashboard()),
      'debts.minimumPaymentWarning': () => ok(warning),
    },
  });
}

async function openWarning(debt: Debt, warning?: MinimumPaymentWarningOut) {
  const rendered = renderDebts(debt, warning);
  const card = within(await screen.findByRole('article', { name: debt.debtName }));
  await rendered.user.click(card.getByRole('button', { name: `If you pay only the minimum on ${debt.debtName}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `If you pay only the minimum — ${debt.debtName}` }));
  await dialog.findByRole('region', { name: 'Paydown’s estimate' });
  return { ...rendered, dialog };
}

function typeStatement(dialog: ReturnType<typeof within>, years: string, total: string, payment: string) {
  set(dialog.getByLabelText('Years to pay off', { selector: 'input' }), years);
  set(dialog.getByLabelText('Total paid', { selector: 'input' }), total);
  set(dialog.getByLabelText('3-year payment', { selector: 'input' }), payment);
}

const card3000 = (overrides: Partial<Debt> = {}) =>
  makeDebt({ balance: '3000.00', interestRate: '24.99', minPaymentRule: rule, ...overrides });

// Each test opens the whole Debts page and a dialog: allow for a machine busy with other suites.
describe('A credit card: its balances and "If you pay only the minimum"', { timeout: 30_000 }, () => {
  it('lists a card’s balances with their rates and its minimum rule; other debts have no minimum box', async () => {
    renderDebts(citi);
    const card = within(await screen.findByRole('article', { name: 'Citi Credit Card' }));
    const list = within(card.getByRole('list', { name: 'Balances' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Balance transfer0.00% promotion ends Jul 15, 2099, then 27.49%$1,200.00');
    expect(items[1]).toHaveTextContent('Purchases27.49%$650.00');
    expect(card.getByText('Minimum payment: 1% of balance + interest, at least $35')).toBeInTheDocument();
    const loan = within(screen.getByRole('article', { name: 'Car Loan' }));
    expect(loan.queryByRole('button', { name: /If you pay only the minimum/ })).not.toBeInTheDocument();
  });

  it('shows Paydown’s box as a statement words it, and agrees with a statement that prints the same figures', async () => {
    const { dialog, api } = await openWarning(card3000());
    expect(api.callsTo('debts.minimumPaymentWarning')[0]?.input).toEqual({ id: 1 });
    const box = within(dialog.getByRole('region', { name: 'Paydown’s estimate' }));
    expect(box.getByText(/From today’s balance of \$3,000.00/)).toBeInTheDocument();
    expect(box.getByText(/Paying only the minimum/).closest('p')).toHaveTextContent(
      'Paying only the minimum, you pay it off in about 13 years (152 months) and pay $7,659.08 in total, of which $4,659.08 is interest.',
    );
    expect(box.getByText(/Paying \$119.26 a month/).closest('p')).toHaveTextContent(
      'Paying $119.26 a month, you pay it off in 3 years and pay $4,293.36 in total: you save $3,365.72.',
    );
    expect(dialog.getByText(/at least \$35.00, never more than what is owed/)).toBeInTheDocument();

    // Statements print whole years and dollars.
    typeStatement(dialog, '13', '7659', '119');
    const years = within(dialog.getByRole('listitem', { name: 'Years to pay off' }));
    expect(years.getByText('Paydown: 13 years')).toBeInTheDocument();
    expect(years.getByText('Difference: Same')).toBeInTheDocument();
    expect(within(dialog.getByRole('listitem', { name: 'Total paid (minimum only)' })).getByText('Difference: −$0.08')).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('Your statement and Paydown agree.');
  });

  it('names another minimum formula when the payoff differs but the 3-year payment agrees', async () => {
    const { dialog } = await openWarning(card3000());
    typeStatement(dialog, '16', '8410', '119');
    expect(within(dialog.getByRole('listitem', { name: 'Years to pay off' })).getByText('Difference: +3 years')).toBeInTheDocument();
    expect(
      within(dialog.getByRole('listitem', { name: 'Total paid (minimum only)' })).getByText('Difference: +$750.92'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent(
      /^Likely cause: another minimum formula\. Your issuer sets the minimum another way/,
    );
  });

  it('says a typed fixed minimum is the likely cause on a card without a rule', async () => {
    const { dialog } = await openWarning(card3000({ minPaymentRule: { kind: 'fixed' } }));
    typeStatement(dialog, '16', '8410', '');
    expect(dialog.getByRole('status')).toHaveTextContent(/Paydown keeps this card’s minimum at the amount you typed/);
  });

  it('points at fees or new purchases when the 3-year payment differs, at the promotion when one runs, at rounding when close', async () => {
    const { dialog, unmount } = await openWarning(card3000());
    typeStatement(dialog, '13', '7659', '131');
    expect(
      within(dialog.getByRole('listitem', { name: 'Payment to pay off in 3 years' })).getByText('Difference: +$11.74'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent(
      /^Likely cause: fees or new purchases on the statement.*Paydown starts from \$3,000\./,
    );
    set(dialog.getByLabelText('Years to pay off', { selector: 'input' }), '14');
    set(dialog.getByLabelText('3-year payment', { selector: 'input' }), '120');
    expect(dialog.getByRole('status')).toHaveTextContent(/^Likely cause: rounding\./);
    unmount();

    const promo = await openWarning(citi);
    typeStatement(promo.dialog, '', '', '131');
    expect(promo.dialog.getByRole('status')).toHaveTextContent(/^Likely cause: a promotion\./);
  });

  it('says plainly when paying only the minimum never pays the card off', async () => {
    const { dialog } = await openWarning(
      card3000({ minPaymentRule: { kind: 'percent_of_balance', percent: '2.00', floor: '25.00' } }),
      NEVER,
    );
    const box = within(dialog.getByRole('region', { name: 'Paydown’s estimate' }));
    expect(box.getByText(/this card is never paid off/).closest('p')).toHaveTextContent(
      'Paying only the minimum, this card is never paid off: the minimum stays below the month’s interest.',
    );
    expect(box.getByText(/Paying \$119.26 a month/).closest('p')).toHaveTextContent('in 3 years and pay $4,293.36 in total.');
    typeStatement(dialog, '25', '', '');
    expect(within(dialog.getByRole('listitem', { name: 'Years to pay off' })).getByText('Paydown: Never')).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent(/your issuer’s minimum is likely higher/);
  });
});
