import { describe, expect, it } from 'vitest';
import type { CardPart } from '../src/card/types.ts';
import {
  type BalanceTransferOffer,
  type ConsolidationLoanOffer,
  type OfferEvaluation,
  evaluateOffer,
  levelPayment,
  offerEvaluationResponse,
  offerPlanInput,
} from '../src/offers/index.ts';
import { computePlan } from '../src/plan/engine.ts';
import type { PlanInput } from '../src/plan/types.ts';
import { offerEvaluationSchema } from '../src/schemas/offer.ts';
import { planDebt, planInput } from './plan-fixtures.ts';

// Offers judged inside the plan (docs/money-math.md, "Offers"). Plans start 2026-01-01. Every figure
// below was also computed by an independent month-by-month calculation from the documented rules.

const chase = planDebt({ id: 1, debtName: 'Chase', balance: 640_000, apr: 2499, payment: 25_000 });
const car = planDebt({ id: 2, debtName: 'Car loan', debtType: 'auto_loan', balance: 800_000, apr: 690, payment: 25_000 });

/** $6,400 off Chase onto a new card at 0 % for 15 months, then 26.99 %, with a 3 % fee. */
const chaseTransfer: BalanceTransferOffer = {
  kind: 'balance_transfer',
  fromDebtId: 1,
  amount: 640_000,
  feeBp: 300,
  promoAprBp: 0,
  promoMonths: 15,
  aprAfterBp: 2699,
  deferredInterest: false,
  toDebtId: null,
};

const evaluation = (input: PlanInput, offer: BalanceTransferOffer | ConsolidationLoanOffer): OfferEvaluation => {
  const r = evaluateOffer(input, offer);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r.evaluation;
};

const part = (over: Partial<CardPart> & Pick<CardPart, 'id' | 'kind' | 'balance' | 'apr'>): CardPart => ({
  promoApr: null,
  promoEndDate: null,
  deferredInterest: false,
  ...over,
});

