import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareAvalanche, compareSnowball, debtPriority, prioritize } from '../src/debt/priority.ts';
import { DEBT_TYPES } from '../src/debt/type.ts';
import { computePlan } from '../src/plan/engine.ts';
import type { PlanDebtInput } from '../src/plan/types.ts';
import type { PlanStrategy } from '../src/schemas/plan.ts';
import { formatProgression, planProgression, type ProgressionHorizon } from '../src/views/progression.ts';
import { planDebt, planInput } from './plan-fixtures.ts';
import { runs } from './property-seed.ts';

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

// The month's rules (docs/money-math.md, "The plan's month") on hand-computed cases, through
// computePlan, the one engine every figure comes from. The worked card table and the rollover
// example are in plan-engine.test.ts.
describe("the plan's month: hand-computed cases", () => {
  const extra = (extraMonthlyCents: number, strategy: PlanStrategy = 'avalanche') => ({
    settings: { strategy, extraMonthlyCents, customOrder: null },
  });

  it('a mortgage accrues APR / 12 a month', () => {
    // $120,000.00 at 6 %: 12,000,000 × 600 / 120,000 = 60,000 interest; − 100,000 payment -> 11,960,000
    const p = computePlan(
      planInput([planDebt({ debtType: 'mortgage', balance: 12_000_000, apr: 600, payment: 100_000 })], {
        today: '2026-02-01',
        horizonMonths: 1,
      }),
    );
    expect(p.schedule).toEqual([
      {
        month: 1,
        startDate: '2026-02-01',
        payments: [{ debtId: 1, payment: 100_000, interest: 60_000, balance: 11_960_000 }],
        lumpSum: 0,
        totalPayment: 100_000,
        totalInterest: 60_000,
        totalBalance: 11_960_000,
      },
    ]);
    expect(p.months).toBeNull();
  });

  it('an extra monthly budget goes to the top-priority debt', () => {
    // A $300 / $100 + $50 extra -> A: 150, 0 (month 2: owes 150, gets 100 + 50); B 900, 800 + the rest...
    const p = computePlan(
      planInput(
        [
          planDebt({ id: 1, debtName: 'A', balance: 30_000, apr: 0, payment: 10_000 }),
          planDebt({ id: 2, debtName: 'B', balance: 100_000, apr: 0, payment: 10_000 }),
        ],
        extra(5_000),
      ),
    );
    // budget $250/month: total $1,300 -> 5.2 months -> 6 months
    expect(p.schedule.map((m) => m.totalBalance)).toEqual([105_000, 80_000, 55_000, 30_000, 5_000, 0]);
    expect(p.debts.map((x) => [x.debtName, x.payoffMonth])).toEqual([
      ['A', 2],
      ['B', 6],
    ]);
  });

  it('pays at most the balance: a payment larger than the balance is rolled, never overpaid', () => {
    const p = computePlan(
      planInput([
        planDebt({ id: 1, debtName: 'Small', balance: 5_000, apr: 0, payment: 50_000 }),
        planDebt({ id: 2, debtName: 'Big', balance: 100_000, apr: 0, payment: 10_000 }),
      ]),
    );
    // month 1: Small takes 5,000 of its 50,000; the other 45,000 plus Big's 10,000 go to Big -> 45,000
    expect(p.schedule[0]).toMatchObject({ totalPayment: 60_000, totalBalance: 45_000 });
    expect(p.schedule[1]).toMatchObject({ totalPayment: 45_000, totalBalance: 0 });
  });

  it('the baseline is each debt alone at its own payment: what a debt does not need and the extra are not passed on', () => {
    // Small owes $50 but pays $500: the plan gives the $450 it does not need (and the extra) to Big;
    // the baseline, "as you pay now", does not.
    const small = planDebt({ id: 1, debtName: 'Small', balance: 5_000, apr: 1800, payment: 50_000 });
    const big = planDebt({ id: 2, debtName: 'Big', balance: 100_000, apr: 1800, payment: 10_000 });
    const p = computePlan(planInput([small, big], extra(5_000)));
    const alone = (debt: PlanDebtInput) => computePlan(planInput([debt])).baseline;
    expect(p.baseline.totalInterest).toBe(alone(small).totalInterest! + alone(big).totalInterest!);
    expect(p.baseline.months).toBe(Math.max(alone(small).months!, alone(big).months!));
    expect(p.schedule[0]!.totalPayment).toBe(50_000 + 10_000 + 5_000);
  });

  it('uses 18 % only when the rate is missing, and 0 % stays 0 %', () => {
    const interest = (apr: number | null) => computePlan(planInput([planDebt({ apr })])).totalInterest;
    expect(interest(null)).toBe(interest(1800));
    expect(interest(0)).toBe(0);
  });

  it('stops once it is certain that payments do not cover interest (never ends), not at the horizon', () => {
    // $10,000 at 24 % paying $100: interest ~ $200 a month, the balance grows; 2026 has 365 days
    const p = computePlan(planInput([planDebt({ balance: 1_000_000, apr: 2400, payment: 10_000 })]));
    expect(p.months).toBeNull();
    expect(p.schedule).toHaveLength(12);
    expect(p.debts[0]?.payoffMonth).toBeNull();
    expect(p.schedule[11]!.totalBalance).toBeGreaterThan(1_000_000);
  });

  it('a 12-month window with February 29 proves nothing: the rule waits for a 365-day one', () => {
    // from 2027-03-01, month 12 is February 2028 (29 days): every window ending in months 12-23
    // has 366 days; months 13-24 (March 2028 - February 2029) are the first 365-day window
    const p = computePlan(planInput([planDebt({ balance: 1_000_000, apr: 2400, payment: 10_000 })], { today: '2027-03-01' }));
    expect(p.months).toBeNull();
    expect(p.schedule).toHaveLength(24);
  });

  it('a runaway balance (99.99 %, token payment) ends as never ending with small, exact figures', () => {
    const p = computePlan(planInput([planDebt({ balance: 1_000_000, apr: 9_999, payment: 100 })]));
    expect(p.months).toBeNull();
    expect(p.schedule).toHaveLength(12);
    const [debt] = p.debts;
    expect(Number.isSafeInteger(debt!.totalInterest) && Number.isSafeInteger(p.schedule[11]!.totalBalance)).toBe(true);
    expect(p.schedule.every((m, i) => i === 0 || m.totalBalance > p.schedule[i - 1]!.totalBalance)).toBe(true);
  });

  it('a slowly amortising debt is not "never ends": it runs to its payoff', () => {
    // $10,000 at 24 %: interest ~$200 a month; $205 a month pays it off, slowly
    const p = computePlan(planInput([planDebt({ balance: 1_000_000, apr: 2400, payment: 20_500 })]));
    expect(p.months).toBeGreaterThan(150);
  });

  it('a debt that is still growing may be rescued by a rollover: the run goes on while another debt pays off', () => {
    // A: $100 at 0 % paid $10 a month (paid off in month 10); B grows at its own $1, then gets $11
    const p = computePlan(
      planInput(
        [
          planDebt({ id: 1, debtName: 'A', balance: 10_000, apr: 0, payment: 1_000 }),
          planDebt({ id: 2, debtName: 'B', balance: 5_000, apr: 2400, payment: 100 }),
        ],
        extra(0, 'snowball'),
      ),
    );
    expect(p.months).not.toBeNull();
  });
});

