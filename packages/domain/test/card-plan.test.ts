import { describe, expect, it } from 'vitest';
import type { CardPart } from '../src/card/types.ts';
import { computePlan, planInputFromFacts, planResponse, previewWithScheduleFromWire } from '../src/plan/index.ts';
import { cardPartToWire } from '../src/schemas/card-wire.ts';
import type { Debt } from '../src/schemas/debt.ts';
import { planSchema } from '../src/schemas/plan.ts';
import { planDebt as d, planInput } from './plan-fixtures.ts';

// Cards in the plan (docs/money-math.md, "Cards in the plan"). Plans start 2026-01-01: January has 31 days.

const part = (over: Partial<CardPart> & Pick<CardPart, 'id' | 'kind' | 'balance' | 'apr'>): CardPart => ({
  promoApr: null,
  promoEndDate: null,
  deferredInterest: false,
  ...over,
});

const threeParts = [
  part({ id: 11, kind: 'cash_advance', balance: 100_000, apr: 2_799 }),
  part({ id: 12, kind: 'purchase', balance: 200_000, apr: 2_199 }),
  part({ id: 13, kind: 'balance_transfer', balance: 300_000, apr: 2_199, promoApr: 0, promoEndDate: '2027-01-01' }),
];

describe('a card with balances in the plan', () => {
  it('the worked example as a plan month: interest per balance, the $120 minimum to the 0 % transfer, the $500 above it to the cash advance', () => {
    const p = computePlan(planInput([d({ balance: 600_000, minPayment: 12_000, payment: 62_000, parts: threeParts })]));
    const row = p.schedule[0]!.payments[0]!;
    // 100,000 × 2799 × 31 / 3,650,000 = 2,377.23; 200,000 × 2199 × 31 / 3,650,000 = 3,735.28
    expect(row.parts).toEqual([
      { partId: 11, kind: 'cash_advance', payment: 50_000, interest: 2_377, balance: 52_377 },
      { partId: 12, kind: 'purchase', payment: 0, interest: 3_735, balance: 203_735 },
      { partId: 13, kind: 'balance_transfer', payment: 12_000, interest: 0, balance: 288_000 },
    ]);
    expect(row).toMatchObject({ payment: 62_000, interest: 6_112, balance: 544_112 });
    // February (28 days): 52,377 → 1,124.60 and 203,735 → 3,436.81 of interest; the $120 minimum to the transfer again,
    // the $500 above it to the cash advance, which owes 535.02: 35.02 left
    expect(p.schedule[1]!.payments[0]!.parts!.map((x) => [x.interest, x.payment, x.balance])).toEqual([
      [1_125, 50_000, 3_502],
      [3_437, 0, 207_172],
      [0, 12_000, 276_000],
    ]);
    // the wire carries the parts; a debt without them has none
    const wire = planSchema.parse(planResponse(p));
    expect(wire.schedule[0]!.payments[0]!.parts![0]).toEqual({
      partId: 11,
      kind: 'cash_advance',
      payment: '500.00',
      interest: '23.77',
      balance: '523.77',
    });
  });

  it('a card without balances and with the fixed rule plans exactly as before; an empty list of balances is no balances', () => {
    const before = computePlan(
      planInput([d({}), d({ id: 2, debtName: 'Loan', debtType: 'personal_loan', balance: 50_000, apr: 900, payment: 5_000 })]),
    );
    const same = computePlan(
      planInput([
        d({ minPaymentRule: { kind: 'fixed' }, parts: [] }),
        d({ id: 2, debtName: 'Loan', debtType: 'personal_loan', balance: 50_000, apr: 900, payment: 5_000 }),
      ]),
    );
    expect(same).toEqual(before);
    expect(JSON.stringify(planResponse(same))).toBe(JSON.stringify(planResponse(before)));
  });

  it('one purchase balance with no promotion plans as the card without balances', () => {
    const plain = computePlan(planInput([d({ minPayment: 5_000 })]));
    const parted = computePlan(
      planInput([d({ minPayment: 5_000, parts: [part({ id: 1, kind: 'purchase', balance: 100_000, apr: 1_800 })] })]),
    );
    expect(parted.schedule.map((m) => [m.totalInterest, m.totalPayment, m.totalBalance])).toEqual(
      plain.schedule.map((m) => [m.totalInterest, m.totalPayment, m.totalBalance]),
    );
    expect(parted.totalInterest).toBe(4_697);
  });

  it('a deferred-interest balance still owed at its end is charged the back-dated interest; the two cycles before, the excess goes to it first', () => {
    const parts = [
      part({ id: 1, kind: 'purchase', balance: 100_000, apr: 2_999 }),
      part({ id: 2, kind: 'promo_purchase', balance: 60_000, apr: 2_699, promoApr: 0, promoEndDate: '2026-04-15', deferredInterest: true }),
    ];
    const p = computePlan(planInput([d({ balance: 160_000, minPayment: 3_000, payment: 13_000, parts })]));
    const partsOf = (m: number) => p.schedule[m - 1]!.payments[0]!.parts!;
    // January: the excess to the 29.99 % purchases (the deferred end is not within the next two cycles)
    expect(partsOf(1).map((x) => x.payment)).toEqual([10_000, 3_000]);
    // March (the cycle before the end) and April (containing it): the excess to the deferred balance first
    expect(partsOf(3).map((x) => x.payment)).toEqual([0, 13_000]);
    expect(partsOf(2).map((x) => x.payment)).toEqual([10_000, 3_000]);
    // April: 60,000 − 3,000 − 3,000 − 13,000 = 41,000 still owed → the back-dated 26.99 % since today
    const april = partsOf(4)[1]!;
    const backDated = [60_000, 57_000, 54_000].map((b, i) => Math.round((b * 2_699 * [31, 28, 31][i]!) / 3_650_000));
    expect(april.interest).toBe(backDated.reduce((a, b) => a + b, 0) + Math.round((41_000 * 2_699 * 30) / 3_650_000));
    expect(p.debts[0]!.totalInterest).toBeGreaterThan(0);
    // the warning names the balance, the charge and the monthly payment that avoids it
    const warning = p.warnings.find((w) => w.code === 'DEFERRED_INTEREST')!;
    expect(warning.message).toMatch(
      /^Card's promotional rate on the promotional purchase ends Apr 15\. This plan leaves a balance then, so \$[\d.,]+ of back-dated interest/,
    );
    const needed = warning.paymentNeeded!;
    const at = (payment: number) => computePlan(planInput([d({ balance: 160_000, minPayment: 3_000, payment, parts })]));
    expect(at(needed).warnings.filter((w) => w.code === 'DEFERRED_INTEREST')).toEqual([]);
    expect(at(needed - 1).warnings.filter((w) => w.code === 'DEFERRED_INTEREST')).toHaveLength(1);
  });
});

