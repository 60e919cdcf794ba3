import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareAvalanche, compareSnowball, debtPriority, prioritize } from '../src/debt/priority.ts';
import { type ProjectionDebt, projectPayoff } from '../bench/payoff.ts';
import { computePlan } from '../src/plan/engine.ts';
import { formatProgression, planProgression, type ProgressionHorizon } from '../src/views/progression.ts';
import { planDebt, planInput } from './plan-fixtures.ts';

const pd = (over: Partial<ProjectionDebt>): ProjectionDebt => ({
  id: 1,
  debtName: 'Card',
  debtType: 'credit_card',
  balance: 100_000,
  apr: 1800,
  payment: 20_000,
  ...over,
});

describe('priority', () => {
  const debts = [
    { id: 1, debtName: 'Car', balance: 1_200_000, apr: 690 },
    { id: 2, debtName: 'Visa', balance: 500_000, apr: 2499 },
    { id: 3, debtName: 'Store card', balance: 80_000, apr: 2499 },
    { id: 4, debtName: 'Unknown rate', balance: 10_000, apr: null },
    { id: 5, debtName: 'Family', balance: 80_000, apr: 0 },
  ];

  it('avalanche: highest APR first, ties by smaller balance, a missing rate ranked as 18 %', () => {
    expect(prioritize(debts).map((d) => d.debtName)).toEqual(['Store card', 'Visa', 'Unknown rate', 'Car', 'Family']);
  });

  it('snowball: smallest balance first, ties by higher APR', () => {
    expect(prioritize(debts, 'snowball').map((d) => d.debtName)).toEqual(['Unknown rate', 'Store card', 'Family', 'Visa', 'Car']);
  });

  it('is deterministic: full ties fall back to name, then id', () => {
    const a = { id: 2, debtName: 'B', balance: 100, apr: 500 };
    const b = { id: 1, debtName: 'A', balance: 100, apr: 500 };
    const c = { id: 0, debtName: 'A', balance: 100, apr: 500 };
    expect(prioritize([a, b, c]).map((d) => d.id)).toEqual([0, 1, 2]);
    expect(compareAvalanche(b, b)).toBe(0);
    expect(compareSnowball(a, b)).toBeGreaterThan(0);
  });

  it('debtPriority lists unpaid debts that still owe, by name', () => {
    expect(
      debtPriority([
        ...debts,
        { id: 6, debtName: 'Paid', balance: 1, apr: 9999, isPaid: true },
        { id: 7, debtName: 'Empty', balance: 0, apr: 9999 },
      ]),
    ).toEqual(['Store card', 'Visa', 'Unknown rate', 'Car', 'Family']);
  });
});

