import type { OfferEvaluationOut } from '@paydown/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { carLoan, makePlan, renderPlan } from '../plan/test-fixtures.ts';

/** docs/money-math.md's first worked offer: all of Chase to a new card, 3 %, 0 % for 15 months, then 26.99 %. */
const TRANSFER: OfferEvaluationOut = {
  without: { debtFreeDate: '2029-01-31', months: 37, totalInterest: '3696.45' },
  with: { debtFreeDate: '2028-10-31', months: 34, totalInterest: '2031.03' },
  fee: '192.00',
  interestDifference: '1665.42',
  netSavings: '1473.42',
  monthsSaved: 3,
  breakEvenMonth: 2,
  newDebt: { balance: '6592.00', monthlyPayment: '65.92' },
  warnings: [
    {
      code: 'PROMO_BALANCE_REMAINS',
      message:
        'This plan still owes $5,669.50 of the transferred balance when the 0% rate ends Mar 31, 2027; from then it is charged 26.99%. Paying $439.47 a month to the new card clears it in time.',
      paymentNeeded: '439.47',
    },
  ],
};

const LOAN_LOSES: OfferEvaluationOut = {
  without: { debtFreeDate: '2029-03-31', months: 28, totalInterest: '2410.55' },
  with: { debtFreeDate: '2029-05-31', months: 30, totalInterest: '2300.10' },
  fee: '912.00',
  interestDifference: '110.45',
  netSavings: '-801.55',
  monthsSaved: -2,
  breakEvenMonth: null,
  newDebt: { balance: '16112.00', monthlyPayment: '534.80' },
  warnings: [],
};

const citi = makeDebt({ id: 3, debtName: 'Citi', balance: '1850.00' });
/** The plan with Citi too: a card of the user's that can receive the balance. */
const threeDebts = makePlan({
  debts: [
    ...makePlan().debts,
    { debtId: 3, debtName: 'Citi', order: 3, payoffDate: '2029-03-22', payoffMonth: 28, totalInterest: '300.00', totalPaid: '2150.00' },
  ],
});

/** All of Chase onto Citi as a new balance: the card's minimum for the two balances together. */
const ONTO_CITI: OfferEvaluationOut = {
  ...TRANSFER,
  fee: '96.00',
  newDebt: { balance: '3296.00', monthlyPayment: '86.79' },
  warnings: [],
};

async function openPanel(api: Handlers = {}) {
  const rendered = renderPlan({ 'plan.evaluateOffer': () => ok(TRANSFER), ...api });
  // The panel's code loads after the Plan screen's first paint (its form checks bring the shared
  // schemas): on a busy machine the test runner compiles them first.
  const panel = within(await screen.findByRole('region', { name: /Compare an offer/ }, { timeout: 20_000 }));
  return { ...rendered, panel };
}