const debtArb = (id: number): fc.Arbitrary<PlanDebtInput> =>
  fc
    .record({
      debtType: fc.constantFrom(...DEBT_TYPES),
      balance: fc.integer({ min: 0, max: 5_000_000 }),
      apr: fc.option(fc.integer({ min: 0, max: 9_999 }), { freq: 8 }),
      payment: fc.integer({ min: 0, max: 300_000 }),
    })
    .map((d) => planDebt({ id, debtName: `Debt ${id}`, ...d }));

describe("the plan's month: properties", () => {
  it('paying more on one debt never costs more interest or delays the debt-free date (the order is fixed at the start)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => debtArb(i + 1)))),
        fc.constantFrom('avalanche', 'snowball' as const),
        fc.nat(4),
        fc.integer({ min: 1, max: 100_000 }),
        (debts, strategy, which, more) => {
          const settings = { strategy, extraMonthlyCents: 0, customOrder: null };
          const base = computePlan(planInput(debts, { today: '2026-11-22', settings }));
          const i = which % debts.length;
          const raised = debts.map((d, j) => (j === i ? { ...d, payment: d.payment + more } : d));
          const richer = computePlan(planInput(raised, { today: '2026-11-22', settings }));
          if (base.months === null) return;
          expect(richer.months).not.toBeNull();
          expect(richer.months!).toBeLessThanOrEqual(base.months);
          expect(richer.totalInterest!).toBeLessThanOrEqual(base.totalInterest!);
        },
      ),
      runs(60),
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
    // the card of the worked example (plan-engine.test.ts)
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