describe('projectPayoff: hand-computed cases', () => {
  it('one card at 18 %, $200 a month from Jan 1 2026, daily interest over each calendar month', () => {
    // Jan (31 d): 100,000 × 1800 × 31 / 3,650,000 = 1528.77 -> 1529; 101,529 − 20,000 = 81,529
    // Feb (28 d): 81,529 × 1800 × 28 / 3,650,000 = 1125.77 -> 1126; 62,655
    // Mar (31 d): 62,655 × 1800 × 31 / 3,650,000 = 957.85 -> 958; 43,613
    // Apr (30 d): 43,613 × 1800 × 30 / 3,650,000 = 645.23 -> 645; 24,258
    // May (31 d): 24,258 × 1800 × 31 / 3,650,000 = 370.85 -> 371; 4,629
    // Jun (30 d): 4,629 × 1800 × 30 / 3,650,000 = 68.48 -> 68; owes 4,697, pays 4,697 -> 0
    const r = projectPayoff([pd({})], { startDate: '2026-01-01' });
    expect(r.months.map((m) => [m.startDate, m.interest, m.payment, m.balance])).toEqual([
      ['2026-01-01', 1529, 20_000, 81_529],
      ['2026-02-01', 1126, 20_000, 62_655],
      ['2026-03-01', 958, 20_000, 43_613],
      ['2026-04-01', 645, 20_000, 24_258],
      ['2026-05-01', 371, 20_000, 4_629],
      ['2026-06-01', 68, 4_697, 0],
    ]);
    expect(r.totalInterest).toBe(4_697); // 1529 + 1126 + 958 + 645 + 371 + 68
    expect(r.totalPaid).toBe(104_697);
    expect(r.monthsToDebtFree).toBe(6);
    expect(r.debts).toEqual([{ id: 1, debtName: 'Card', payoffMonth: 6, totalInterest: 4_697, totalPaid: 104_697, remainingBalance: 0 }]);
  });

  it('a mortgage accrues APR / 12 a month', () => {
    // $120,000.00 at 6 %: 12,000,000 × 600 / 120,000 = 60,000 interest; − 100,000 payment -> 11,960,000
    const r = projectPayoff([pd({ debtType: 'mortgage', balance: 12_000_000, apr: 600, payment: 100_000 })], {
      startDate: '2026-02-01',
      horizonMonths: 1,
    });
    expect(r.months).toEqual([{ month: 1, startDate: '2026-02-01', interest: 60_000, payment: 100_000, balance: 11_960_000 }]);
    expect(r.monthsToDebtFree).toBeNull();
  });

  it('rolls a paid-off debt payment to the next debt in priority order', () => {
    // 0 % APR. A $300 / $100 a month, B $1,000 / $100 a month; equal APR -> smaller balance (A) first.
    // A: 200, 100, 0 (month 3). Then B gets $200: 900, 800, 700, 500, 300, 100, 0 (month 7).
    const debts = [
      pd({ id: 1, debtName: 'A', balance: 30_000, apr: 0, payment: 10_000 }),
      pd({ id: 2, debtName: 'B', balance: 100_000, apr: 0, payment: 10_000 }),
    ];
    const r = projectPayoff(debts, { startDate: '2026-01-01' });
    expect(r.months.map((m) => m.balance)).toEqual([110_000, 90_000, 70_000, 50_000, 30_000, 10_000, 0]);
    expect(r.months.map((m) => m.payment)).toEqual([20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 10_000]);
    expect(r.debts.map((d) => [d.debtName, d.payoffMonth])).toEqual([
      ['A', 3],
      ['B', 7],
    ]);
    // without rollover B keeps paying $100: paid off in month 10
    const flat = projectPayoff(debts, { startDate: '2026-01-01', rollover: false });
    expect(flat.debts.map((d) => d.payoffMonth)).toEqual([3, 10]);
  });

  it('without rollover it is the plan’s baseline: each debt alone at its own payment, nothing passed on', () => {
    // Small owes $50 but pays $500: the $450 it does not need stays unpaid (not given to Big), and
    // the extra is not paid without rollover, exactly as the plan's "as you pay now" baseline.
    const debts = [
      pd({ id: 1, debtName: 'Small', balance: 5_000, apr: 1800, payment: 50_000 }),
      pd({ id: 2, debtName: 'Big', balance: 100_000, apr: 1800, payment: 10_000 }),
    ];
    const flat = projectPayoff(debts, { startDate: '2026-01-01', rollover: false, extraBudget: 5_000 });
    const plan = computePlan(planInput(debts.map((d) => planDebt({ ...d }))));
    expect(flat.totalInterest).toBe(plan.baseline.totalInterest);
    expect(flat.monthsToDebtFree).toBe(plan.baseline.months);
    expect(flat.months[0]).toMatchObject({ payment: 5_076 + 10_000 });
  });

  it('an extra monthly budget goes to the top-priority debt', () => {
    // A $300 / $100 + $50 extra -> A: 150, 0 (month 2: owes 150, gets 100 + 50); B 900, 800 + the rest...
    const debts = [
      pd({ id: 1, debtName: 'A', balance: 30_000, apr: 0, payment: 10_000 }),
      pd({ id: 2, debtName: 'B', balance: 100_000, apr: 0, payment: 10_000 }),
    ];
    const r = projectPayoff(debts, { startDate: '2026-01-01', extraBudget: 5_000 });
    // budget $250/month: total $1,300 -> 5.2 months -> 6 months
    expect(r.months.map((m) => m.balance)).toEqual([105_000, 80_000, 55_000, 30_000, 5_000, 0]);
    expect(r.debts.map((d) => d.payoffMonth)).toEqual([2, 6]);
  });

  it('pays at most the balance: a payment larger than the balance is rolled, never overpaid', () => {
    const r = projectPayoff(
      [
        pd({ id: 1, debtName: 'Small', balance: 5_000, apr: 0, payment: 50_000 }),
        pd({ id: 2, debtName: 'Big', balance: 100_000, apr: 0, payment: 10_000 }),
      ],
      {
        startDate: '2026-01-01',
      },
    );
    // month 1: Small takes 5,000 of its 50,000; the other 45,000 plus Big's 10,000 go to Big -> 45,000
    expect(r.months[0]).toMatchObject({ payment: 60_000, balance: 45_000 });
    expect(r.months[1]).toMatchObject({ payment: 45_000, balance: 0 });
  });

  it('uses 18 % only when the rate is missing, and 0 % stays 0 %', () => {
    const withNull = projectPayoff([pd({ apr: null })], { startDate: '2026-01-01' });
    const with18 = projectPayoff([pd({ apr: 1800 })], { startDate: '2026-01-01' });
    expect(withNull.totalInterest).toBe(with18.totalInterest);
    expect(projectPayoff([pd({ apr: 0 })], { startDate: '2026-01-01' }).totalInterest).toBe(0);
  });

  it('stops once it is certain that payments do not cover interest (never ends), not at the horizon', () => {
    // $10,000 at 24 % paying $100: interest ~ $200 a month, the balance grows; 2026 has 365 days
    const r = projectPayoff([pd({ balance: 1_000_000, apr: 2400, payment: 10_000 })], { startDate: '2026-01-01' });
    expect(r.end).toBe('never_ends');
    expect(r.months).toHaveLength(12);
    expect(r.monthsToDebtFree).toBeNull();
    expect(r.debts[0]?.payoffMonth).toBeNull();
    expect(r.remainingBalance).toBeGreaterThan(1_000_000);
  });

  it('a 12-month window with February 29 proves nothing: the rule waits for a 365-day one', () => {
    // from 2027-03-01, month 12 is February 2028 (29 days): every window ending in months 12-23
    // has 366 days; months 13-24 (March 2028 - February 2029) are the first 365-day window
    const r = projectPayoff([pd({ balance: 1_000_000, apr: 2400, payment: 10_000 })], { startDate: '2027-03-01' });
    expect(r.end).toBe('never_ends');
    expect(r.months).toHaveLength(24);
  });

  it('a runaway balance (99.99 %, token payment) ends as never ending with small, exact figures', () => {
    const r = projectPayoff([pd({ balance: 1_000_000, apr: 9_999, payment: 100 })], { startDate: '2026-01-01' });
    expect(r.end).toBe('never_ends');
    expect(r.months).toHaveLength(12);
    expect(Number.isSafeInteger(r.totalInterest) && Number.isSafeInteger(r.remainingBalance)).toBe(true);
    expect(r.months.every((m, i) => i === 0 || m.balance > r.months[i - 1]!.balance)).toBe(true);
  });

  it('a slowly amortising debt is not "never ends": it runs to its payoff', () => {
    // $10,000 at 24 %: interest ~$200 a month; $205 a month pays it off, slowly
    const r = projectPayoff([pd({ balance: 1_000_000, apr: 2400, payment: 20_500 })], { startDate: '2026-01-01' });
    expect(r.end).toBe('debt_free');
    expect(r.monthsToDebtFree).toBeGreaterThan(150);
  });

  it('a debt that covers a 30-day month but not a year of interest never ends', () => {
    const r = projectPayoff([pd({ balance: 1_880, apr: 8_122, payment: 127 })], { startDate: '2026-11-27' });
    expect(r.end).toBe('never_ends');
    // it grows by a few cents a year: proved within a few years, not 600 months of compounding
    expect(r.months.length).toBeLessThanOrEqual(36);
    expect(r.remainingBalance).toBeLessThan(2_000);
  });

  it('a debt that is still growing may be rescued by a rollover: the run goes on while another debt pays off', () => {
    // A: $100 at 0 % paid $10 a month (paid off in month 10); B grows at its own $1, then gets $11
    const r = projectPayoff(
      [
        pd({ id: 1, debtName: 'A', balance: 10_000, apr: 0, payment: 1_000 }),
        pd({ id: 2, debtName: 'B', balance: 5_000, apr: 2400, payment: 100 }),
      ],
      { startDate: '2026-01-01', strategy: 'snowball' },
    );
    expect(r.end).toBe('debt_free');
  });

  it('handles no debts, zero balances and a zero horizon', () => {
    expect(projectPayoff([], { startDate: '2026-01-01' })).toEqual({
      months: [],
      end: 'debt_free',
      debts: [],
      totalInterest: 0,
      totalPaid: 0,
      monthsToDebtFree: 0,
      remainingBalance: 0,
    });
    expect(projectPayoff([pd({ balance: 0 })], { startDate: '2026-01-01' }).debts[0]?.payoffMonth).toBe(0);
    expect(projectPayoff([pd({})], { startDate: '2026-01-01', horizonMonths: 0 }).months).toEqual([]);
  });

  it('avalanche never costs more interest than snowball here, and the plan says so (its strategies, one simulation)', () => {
    // A $5,000 at 24 % ($150), B $1,000 at 6 % ($50), $200 extra
    const debts = [
      pd({ id: 1, debtName: 'A', balance: 500_000, apr: 2400, payment: 15_000 }),
      pd({ id: 2, debtName: 'B', debtType: 'personal_loan', balance: 100_000, apr: 600, payment: 5_000 }),
    ];
    const avalanche = projectPayoff(debts, { startDate: '2026-01-01', extraBudget: 20_000 });
    const snowball = projectPayoff(debts, { startDate: '2026-01-01', extraBudget: 20_000, strategy: 'snowball' });
    expect(avalanche.debts[0]?.debtName).toBe('A');
    expect(snowball.debts[0]?.debtName).toBe('B');
    expect(snowball.totalInterest - avalanche.totalInterest).toBeGreaterThan(0);
    // projectPayoff is a view over the plan's simulation: the plan's strategy cards show the same figures.
    const plan = computePlan(
      planInput(
        debts.map((d) => planDebt({ ...d })),
        { settings: { strategy: 'avalanche', extraMonthlyCents: 20_000, customOrder: null } },
      ),
    );
    expect(plan.strategies.avalanche.totalInterest).toBe(avalanche.totalInterest);
    expect(plan.strategies.snowball.totalInterest).toBe(snowball.totalInterest);
    expect(plan.strategies.avalanche.months).toBe(avalanche.monthsToDebtFree);
  });
});