async function choose(user: UserEvent, input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

type Panel = ReturnType<typeof within>;

/**
 * The balance-transfer form as most tests fill it: Chase's balance moved (to `moveTo` when given,
 * else a new card), 26.99 % after the promotion, then Compare. `before` runs just before Compare.
 */
async function compareChaseTransfer(
  panel: Panel,
  user: UserEvent,
  { moveTo, before }: { moveTo?: string; before?: () => Promise<void> } = {},
) {
  await choose(user, panel.getByLabelText('Move from', { selector: 'input' }), 'Chase Credit Card');
  if (moveTo) await choose(user, panel.getByLabelText('Move to', { selector: 'input' }), moveTo);
  set(panel.getByLabelText('APR after'), '26.99');
  await before?.();
  await user.click(panel.getByRole('button', { name: 'Compare' }));
}

describe('Plan screen: compare an offer', { timeout: 30_000 }, () => {
  it('judges a balance transfer inside the plan: without and with, the fee, the savings, the break-even and the warning', async () => {
    const { panel, user, api } = await openPanel();
    await compareChaseTransfer(panel, user, {
      // The whole balance moves unless the user says otherwise.
      before: async () => {
        expect(panel.getByLabelText('Amount')).toHaveValue('3200.00');
        expect(panel.getByLabelText('Transfer fee')).toHaveValue('3');
        expect(panel.getByLabelText('Promotional months')).toHaveValue('15');
      },
    });

    const result = within(await panel.findByRole('region', { name: 'Offer compared' }));
    expect(api.callsTo('plan.evaluateOffer')[0]?.input).toEqual({
      kind: 'balance_transfer',
      fromDebtId: 1,
      amount: '3200.00',
      feePercent: '3.00',
      promoApr: '0.00',
      promoMonths: 15,
      aprAfter: '26.99',
      deferredInterest: false,
    });
    expect(result.getByRole('status')).toHaveTextContent('Taking it saves $1,473 after the fee and debt-free 3 months sooner.');
    const table = within(result.getByRole('table', { name: 'Your plan without and with the offer' }));
    expect(table.getByRole('row', { name: /Debt-free/ })).toHaveTextContent('Debt-freeJan 31, 2029 (37 months)Oct 31, 2028 (34 months)');
    expect(table.getByRole('row', { name: /Total interest/ })).toHaveTextContent('Total interest$3,696$2,031');
    expect(result.getByText('Transfer fee').nextSibling).toHaveTextContent('$192.00');
    expect(result.getByText('Interest difference').nextSibling).toHaveTextContent('$1,665 less');
    expect(result.getByText('Net savings').nextSibling).toHaveTextContent('$1,473 saved');
    expect(result.getByText('Months saved').nextSibling).toHaveTextContent('3');
    expect(result.getByText('Break-even').nextSibling).toHaveTextContent('Month 2');
    expect(result.getByText('New card').nextSibling).toHaveTextContent('$6,592.00 at $65.92/mo');
    expect(result.getByText(/still owes \$5,669.50 of the transferred balance/)).toHaveTextContent(/Paying \$439.47 a month/);
  });

  it('judges a consolidation loan, and says plainly when it costs more than the plan', async () => {
    const { panel, user, api } = await openPanel({ 'plan.evaluateOffer': () => ok(LOAN_LOSES) });
    await user.click(panel.getByRole('radio', { name: 'Consolidation loan' }));
    await choose(user, panel.getByLabelText('Debts to pay off', { selector: 'input' }), 'Chase Credit Card');
    // The list stays open for the next one.
    await user.click(await screen.findByRole('option', { name: 'Car Loan' }));
    set(panel.getByLabelText('Loan APR'), '11.9');
    set(panel.getByLabelText('Origination fee'), '6');
    await user.click(panel.getByRole('button', { name: 'Compare' }));

    const result = within(await panel.findByRole('region', { name: 'Offer compared' }));
    expect(api.callsTo('plan.evaluateOffer')[0]?.input).toEqual({
      kind: 'consolidation_loan',
      debtIds: [1, 2],
      apr: '11.90',
      termMonths: 36,
      originationFeePercent: '6.00',
    });
    expect(result.getByRole('status')).toHaveTextContent(
      'Taking it costs $802 more than your plan as it is, the fee included, but debt-free 2 months later.',
    );
    expect(result.getByText('Origination fee').nextSibling).toHaveTextContent('$912.00');
    expect(result.getByText('Net savings').nextSibling).toHaveTextContent('$802 lost');
    expect(result.getByText('Break-even').nextSibling).toHaveTextContent('Never');
    expect(result.getByText('The loan').nextSibling).toHaveTextContent('$16,112.00 at $534.80/mo');
    expect(result.queryByText('Before you take it')).not.toBeInTheDocument();
  });

  it('checks the offer as the API does, and shows the API’s refusal under the field it names', async () => {
    const amountMessage = "Amount must be at most Chase Credit Card's balance of $3,200.00";
    const { panel, user, api } = await openPanel({
      'plan.evaluateOffer': () => fail('BAD_REQUEST', amountMessage, { amount: amountMessage }),
    });
    await user.click(panel.getByRole('button', { name: 'Compare' }));
    expect(errorUnder(panel.getByLabelText('Move from', { selector: 'input' }))).toBe('Choose the debt the balance leaves');
    expect(errorUnder(panel.getByLabelText('APR after'))).toBe('Rate after the promotion is required');
    expect(api.callsTo('plan.evaluateOffer')).toHaveLength(0);

    await compareChaseTransfer(panel, user, { before: async () => void set(panel.getByLabelText('Amount'), '5000') });
    await waitFor(() => expect(errorUnder(panel.getByLabelText('Amount'))).toBe(amountMessage));
    expect(panel.queryByRole('region', { name: 'Offer compared' })).not.toBeInTheDocument();
  });

  it('moves the balance onto another of the user’s cards, with deferred interest; the source is never a choice', async () => {
    const { panel, user, api } = await openPanel({
      'plan.get': () => ok(threeDebts),
      'debts.list': () => ok([makeDebt(), carLoan, citi]),
      'plan.evaluateOffer': () => ok(ONTO_CITI),
    });
    const moveTo = panel.getByLabelText('Move to', { selector: 'input' });
    expect(moveTo).toHaveValue('A new card');
    await choose(user, panel.getByLabelText('Move from', { selector: 'input' }), 'Chase Credit Card');
    // A new card, then the user's other cards: not the source, not the car loan.
    await user.click(moveTo);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['A new card', 'Citi']);
    await user.click(screen.getByRole('option', { name: 'Citi' }));
    await user.click(panel.getByRole('checkbox', { name: /Deferred interest/ }));
    set(panel.getByLabelText('APR after'), '26.99');
    await user.click(panel.getByRole('button', { name: 'Compare' }));

    const result = within(await panel.findByRole('region', { name: 'Offer compared' }));
    expect(api.callsTo('plan.evaluateOffer')[0]?.input).toEqual({
      kind: 'balance_transfer',
      fromDebtId: 1,
      amount: '3200.00',
      feePercent: '3.00',
      promoApr: '0.00',
      promoMonths: 15,
      aprAfter: '26.99',
      deferredInterest: true,
      toDebtId: 3,
    });
    expect(result.getByText('New balance on Citi').nextSibling).toHaveTextContent("$3,296.00; the card's minimum becomes $86.79/mo");

    // Citi chosen as the source cannot receive its own balance: Move to goes back to a new card, and lists Chase.
    await choose(user, panel.getByLabelText('Move from', { selector: 'input' }), 'Citi');
    expect(moveTo).toHaveValue('A new card');
    expect(panel.getByLabelText('Amount')).toHaveValue('1850.00');
    await user.click(moveTo);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['A new card', 'Chase Credit Card']);
  });

  it('shows the API’s refusal of the receiving card under Move to', async () => {
    const full = 'Citi already has 6 balances';
    const { panel, user } = await openPanel({
      'plan.get': () => ok(threeDebts),
      'debts.list': () => ok([makeDebt(), carLoan, citi]),
      'plan.evaluateOffer': () => fail('BAD_REQUEST', full, { toDebtId: full }),
    });
    await compareChaseTransfer(panel, user, { moveTo: 'Citi' });
    await waitFor(() => expect(errorUnder(panel.getByLabelText('Move to', { selector: 'input' }))).toBe(full));
  });
});