describe('the minimum by the card’s rule in the plan', () => {
  const rule = { kind: 'percent_plus_interest' as const, percentBp: 100, floor: 3_500 };

  it('minimums only follows the rule month by month: 1 % of the balance plus the month’s interest, at least $35', () => {
    const p = computePlan(planInput([d({ balance: 300_000, apr: 2_499, minPayment: 9_367, payment: 9_367, minPaymentRule: rule })]));
    // January: 300,000 × 2499 × 31 / 3,650,000 = 6,367.32 → 63.67; minimum 30.00 + 63.67 = 93.67
    expect(p.schedule[0]!.payments[0]).toMatchObject({ payment: 9_367, interest: 6_367, balance: 297_000 });
    // The minimums-only run, month by month: the month's days at 24.99 % / 365, then 1 % of the balance before it + that interest
    let balance = 300_000;
    let interest = 0;
    let months = 0;
    for (let m = 0; balance > 0; m++) {
      const days = (Date.UTC(2026, m + 1, 1) - Date.UTC(2026, m, 1)) / 86_400_000;
      const i = Math.round((balance * 2_499 * days) / 3_650_000);
      const minimum = Math.min(balance + i, Math.max(3_500, Math.round(balance / 100) + i));
      balance += i - minimum;
      interest += i;
      months++;
    }
    expect(p.minimumsOnly).toMatchObject({ months, totalInterest: interest });
    expect(months).toBeGreaterThan(140);
    // the plan keeps paying the $93.67 budget: the freed minimum rolls back onto the card
    expect(p.schedule[1]!.payments[0]!.payment).toBe(9_367);
    expect(p.months!).toBeLessThan(months);
  });

  it('the budget stays constant: what the shrinking minimum frees rolls on to the next debt in order', () => {
    const card = d({ balance: 300_000, apr: 2_499, minPayment: 9_367, payment: 9_367, minPaymentRule: rule });
    const loan = d({ id: 2, debtName: 'Loan', debtType: 'personal_loan', balance: 500_000, apr: 2_999, payment: 10_000 });
    const p = computePlan(planInput([card, loan]));
    expect(p.monthlyBudget).toBe(19_367);
    expect(p.debts.map((x) => x.debtName)).toEqual(['Loan', 'Card']);
    // February: the card's minimum is 86.64, so the loan gets 100.00 + 7.03
    const feb = p.schedule[1]!.payments;
    expect(feb.find((x) => x.debtId === 1)!.payment).toBe(8_664);
    expect(feb.find((x) => x.debtId === 2)!.payment).toBe(10_703);
    for (const m of p.schedule.slice(0, 24)) expect(m.totalPayment).toBe(19_367);
  });

  it('as you pay now, a card on a rule pays its minimum plus its extra; a 2 % minimum that never covers the interest never pays off', () => {
    const p = computePlan(planInput([d({ balance: 300_000, apr: 2_499, minPayment: 9_367, payment: 14_367, minPaymentRule: rule })]));
    expect(p.schedule.slice(0, 12).map((m) => m.totalPayment)).toEqual(new Array(12).fill(14_367));
    // the baseline follows the shrinking minimum + $50.00, so it runs longer than the plan's constant budget
    expect(p.baseline.months!).toBeGreaterThan(p.months!);
    expect(p.interestSaved!).toBeGreaterThan(0);
    const never = computePlan(
      planInput([
        d({
          balance: 300_000,
          apr: 2_499,
          minPayment: 6_125,
          payment: 6_125,
          minPaymentRule: { kind: 'percent_of_balance', percentBp: 200, floor: 2_500 },
        }),
      ]),
    );
    expect(never.minimumsOnly).toEqual({ debtFreeDate: null, months: null, totalInterest: null });
    expect(never.warnings.map((w) => w.code)).toContain('NEVER_PAYS_OFF');
  });
});