const debtArb = fc.record({
  id: fc.nat(1000),
  debtName: fc.string({ maxLength: 8 }),
  debtType: fc.constantFrom('credit_card', 'personal_loan', 'auto_loan', 'mortgage', 'student_loan', 'other' as const),
  balance: fc.integer({ min: 0, max: 5_000_000 }),
  apr: fc.option(fc.integer({ min: 0, max: 9_999 }), { freq: 8 }),
  payment: fc.integer({ min: 0, max: 300_000 }),
});
const opts = fc.record({
  startDate: fc.constantFrom('2026-01-31', '2026-11-22', '2028-02-29'),
  strategy: fc.constantFrom('avalanche', 'snowball' as const),
  extraBudget: fc.integer({ min: 0, max: 100_000 }),
  horizonMonths: fc.integer({ min: 0, max: 120 }),
});

describe('projectPayoff: properties', () => {
  it('balances never go negative', () => {
    fc.assert(
      fc.property(fc.array(debtArb, { maxLength: 6 }), opts, (debts, o) => {
        const r = projectPayoff(debts, o);
        return r.months.every((m) => m.balance >= 0 && m.interest >= 0 && m.payment >= 0) && r.debts.every((d) => d.remainingBalance >= 0);
      }),
    );
  });

  it('totals equal the sums of their parts, and money is conserved', () => {
    fc.assert(
      fc.property(fc.array(debtArb, { maxLength: 6 }), opts, (debts, o) => {
        const r = projectPayoff(debts, o);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        const start = sum(debts.map((d) => d.balance));
        const budget = sum(debts.map((d) => d.payment)) + o.extraBudget;
        return (
          r.totalInterest === sum(r.months.map((m) => m.interest)) &&
          r.totalInterest === sum(r.debts.map((d) => d.totalInterest)) &&
          r.totalPaid === sum(r.months.map((m) => m.payment)) &&
          r.totalPaid === sum(r.debts.map((d) => d.totalPaid)) &&
          r.remainingBalance === sum(r.debts.map((d) => d.remainingBalance)) &&
          start + r.totalInterest - r.totalPaid === r.remainingBalance &&
          r.months.every((m) => m.payment <= budget) &&
          (r.months.length === 0 || r.months[r.months.length - 1]!.balance === r.remainingBalance)
        );
      }),
    );
  });

  it('paying more never costs more interest (a bigger payment or a bigger extra budget)', () => {
    fc.assert(
      fc.property(
        fc.array(debtArb, { minLength: 1, maxLength: 5 }),
        opts,
        fc.nat(4),
        fc.integer({ min: 1, max: 100_000 }),
        (debts, o, which, more) => {
          const base = projectPayoff(debts, o);
          const i = which % debts.length;
          const raised = debts.map((d, j) => (j === i ? { ...d, payment: d.payment + more } : d));
          const morePayment = projectPayoff(raised, o);
          const moreExtra = projectPayoff(debts, { ...o, extraBudget: o.extraBudget + more });
          // A run that never ends has unbounded interest: only runs that end (or reach the horizon) compare.
          if (base.end === 'debt_free' && (morePayment.end !== 'debt_free' || moreExtra.end !== 'debt_free')) return false;
          if ([base, morePayment, moreExtra].some((r) => r.end === 'never_ends')) return true;
          return (
            morePayment.totalInterest <= base.totalInterest &&
            moreExtra.totalInterest <= base.totalInterest &&
            morePayment.remainingBalance <= base.remainingBalance &&
            moreExtra.remainingBalance <= base.remainingBalance
          );
        },
      ),
    );
  });
});

