// Following the advice never lowers the score: for realistic households and for generated ones,
// applying any suggestion the engine offers leaves the optimization score where it was or raises it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyActions, generateSuggestions } from '../src/ai/engine.ts';
import type { AiFacts } from '../src/ai/facts.ts';
import { insights } from '../src/ai/insights.ts';
import { addDays } from '../src/dates/calendar.ts';
import type { DebtFacts } from '../src/debt/facts.ts';
import { runs } from './property-seed.ts';

const today = '2026-11-24';

const card = (over: Partial<DebtFacts> & Pick<DebtFacts, 'id' | 'debtName' | 'balance' | 'apr' | 'minPayment'>): DebtFacts => ({
  debtType: 'credit_card',
  extraPayment: 0,
  dueDate: '2026-12-05',
  payPeriodFrequency: 'monthly',
  isPaid: false,
  ...over,
});

/** Bi-weekly pay, two cards, a store card with deferred interest, a car loan, a student loan, a mortgage; $500 extra a month. */
export const household: AiFacts = {
  today,
  debts: [
    card({ id: 1, debtName: 'Chase Sapphire', balance: 420_000, apr: 2499, minPayment: 10_500, dueDate: '2026-12-12' }),
    card({ id: 2, debtName: 'Citi Double Cash', balance: 280_000, apr: 1924, minPayment: 7_000, dueDate: '2026-12-18' }),
    card({
      id: 3,
      debtName: 'CareCredit',
      balance: 90_000,
      apr: 2699,
      minPayment: 3_500,
      dueDate: '2026-12-09',
      promoRateBp: 0,
      promoEndDate: '2027-04-25',
      deferredInterest: true,
      promoStartDate: '2026-04-25',
    }),
    card({
      id: 4,
      debtName: 'Honda Civic',
      debtType: 'auto_loan',
      balance: 1_450_000,
      apr: 690,
      minPayment: 38_500,
      dueDate: '2026-12-15',
    }),
    card({
      id: 5,
      debtName: 'Student loan',
      debtType: 'student_loan',
      balance: 2_200_000,
      apr: 550,
      minPayment: 25_000,
      dueDate: '2026-12-20',
    }),
    card({ id: 6, debtName: 'Mortgage', debtType: 'mortgage', balance: 28_000_000, apr: 650, minPayment: 165_000, dueDate: '2026-12-01' }),
  ],
  income: [{ payDate: '2026-11-20', frequency: 'bi-weekly', amount: 260_000 }],
  plan: { settings: { strategy: 'avalanche', extraMonthlyCents: 50_000, customOrder: null } },
};

/** Every offered suggestion with an action, applied alone: the score before and after. */
function scoresAroundEachSuggestion(facts: AiFacts): { key: string; before: number; after: number }[] {
  const before = insights(facts).optimizationScore;
  return generateSuggestions(facts)
    .filter((s) => s.action !== null)
    .map((s) => ({ key: s.key, before, after: insights(applyActions(facts, [s.action])).optimizationScore }));
}

describe('applying a suggestion never lowers the optimization score', () => {
  it('the realistic household: the top suggestion (an extra payment) raises the score, and every other keeps or raises it', () => {
    const suggestions = generateSuggestions(household);
    const top = suggestions.find((s) => s.action !== null);
    expect(top?.action?.kind).toBe('set_extra_payment');
    const before = insights(household);
    const after = insights(applyActions(household, [top!.action]));
    expect(after.optimizationScore).toBeGreaterThan(before.optimizationScore);
    // The potential score promised before applying is the score reached by applying.
    expect(before.potentialScore).toBeGreaterThanOrEqual(after.optimizationScore);
    for (const s of scoresAroundEachSuggestion(household)) expect(s.after, s.key).toBeGreaterThanOrEqual(s.before);
  });

  it('the household applying every suggestion in turn: the score never goes down on the way', () => {
    let facts = household;
    let score = insights(facts).optimizationScore;
    for (let step = 0; step < 6; step++) {
      const next = generateSuggestions(facts).find((s) => s.action !== null);
      if (!next) break;
      facts = applyActions(facts, [next.action]);
      const now = insights(facts).optimizationScore;
      expect(now).toBeGreaterThanOrEqual(score);
      score = now;
    }
  });

  it('generated households (property)', () => {
    const debtArb = (id: number) =>
      fc.record({
        id: fc.constant(id),
        debtName: fc.constantFrom('Visa', 'Amex', 'Car', 'Loan', 'Store card'),
        debtType: fc.constantFrom('credit_card', 'auto_loan', 'student_loan', 'personal_loan', 'mortgage', 'other'),
        balance: fc.integer({ min: 10_000, max: 3_000_000 }),
        apr: fc.integer({ min: 0, max: 3_500 }),
        minPayment: fc.integer({ min: 2_500, max: 120_000 }),
        extraPayment: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
        dueDate: fc.integer({ min: 0, max: 30 }).map((o) => addDays(today, o)),
        payPeriodFrequency: fc.constant('monthly'),
        isPaid: fc.constant(false),
      }) as fc.Arbitrary<DebtFacts>;
    const factsArb: fc.Arbitrary<AiFacts> = fc
      .tuple(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 100_000, max: 1_200_000 }),
        fc.constantFrom('weekly' as const, 'bi-weekly' as const, 'monthly' as const),
        fc.integer({ min: 0, max: 60_000 }),
      )
      .chain(([n, amount, frequency, extra]) =>
        fc.tuple(...Array.from({ length: n }, (_, i) => debtArb(i + 1))).map((debts) => ({
          today,
          debts,
          income: [{ payDate: addDays(today, -3), frequency, amount }],
          plan: { settings: { strategy: 'avalanche' as const, extraMonthlyCents: extra, customOrder: null } },
        })),
      );
    fc.assert(
      fc.property(factsArb, (facts) => {
        for (const s of scoresAroundEachSuggestion(facts)) expect(s.after, s.key).toBeGreaterThanOrEqual(s.before);
      }),
      runs(60),
    );
  });
});