describe('a balance transfer judged inside the plan', () => {
  it('Chase $6,400 at 24.99 % beside a car loan, moved to 0 % for 15 months with a 3 % fee: saves $1,473.42 after the fee', () => {
    const e = evaluation(planInput([chase, car]), chaseTransfer);
    expect(e).toMatchObject({
      without: { debtFreeDate: '2029-01-31', months: 37, totalInterest: 369_645 },
      with: { debtFreeDate: '2028-10-31', months: 34, totalInterest: 203_103 },
      fee: 19_200,
      interestDifference: 166_542,
      netSavings: 147_342,
      monthsSaved: 3,
      breakEvenMonth: 2,
      // the new card: $6,400 + $192; its minimum today 1 % of $6,592 (no interest at 0 %)
      newDebt: { balance: 659_200, monthlyPayment: 6_592 },
    });
    // While the card is at 0 % the avalanche pays the 6.90 % car loan first, so most of the balance is left when the rate ends.
    expect(e.warnings).toEqual([
      {
        code: 'PROMO_BALANCE_REMAINS',
        message:
          'This plan still owes $5,669.50 of the transferred balance when the 0% rate ends Apr 1, 2027; from then it is charged 26.99%. ' +
          'Paying $439.47 a month to the new card clears it in time.',
        paymentNeeded: 43_947,
      },
    ]);
    expect(offerEvaluationSchema.parse(offerEvaluationResponse(e))).toMatchObject({
      fee: '192.00',
      interestDifference: '1665.42',
      netSavings: '1473.42',
      without: { totalInterest: '3696.45' },
      warnings: [{ paymentNeeded: '439.47' }],
    });
  });

  it('Chase alone at $300 a month: the whole budget goes to the new card, $2,092.00 is left when the promotion ends', () => {
    const e = evaluation(planInput([{ ...chase, payment: 30_000 }]), chaseTransfer);
    expect(e).toMatchObject({
      without: { months: 29, totalInterest: 214_566 },
      with: { months: 23, totalInterest: 21_037 },
      interestDifference: 193_529,
      netSavings: 174_329,
      monthsSaved: 6,
      breakEvenMonth: 2,
    });
    // 15 × $300 = $4,500 paid by then; $6,592 / 15 payments = $439.4667 → $439.47
    expect(e.warnings[0]).toMatchObject({ code: 'PROMO_BALANCE_REMAINS', paymentNeeded: 43_947 });
    expect(e.warnings[0]!.message).toContain('still owes $2,092.00 of the transferred balance');
  });

  it('paid off within the promotion: no warning; the budget stays the same every month', () => {
    const e = evaluation(planInput([{ ...chase, payment: 45_000 }]), chaseTransfer);
    expect(e.warnings).toEqual([]);
    // $450 a month clears $6,592 in 15 months: no interest at all
    expect(e.with).toEqual({ debtFreeDate: '2027-03-31', months: 15, totalInterest: 0 });
    const built = offerPlanInput(planInput([{ ...chase, payment: 45_000 }]), chaseTransfer, 45_000);
    expect(computePlan(built.input).monthlyBudget).toBe(45_000);
  });

  it('a deferred-interest transfer left owing: the back-dated charge is the warning', () => {
    const e = evaluation(planInput([{ ...chase, payment: 30_000 }]), { ...chaseTransfer, deferredInterest: true });
    expect(e.warnings).toHaveLength(1);
    expect(e.warnings[0]).toMatchObject({ code: 'DEFERRED_INTEREST', paymentNeeded: 43_947 });
    expect(e.warnings[0]!.message).toMatch(
      /^New card's promotional rate on the balance transfer ends Apr 1, 2027\. .* of back-dated interest/,
    );
    expect(e.with.totalInterest!).toBeGreaterThan(21_037);
  });

  it('a card with balances gives up its highest rate first, as a payment above the minimum would', () => {
    const citi = planDebt({
      id: 1,
      debtName: 'Citi',
      balance: 185_000,
      apr: 2749,
      payment: 10_000,
      minPayment: 3_500,
      parts: [
        part({ id: 1, kind: 'balance_transfer', balance: 120_000, apr: 2749, promoApr: 0, promoEndDate: '2026-09-01' }),
        part({ id: 2, kind: 'purchase', balance: 65_000, apr: 2749 }),
      ],
    });
    const built = offerPlanInput(planInput([citi]), { ...chaseTransfer, amount: 80_000 }, 10_000);
    const after = built.input.debts.find((d) => d.id === 1)!;
    // $650 off the purchases at 27.49 %, the other $150 off the 0 % transfer
    expect(after.parts).toEqual([expect.objectContaining({ id: 1, balance: 105_000 })]);
    expect(after.balance).toBe(105_000);
  });

  it('a deferred-interest balance within two cycles of its end is given up first (Regulation Z §1026.53(b))', () => {
    const card = planDebt({
      balance: 160_000,
      apr: 2999,
      payment: 10_000,
      parts: [
        part({ id: 1, kind: 'purchase', balance: 100_000, apr: 2999 }),
        part({
          id: 2,
          kind: 'promo_purchase',
          balance: 60_000,
          apr: 2699,
          promoApr: 0,
          promoEndDate: '2026-02-15',
          deferredInterest: true,
        }),
      ],
    });
    const after = offerPlanInput(planInput([card]), { ...chaseTransfer, amount: 70_000 }, 10_000).input.debts[0]!;
    expect(after.parts).toEqual([expect.objectContaining({ id: 1, balance: 90_000 })]);
  });

  it('onto a card of the user: a new balance on it at the promotion; its percent rule sets its new minimum', () => {
    const citi = planDebt({
      id: 3,
      debtName: 'Citi',
      balance: 100_000,
      apr: 2749,
      payment: 8_000,
      minPayment: 3_500,
      minPaymentRule: { kind: 'percent_plus_interest', percentBp: 100, floor: 3_500 },
    });
    const input = planInput([chase, citi]);
    const built = offerPlanInput(input, { ...chaseTransfer, amount: 200_000, toDebtId: 3 }, 33_000);
    const target = built.input.debts.find((d) => d.id === 3)!;
    expect(target.balance).toBe(306_000);
    expect(target.parts).toEqual([
      expect.objectContaining({ id: 0, kind: 'purchase', balance: 100_000, apr: 2749 }),
      expect.objectContaining({ id: 1, kind: 'balance_transfer', balance: 206_000, apr: 2699, promoApr: 0, promoEndDate: '2027-04-01' }),
    ]);
    // 1 % of $3,060 + $1,000 × 27.49 % × 31 / 365 (23.35) = $53.95; the $45 above the old minimum kept
    expect(target.minPayment).toBe(5_395);
    expect(built).toMatchObject({
      carrier: 'target_card',
      debtId: 3,
      partId: 1,
      newBalance: 206_000,
      newPayment: 5_395,
      budgetRaisedBy: 0,
    });
    // Chase keeps $4,400 and its $250 (all of it its minimum); to keep the budget at $330, Citi's $45 above its minimum
    // shrinks to $26.05: $53.95 + $26.05 = $80.00, its payment before
    expect(target.payment).toBe(8_000);
    expect(built.input.debts.find((d) => d.id === 1)).toMatchObject({ balance: 440_000, payment: 25_000 });
    expect(computePlan(built.input).monthlyBudget).toBe(computePlan(input).monthlyBudget);
    expect(evaluateOffer(input, { ...chaseTransfer, amount: 200_000, toDebtId: 3 }).ok).toBe(true);
  });

  it('a custom order: the new card follows the source; what the source had paid this cycle goes with its balance', () => {
    const input = planInput([{ ...chase, paidThisMonth: 10_000 }, car], {
      settings: { strategy: 'custom', extraMonthlyCents: 5_000, customOrder: [2, 1] },
    });
    const built = offerPlanInput(input, chaseTransfer, 55_000);
    expect(built.input.settings).toEqual({ strategy: 'custom', extraMonthlyCents: 55_000 - 25_000 - 6_592, customOrder: [2, 1, 3] });
    expect(built.input.debts.find((d) => d.id === 3)).toMatchObject({ debtName: 'New card', paidThisMonth: 10_000 });
  });
});