describe('planProgression (dashboard chart, read from the plan)', () => {
  const progression = (
    over: Parameters<typeof planInput>[1],
    debts = [planDebt({})],
    months: ProgressionHorizon = 12,
    income = 500_000,
  ) => {
    const input = planInput(debts, over);
    return planProgression(input, computePlan({ ...input, horizonMonths: months }), income, months);
  };

  it('12 points from today: balance at the start of each month, that month’s payments and interest', () => {
    const points = progression({});
    expect(points).toHaveLength(12);
    // same card as the hand-computed case above
    expect(points.slice(0, 7).map((p) => [p.month, p.debtBalance, p.payments, p.interest])).toEqual([
      ['2026-01', 100_000, 20_000, 1529],
      ['2026-02', 81_529, 20_000, 1126],
      ['2026-03', 62_655, 20_000, 958],
      ['2026-04', 43_613, 20_000, 645],
      ['2026-05', 24_258, 20_000, 371],
      ['2026-06', 4_629, 4_697, 68],
      ['2026-07', 0, 0, 0],
    ]);
    expect(points.every((p) => p.income === 500_000)).toBe(true);
    expect(points[11]?.date).toBe('2026-12-01');
  });

  it('plots the in-plan debts only: a mortgage left out of the plan is not in the balance or the payments', () => {
    const mortgage = planDebt({
      id: 2,
      debtName: 'Home',
      debtType: 'mortgage',
      balance: 30_000_000,
      apr: 650,
      payment: 190_000,
      inPlan: false,
    });
    const points = progression({}, [planDebt({}), mortgage]);
    expect(points[0]).toMatchObject({ debtBalance: 100_000, payments: 20_000, interest: 1529 });
  });

  it('6 months on request; month ends stay clamped', () => {
    const points = progression({ today: '2026-01-31' }, [], 6, 0);
    expect(points.map((p) => p.date)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30']);
    expect(points.every((p) => p.debtBalance === 0 && p.payments === 0)).toBe(true);
  });

  it('formats for the wire', () => {
    const [first] = formatProgression(progression({}, [planDebt({})], 6, 123_456));
    expect(first).toEqual({
      month: '2026-01',
      date: '2026-01-01',
      income: '1234.56',
      debtBalance: '1000.00',
      payments: '200.00',
      interest: '15.29',
    });
  });
});
