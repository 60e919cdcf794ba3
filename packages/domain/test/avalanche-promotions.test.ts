import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates/calendar.ts';
import { cheapestStrategy, computePlan, planResponse } from '../src/plan/index.ts';
import type { PlanDebtInput, PlanInput } from '../src/plan/types.ts';
import { planDebt as d, planInput } from './plan-fixtures.ts';
import { runs } from './property-seed.ts';

// Avalanche re-ranks when a promotion ends (docs/money-math.md, "Avalanche and promotions").

const transfer = (promo: boolean) =>
  d({
    id: 1,
    debtName: 'Transfer',
    balance: 500_000,
    apr: 2_749,
    payment: 10_000,
    ...(promo ? { promoRateBp: 0, promoEndDate: '2026-09-01' } : {}),
  });
const visa = d({ id: 2, debtName: 'Visa', balance: 400_000, apr: 2_199, payment: 12_000 });
const loan = d({ id: 3, debtName: 'Loan', debtType: 'personal_loan', balance: 600_000, apr: 990, payment: 20_000 });
const settings = (over: Partial<PlanInput['settings']> = {}) => ({
  strategy: 'avalanche' as const,
  extraMonthlyCents: 30_000,
  customOrder: null,
  ...over,
});

describe('avalanche with a 0 % balance transfer entered as its own debt', () => {
  it('re-ranked when the promotion ends it costs $1,941.45; ranked once by today’s 0 % it cost $2,331.27, more than snowball’s $1,961.98', () => {
    const input = planInput([transfer(true), visa, loan], { settings: settings() });
    const p = computePlan(input);
    expect(p.strategies.avalanche).toMatchObject({ months: 24, totalInterest: 194_145 });
    expect(p.strategies.snowball).toMatchObject({ months: 24, totalInterest: 196_198 });
    // ranked once by today's rate: Visa 21.99 %, Loan 9.90 %, Transfer 0 % (the order the avalanche used to keep)
    const once = computePlan({ ...input, settings: settings({ strategy: 'custom', customOrder: [2, 3, 1] }) });
    expect(once).toMatchObject({ months: 25, totalInterest: 233_127 });
    expect(cheapestStrategy(p.strategies)).toBe('avalanche');
    // months 1-8 the extra goes to Visa while the transfer is at 0 %; from September (the promotion over) to the transfer
    const extraTo = (m: number) =>
      p.schedule[m - 1]!.payments.filter((x) => x.payment > { 1: 10_000, 2: 12_000, 3: 20_000 }[x.debtId]!).map((x) => x.debtId);
    expect(extraTo(1)).toEqual([2]);
    expect(extraTo(8)).toEqual([2]);
    expect(extraTo(9)).toEqual([1]);
  });

  it('the promotion now makes the plan cheaper, not dearer: $1,941.45 with it, $2,994.24 without', () => {
    const without = computePlan(planInput([transfer(false), visa, loan], { settings: settings() }));
    expect(without.strategies.avalanche).toMatchObject({ months: 25, totalInterest: 299_424 });
  });

  it('without promotions nothing is re-ranked: the plan is the one ranked once', () => {
    const input = planInput([transfer(false), visa, loan], { settings: settings() });
    expect(computePlan(input).schedule).toEqual(
      computePlan({ ...input, settings: settings({ strategy: 'custom', customOrder: [1, 2, 3] }) }).schedule,
    );
  });
});

describe("the plan's answer names the cheapest strategy", () => {
  it('two deferred-interest promotions: snowball costs $178.34, avalanche $216.01; the answer says snowball', () => {
    const store = d({
      id: 1,
      debtName: 'Store',
      balance: 130_000,
      apr: 1_400,
      payment: 2_000,
      promoRateBp: 0,
      promoEndDate: '2026-08-01',
      deferredInterest: true,
    });
    const furniture = d({
      id: 2,
      debtName: 'Furniture',
      balance: 170_000,
      apr: 1_800,
      payment: 10_000,
      promoRateBp: 0,
      promoEndDate: '2026-04-01',
      deferredInterest: true,
    });
    const p = computePlan(planInput([store, furniture], { settings: settings({ extraMonthlyCents: 20_000 }) }));
    expect(p.strategies.avalanche.totalInterest).toBe(21_601);
    expect(p.strategies.snowball.totalInterest).toBe(17_834);
    expect(cheapestStrategy(p.strategies)).toBe('snowball');
    expect(planResponse(p).cheapestStrategy).toBe('snowball');
  });

  it('null when no strategy ends', () => {
    const never = d({ id: 1, balance: 1_000_000, apr: 2_400, payment: 1_000 });
    const p = computePlan(planInput([never], { settings: settings({ extraMonthlyCents: 0 }) }));
    expect(p.strategies.avalanche.totalInterest).toBeNull();
    expect(planResponse(p).cheapestStrategy).toBeNull();
  });
});

describe('the strategy labelled cheapest (properties)', () => {
  const today = '2026-11-22';
  const debtArb = (id: number): fc.Arbitrary<PlanDebtInput> =>
    fc
      .record({
        balance: fc.integer({ min: 1_000, max: 800_000 }),
        apr: fc.integer({ min: 0, max: 3_000 }),
        payment: fc.integer({ min: 2_000, max: 40_000 }),
        promo: fc.option(
          fc.record({ rate: fc.integer({ min: 0, max: 500 }), end: fc.integer({ min: 30, max: 700 }), deferred: fc.boolean() }),
          { freq: 2 },
        ),
      })
      .map(({ promo, ...x }) => ({
        id,
        debtName: `Debt ${id}`,
        debtType: 'credit_card' as const,
        ...x,
        payment: Math.min(x.payment, x.balance),
        inPlan: true,
        paysInFull: false,
        promoRateBp: promo?.rate ?? null,
        promoEndDate: promo ? addDays(today, promo.end) : null,
        deferredInterest: promo?.deferred ?? false,
      }));

  it('with promotions in play, the strategy labelled cheapest has the least interest of those computed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => debtArb(i + 1)))),
        fc.integer({ min: 0, max: 50_000 }),
        (debts, extra) => {
          const p = computePlan({
            today,
            debts,
            settings: { strategy: 'avalanche', extraMonthlyCents: extra, customOrder: [debts.length, 1] },
          });
          const best = cheapestStrategy(p.strategies);
          // The answer the API sends and the browser's what-if shows carries the same choice.
          expect(planResponse(p).cheapestStrategy).toBe(best);
          const all = [p.strategies.avalanche, p.strategies.snowball, p.strategies.custom!].map((s) => s.totalInterest);
          if (best === null) expect(all.every((x) => x === null)).toBe(true);
          else for (const x of all) if (x !== null) expect(p.strategies[best]!.totalInterest!).toBeLessThanOrEqual(x);
        },
      ),
      runs(60),
    );
  });
});