describe('a consolidation loan judged inside the plan', () => {
  const visa = planDebt({ id: 1, debtName: 'Visa', balance: 400_000, apr: 2299, payment: 16_000 });
  const amex = planDebt({ id: 2, debtName: 'Amex', balance: 300_000, apr: 2749, payment: 12_000 });
  const loan: ConsolidationLoanOffer = { kind: 'consolidation_loan', debtIds: [1, 2], aprBp: 1190, termMonths: 36, feeBp: 600 };

  it('two cards, $7,000, into a loan at 11.90 % over 36 months with a 6 % fee: $7,420 at $246.10 a month, saves $1,339.30', () => {
    expect(levelPayment(742_000, 1190, 36)).toBe(24_610);
    const e = evaluation(planInput([visa, amex]), loan);
    expect(e).toEqual({
      without: { debtFreeDate: '2028-12-31', months: 36, totalInterest: 298_831 },
      // the plan's $280 a month all goes to the loan: done in 31 months, not 36
      with: { debtFreeDate: '2028-07-31', months: 31, totalInterest: 122_901 },
      fee: 42_000,
      interestDifference: 175_930,
      netSavings: 133_930,
      monthsSaved: 5,
      breakEvenMonth: 7,
      newDebt: { balance: 742_000, monthlyPayment: 24_610 },
      warnings: [],
    });
  });

  it('a dearer loan: a negative saving, written with its sign', () => {
    const e = evaluation(planInput([visa, amex]), { ...loan, aprBp: 2999 });
    expect(e.netSavings!).toBeLessThan(0);
    expect(e.breakEvenMonth).toBeNull();
    const wire = offerEvaluationSchema.parse(offerEvaluationResponse(e));
    expect(wire.netSavings).toMatch(/^-\d+\.\d{2}$/);
  });

  it('a loan payment above the payments it replaces: first out of the others’ payments above their minimums, then the budget rises', () => {
    const others = planDebt({ id: 3, debtName: 'Store card', balance: 50_000, apr: 1999, payment: 10_000, minPayment: 4_000 });
    const input = planInput([visa, amex, others]);
    const offer = { ...loan, termMonths: 6, feeBp: 0 };
    const payment = levelPayment(700_000, 1190, 6);
    const built = offerPlanInput(input, offer, 38_000);
    // the loan needs payment − $280 more; $60 of it comes off the store card's payment
    expect(built.input.debts.find((d) => d.id === 3)!.payment).toBe(4_000);
    expect(built.budgetRaisedBy).toBe(payment - 28_000 - 6_000);
    const e = evaluation(input, offer);
    expect(e.warnings).toEqual([
      {
        code: 'BUDGET_RAISED',
        message:
          "The consolidation loan's payment of $1,207.49 a month does not fit in your plan's $380.00 a month, even with every other debt " +
          'at its minimum: this comparison pays $867.49 a month more.',
      },
    ]);
    expect(payment).toBe(120_749);
  });
});