describe('the card’s fields reach the plan from the facts and from the wire', () => {
  it('planInputFromFacts and the browser’s what-if carry the balances and the rule', () => {
    const facts = {
      id: 1,
      debtName: 'Citi',
      debtType: 'credit_card' as const,
      balance: 600_000,
      apr: 2_199,
      minPayment: 12_000,
      extraPayment: 50_000,
      dueDate: '2026-01-20',
      payPeriodFrequency: 'monthly',
      isPaid: false,
      parts: threeParts,
      minPaymentRule: { kind: 'fixed' as const },
    };
    const input = planInputFromFacts({ today: '2026-01-01', debts: [facts] });
    expect(input.debts[0]).toMatchObject({ parts: threeParts, minPaymentRule: { kind: 'fixed' }, payment: 62_000, minPayment: 12_000 });
    const fromFacts = computePlan(input);
    expect(fromFacts.schedule[0]!.payments[0]!.parts!.map((x) => x.payment)).toEqual([50_000, 0, 12_000]);

    const wireDebt = {
      id: 1,
      debtName: 'Citi',
      debtType: 'credit_card',
      balance: '6000.00',
      interestRate: '21.99',
      minPayment: '120.00',
      extraPayment: '500.00',
      dueDate: '2026-01-20',
      payPeriodFrequency: 'monthly',
      isPaid: false,
      paidThisCycle: '0.00',
      balances: threeParts.map(cardPartToWire),
      minPaymentRule: { kind: 'fixed' as const },
    } as unknown as Debt;
    const preview = previewWithScheduleFromWire({
      settings: { strategy: 'avalanche', extraMonthly: '0.00', customOrder: null },
      debts: [wireDebt],
      lumpSums: [],
      startDate: '2026-01-01',
    });
    expect(preview.months).toEqual(fromFacts.schedule);
  });
});
