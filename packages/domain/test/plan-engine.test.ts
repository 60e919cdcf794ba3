import { describe, expect, it } from 'vitest';
import { computePlan, defaultInPlan, planResponse, previewPlan } from '../src/plan/index.ts';
import { planSchema } from '../src/schemas/plan.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';
import { visaDueDec10 } from './debt-facts.ts';
import { planDebt as d, planInput } from './plan-fixtures.ts';

// The worked examples of docs/money-math.md, "The payoff plan".

describe('computePlan: worked examples', () => {
  it('one card, $1,000.00 at 18 %, $200.00 a month from 2026-01-01: the projection table, debt-free 2026-06-30', () => {
    const p = computePlan(planInput([d({})]));
    expect(p.schedule.map((m) => [m.totalInterest, m.totalPayment, m.totalBalance])).toEqual([
      [1_529, 20_000, 81_529],
      [1_126, 20_000, 62_655],
      [958, 20_000, 43_613],
      [645, 20_000, 24_258],
      [371, 20_000, 4_629],
      [68, 4_697, 0],
    ]);
    expect(p).toMatchObject({ months: 6, debtFreeDate: '2026-06-30', totalInterest: 4_697, totalPaid: 104_697, monthlyBudget: 20_000 });
    // one debt, no extra: the plan is the baseline
    expect(p.baseline).toEqual({ debtFreeDate: '2026-06-30', months: 6, totalInterest: 4_697 });
    expect(p.interestSaved).toBe(0);
    expect(p.monthsSaved).toBe(0);
    expect(p.debts).toEqual([
      { debtId: 1, debtName: 'Card', order: 1, payoffMonth: 6, payoffDate: '2026-06-30', totalInterest: 4_697, totalPaid: 104_697 },
    ]);
  });

  it('rollover: A $300 and B $1,000 at 0 %, $100 each: A cleared in month 3, then B gets $200 and is cleared in month 7 (baseline 10)', () => {
    const p = computePlan(
      planInput([
        d({ id: 1, debtName: 'A', balance: 30_000, apr: 0, payment: 10_000 }),
        d({ id: 2, debtName: 'B', balance: 100_000, apr: 0, payment: 10_000 }),
      ]),
    );
    expect(p.debts.map((x) => [x.debtName, x.payoffMonth])).toEqual([
      ['A', 3],
      ['B', 7],
    ]);
    expect(p.schedule[3]!.payments).toEqual([{ debtId: 2, payment: 20_000, interest: 0, balance: 50_000 }]);
    expect(p.baseline).toEqual({ debtFreeDate: '2026-10-31', months: 10, totalInterest: 0 });
    expect(p.debtFreeDate).toBe('2026-07-31');
    expect(p.monthsSaved).toBe(3);
    expect(p.strategies.avalanche.firstPayoffMonth).toBe(3);
  });

  it('a cycle already paid is not asked for again: month 1 asks only for the rest, and its budget is that much smaller', () => {
    // A's $100 for this cycle is paid (its balance is already $300 after it); B is still to pay.
    const debts = [
      d({ id: 1, debtName: 'A', balance: 30_000, apr: 0, payment: 10_000, paidThisMonth: 10_000 }),
      d({ id: 2, debtName: 'B', balance: 100_000, apr: 0, payment: 10_000 }),
    ];
    const p = computePlan(planInput(debts));
    expect(p.schedule[0]!.payments).toEqual([
      { debtId: 1, payment: 0, interest: 0, balance: 30_000 },
      { debtId: 2, payment: 10_000, interest: 0, balance: 90_000 },
    ]);
    expect(p.schedule[0]!.totalPayment).toBe(10_000);
    expect(p.schedule[1]!.totalPayment).toBe(20_000);
    expect(p.debts.map((x) => [x.debtName, x.payoffMonth])).toEqual([
      ['A', 4],
      ['B', 7],
    ]);
    expect(p.baseline.months).toBe(10);
    // A part paid ($40 of $100): month 1 asks for the other $60.
    const part = computePlan(planInput([d({ id: 1, debtName: 'A', balance: 30_000, apr: 0, payment: 10_000, paidThisMonth: 4_000 })]));
    expect(part.schedule[0]!.totalPayment).toBe(6_000);
  });

  it('planInputFromFacts takes what each current cycle has had from the payments (cycleState)', () => {
    const facts = visaDueDec10({ balance: 480_000 });
    const paid = [{ debtId: 1, paymentDate: '2026-11-27', amount: 20_000 }];
    const input = planInputFromFacts({ today: '2026-11-28', debts: [facts], payments: paid });
    expect(input.debts[0]!.paidThisMonth).toBe(20_000);
    expect(computePlan(input).schedule[0]!.totalPayment).toBe(0);
    expect(planInputFromFacts({ today: '2026-11-28', debts: [facts] }).debts[0]!.paidThisMonth).toBe(0);
  });

  it('strategies: avalanche (highest APR, ties smaller balance), snowball (smallest balance, ties higher APR), custom (listed first, the rest avalanche)', () => {
    const debts = [
      d({ id: 1, debtName: 'Car', debtType: 'auto_loan', balance: 1_200_000, apr: 690, payment: 30_000 }),
      d({ id: 2, debtName: 'Visa', balance: 500_000, apr: 2499, payment: 15_000 }),
      d({ id: 3, debtName: 'Store', balance: 80_000, apr: 2499, payment: 4_000 }),
      d({ id: 4, debtName: 'Family', debtType: 'other', balance: 80_000, apr: 0, payment: 5_000 }),
    ];
    const order = (strategy: 'avalanche' | 'snowball' | 'custom', customOrder: number[] | null = null) =>
      computePlan(planInput(debts, { settings: { strategy, extraMonthlyCents: 0, customOrder } })).debts.map((x) => x.debtName);
    expect(order('avalanche')).toEqual(['Store', 'Visa', 'Car', 'Family']);
    expect(order('snowball')).toEqual(['Store', 'Family', 'Visa', 'Car']);
    expect(order('custom', [1, 99, 4])).toEqual(['Car', 'Family', 'Store', 'Visa']);
  });

  it('a lump sum goes to the first debt in order in the month containing its date, the rest spilling to the next', () => {
    const debts = [
      d({ id: 1, debtName: 'A', balance: 30_000, apr: 0, payment: 10_000 }),
      d({ id: 2, debtName: 'B', balance: 100_000, apr: 0, payment: 10_000 }),
    ];
    // month 2 is [Feb 1, Mar 1): after the $100 payments A owes $100 and B $800; $500 on Feb 14
    // clears A's last $100 and pays $400 more on B
    const p = computePlan(planInput(debts, { lumpSums: [{ id: 7, date: '2026-02-14', amountCents: 50_000, note: 'bonus' }] }));
    expect(p.schedule[1]).toMatchObject({ month: 2, startDate: '2026-02-01', lumpSum: 50_000, totalPayment: 70_000 });
    expect(p.schedule[1]!.payments).toEqual([
      { debtId: 1, payment: 20_000, interest: 0, balance: 0 },
      { debtId: 2, payment: 50_000, interest: 0, balance: 40_000 },
    ]);
    expect(p.months).toBe(4);
    expect(p.lumpSums).toEqual([{ id: 7, date: '2026-02-14', amountCents: 50_000, note: 'bonus' }]);
    // a lump sum before today or past the horizon changes nothing
    expect(computePlan(planInput(debts, { lumpSums: [{ id: 8, date: '2025-12-31', amountCents: 50_000, note: null }] })).months).toBe(7);
  });

  it('a promotional rate runs until the day before promoEndDate, then the APR (daily: split by days)', () => {
    // $1,000 at 0 % until 2026-01-16, then 18 %: January = 15 promo days + 16 days at 18 %
    const p = computePlan(planInput([d({ promoRateBp: 0, promoEndDate: '2026-01-16' })]));
    expect(p.schedule[0]!.totalInterest).toBe(Math.round((100_000 * 1800 * 16) / 3_650_000)); // 789 ($7.89)
    expect(p.schedule[1]!.totalInterest).toBe(Math.round((80_789 * 1800 * 28) / 3_650_000));
  });

  it('deferred interest: a balance left at the promo end is charged the APR since the promo start; the warning gives the payment that clears it', () => {
    // Store card $600.00, 0 % since 2025-07-01 until 2026-07-01, then 26.99 %, $25.00 a month.
    const store = d({
      id: 3,
      debtName: 'Store',
      balance: 60_000,
      apr: 2699,
      payment: 2_500,
      promoRateBp: 0,
      promoEndDate: '2026-07-01',
      deferredInterest: true,
      promoStartDate: '2025-07-01',
    });
    const p = computePlan(planInput([store]));
    // 184 days before today on $600 (8,164) + January-June on the month's balance (7,192) = $153.56
    const july = p.schedule[6]!;
    expect(july.startDate).toBe('2026-07-01');
    expect(july.totalInterest).toBe(15_356 + Math.round((45_000 * 2699 * 31) / 3_650_000));
    expect(p.schedule.slice(0, 6).every((m) => m.totalInterest === 0)).toBe(true);
    expect(p.warnings).toEqual([
      {
        code: 'DEFERRED_INTEREST',
        debtId: 3,
        message:
          "Store's promotional rate ends Jul 1. This plan leaves a balance then, so $153.56 of back-dated interest (the regular APR since the promotion began) would be charged. Paying $100.00 a month clears it in time.",
        paymentNeeded: 10_000,
      },
    ]);
    // paying what the warning says: no charge, no warning, no interest at all
    const fixed = computePlan(planInput([{ ...store, payment: 10_000 }]));
    expect(fixed).toMatchObject({ totalInterest: 0, months: 6, warnings: [] });
  });

  it('a payment that does not cover the interest: NEVER_PAYS_OFF with the payment that would, baseline and savings null, never silently dropped', () => {
    // $10,000 at 24 % paying $100 (interest ~ $200 a month), next to a card the plan clears
    const p = computePlan(
      planInput([d({ id: 1, debtName: 'Loan', debtType: 'personal_loan', balance: 1_000_000, apr: 2400, payment: 10_000 }), d({ id: 2 })]),
    );
    expect(p.debts.map((x) => x.debtId)).toEqual([1, 2]);
    const w = p.warnings.find((x) => x.code === 'NEVER_PAYS_OFF')!;
    expect(w.debtId).toBe(1);
    expect(w.paymentNeeded).toBeGreaterThan(20_000);
    expect(w.message).toContain('Loan never pays off at $100.00 a month');
    // the plan itself ends: the card's $200 rolls onto the loan once the card is paid
    expect(p.debtFreeDate).not.toBeNull();
    expect(p.baseline).toEqual({ debtFreeDate: null, months: null, totalInterest: null });
    expect(p.interestSaved).toBeNull();
    expect(p.monthsSaved).toBeNull();
    // paying the needed amount alone pays it off within the horizon; a cent less does not
    const alone = (payment: number) =>
      computePlan(planInput([d({ id: 1, balance: 1_000_000, apr: 2400, payment, debtType: 'personal_loan' })])).months;
    expect(alone(w.paymentNeeded!)).not.toBeNull();
    expect(alone(w.paymentNeeded! - 1)).toBeNull();
  });

  it('a plan that never ends: debtFreeDate null with HORIZON_REACHED, every figure still small and exact', () => {
    const p = computePlan(planInput([d({ balance: 1_880, apr: 8_122, payment: 127 })], { today: '2026-11-27' }));
    expect(p).toMatchObject({ debtFreeDate: null, months: null, totalInterest: null, totalPaid: null });
    expect(p.warnings.map((w) => w.code)).toEqual(['NEVER_PAYS_OFF', 'HORIZON_REACHED']);
    expect(p.warnings[1]!.message).toBe(
      'At $1.27 a month your debts never pay off: the balance stops going down. Raise the monthly budget to get a debt-free date.',
    );
    expect(p.schedule.length).toBeLessThan(40);
    expect(planSchema.parse(planResponse(p))).toEqual(planResponse(p));
  });

  it('the mortgage is out of the plan by default; cards paid in full and paid debts are never in it', () => {
    expect(defaultInPlan('mortgage')).toBe(false);
    expect(defaultInPlan('credit_card')).toBe(true);
    const p = computePlan(
      planInput(
        [
          d({ id: 1 }),
          d({
            id: 2,
            debtName: 'House',
            debtType: 'mortgage',
            balance: 30_000_000,
            apr: 600,
            payment: 180_000,
            inPlan: defaultInPlan('mortgage'),
          }),
          d({ id: 3, debtName: 'Amex', paysInFull: true }),
          d({ id: 4, debtName: 'Old', isPaid: true }),
        ],
        { monthlyIncome: 200_000 },
      ),
    );
    expect(p.debts.map((x) => x.debtId)).toEqual([1]);
    expect(p.monthlyBudget).toBe(20_000);
    // the plan's $200 plus $1,800 + $200 outside it is more than $2,000 of income
    expect(p.warnings).toEqual([
      {
        code: 'BUDGET_EXCEEDS_INCOME',
        message:
          "This plan's budget of $200.00 a month plus $2,000.00 for debts outside the plan is more than your average monthly income of $2,000.00.",
      },
    ]);
  });

  it('no debts: debt-free today, nothing owed, every summary 0', () => {
    const p = computePlan(planInput([]));
    expect(p).toMatchObject({
      debtFreeDate: '2026-01-01',
      months: 0,
      totalInterest: 0,
      interestSaved: 0,
      monthsSaved: 0,
      schedule: [],
      debts: [],
      warnings: [],
    });
  });

  it('planResponse is exactly the wire shape (two-decimal strings) and the custom summary appears with a custom order', () => {
    const p = computePlan(
      planInput([d({ id: 1 }), d({ id: 2, balance: 50_000, apr: 900 })], {
        settings: { strategy: 'custom', extraMonthlyCents: 5_000, customOrder: [2, 1] },
      }),
    );
    const out = planResponse(p);
    expect(planSchema.parse(out)).toEqual(out);
    expect(out.extraMonthly).toBe('50.00');
    expect(out.monthlyBudget).toBe('450.00');
    expect(out.strategies.custom).toBeDefined();
    expect(out.debts.map((x) => x.debtId)).toEqual([2, 1]);
  });

  it('previewPlan is computePlan with other settings, nothing else changed', () => {
    const input = planInput([d({ id: 1 }), d({ id: 2, balance: 50_000, apr: 900 })]);
    expect(previewPlan(input, { extraMonthlyCents: 10_000 })).toEqual(
      computePlan({ ...input, settings: { ...input.settings, extraMonthlyCents: 10_000 }, lumpSums: [] }),
    );
    expect(previewPlan(input, {}).totalInterest).toBe(computePlan(input).totalInterest);
  });
});