describe('offers that cannot be judged', () => {
  const paid = planDebt({ id: 5, debtName: 'Old card', balance: 0, isPaid: true });
  const mortgage = planDebt({
    id: 6,
    debtName: 'Mortgage',
    debtType: 'mortgage',
    balance: 20_000_000,
    apr: 650,
    payment: 150_000,
    inPlan: false,
  });
  const loanDebt = planDebt({ id: 7, debtName: 'Loan', debtType: 'personal_loan' });
  const full = planDebt({
    id: 8,
    debtName: 'Full card',
    balance: 600,
    parts: [1, 2, 3, 4, 5, 6].map((id) => part({ id, kind: 'purchase', balance: 100, apr: 1999 })),
  });
  const input = planInput([chase, paid, mortgage, loanDebt, full]);
  const problem = (offer: BalanceTransferOffer | ConsolidationLoanOffer) => {
    const r = evaluateOffer(input, offer);
    return r.ok ? null : r.problem;
  };

  it('a debt the user does not have is not found (404), by field', () => {
    expect(problem({ ...chaseTransfer, fromDebtId: 99 })).toEqual({ reason: 'not_found', problems: { fromDebtId: 'Debt not found' } });
    expect(problem({ kind: 'consolidation_loan', debtIds: [1, 42], aprBp: 1000, termMonths: 36, feeBp: 0 })).toEqual({
      reason: 'not_found',
      problems: { 'debtIds.1': 'Debt not found' },
    });
  });

  it('a paid debt, a debt outside the plan, more than the balance, a card that cannot take the balance: 400 by field', () => {
    expect(problem({ ...chaseTransfer, fromDebtId: 5 })).toEqual({
      reason: 'invalid',
      problems: { fromDebtId: 'Old card is paid off: choose a debt you still owe' },
    });
    expect(problem({ kind: 'consolidation_loan', debtIds: [1, 6], aprBp: 1000, termMonths: 36, feeBp: 0 })).toEqual({
      reason: 'invalid',
      problems: { 'debtIds.1': 'Mortgage is not in your plan: include it in the plan to compare an offer on it' },
    });
    expect(problem({ ...chaseTransfer, amount: 640_001 })!.problems).toEqual({
      amount: "Amount must be at most Chase's balance of $6,400.00",
    });
    expect(problem({ ...chaseTransfer, toDebtId: 1 })!.problems).toEqual({ toDebtId: 'Choose another card to receive the balance' });
    expect(problem({ ...chaseTransfer, toDebtId: 7 })!.problems).toEqual({ toDebtId: 'Only a credit card can receive a balance transfer' });
    expect(problem({ ...chaseTransfer, toDebtId: 8 })!.problems).toEqual({ toDebtId: 'Full card already has 6 balances' });
    expect(problem({ ...chaseTransfer, toDebtId: 5 })!.problems).toEqual({ toDebtId: 'Old card is paid off: choose a debt you still owe' });
  });

  it('a whole balance moved is fine', () => {
    expect(problem(chaseTransfer)).toBeNull();
  });
});

describe('a loan’s level payment', () => {
  it('standard amortisation rounded to the cent; at 0 % the principal over the months', () => {
    // $10,000 at 6 % over 60 months: the textbook $193.33
    expect(levelPayment(1_000_000, 600, 60)).toBe(19_333);
    expect(levelPayment(1_000_000, 0, 36)).toBe(27_778);
    expect(levelPayment(0, 1000, 36)).toBe(0);
  });
});
