import { describe, expect, it } from 'vitest';
import { generateSuggestions } from '../src/ai/engine.ts';
import { type AiFacts } from '../src/ai/facts.ts';
import { evaluatePlans, insights, insightsResponse, optimizationScore, potentialScore } from '../src/ai/insights.ts';
import { impactScore, ratioScore } from '../src/ai/scores.ts';
import { insightsSchema, potentialScoreSchema } from '../src/schemas/ai.ts';
import { visaDueJan15 as debt } from './debt-facts.ts';

describe('impactScore', () => {
  it('25 points per tenfold of (1 + dollars saved), 1-100; 10 without a savings figure', () => {
    expect(impactScore(null)).toBe(10); // the spec's default
    expect(impactScore(0)).toBe(1); // round(25 × log10(1)) = 0 -> at least 1
    expect(impactScore(20)).toBe(2); // $0.20: 25 × log10(1.2) = 1.98 -> 2
    expect(impactScore(100)).toBe(8); // $1: 25 × log10(2) = 7.53 -> 8
    expect(impactScore(1_000)).toBe(26); // $10: 25 × log10(11) = 26.03
    expect(impactScore(10_000)).toBe(50); // $100: 25 × log10(101) = 50.11
    expect(impactScore(100_000)).toBe(75); // $1,000: 25 × log10(1001) = 75.01
    expect(impactScore(999_900)).toBe(100); // $9,999: 25 × log10(10,000) = 100
    expect(impactScore(9_999_999_999)).toBe(100); // capped
  });

  it('never decreases as the savings grow', () => {
    let last = 0;
    for (let c = 0; c <= 2_000_000; c += 97) {
      const s = impactScore(c);
      expect(s).toBeGreaterThanOrEqual(last);
      last = s;
    }
  });
});

describe('ratioScore', () => {
  it('round(100 × best / judged), half up, 0-100; 100 when the judged plan costs nothing', () => {
    expect(ratioScore(4_181, 4_697)).toBe(89); // 418,100 / 4,697 = 89.01
    expect(ratioScore(1, 200)).toBe(1); // 0.5 -> 1 (half up)
    expect(ratioScore(0, 5_000)).toBe(0);
    expect(ratioScore(5_000, 5_000)).toBe(100);
    expect(ratioScore(6_000, 5_000)).toBe(100); // better than the benchmark: capped
    expect(ratioScore(0, 0)).toBe(100);
  });
});

describe('insights: one card with a payday 10 days before its due date', () => {
  // Today Jan 1 2026. Visa $1,000.00 at 18 %, $200.00 a month, due Jan 15; income $400.00 monthly on the 5th.
  const facts: AiFacts = { today: '2026-01-01', debts: [debt({})], income: [{ payDate: '2026-01-05', frequency: 'monthly', amount: 40_000 }] };

  it('current, optimized, scores and monthly savings', () => {
    // Current plan: interest 4,697 over 6 months, total paid 100,000 + 4,697 = 104,697; paid on the due
    // date (no chosen date) -> no timing saving: currentInterest = 4,697.
    // Best plan: the same payments (one debt), every payment 10 days early:
    //   104,697 × 1800 × 10 / 3,650,000 = 516.31 -> 516; optimizedInterest = 4,697 − 516 = 4,181.
    // optimizationScore = round(100 × 4,181 / 4,697) = round(89.01) = 89
    // monthlySavings = round(516 / 6) = round(86.0) = 86
    // potentialScore: applying both suggestions (pay Jan 5; extra $100.00 -> $300.00 a month):
    //   interest 3,362, total paid 103,362; 103,362 × 1800 × 10 / 3,650,000 = 509.73 -> 510;
    //   currentInterest' = 3,362 − 510 = 2,852 < 4,181 -> round(100 × 4,181 / 2,852) capped at 100.
    expect(insights(facts)).toEqual({ optimizationScore: 89, potentialScore: 100, currentInterest: 4_697, optimizedInterest: 4_181, monthlySavings: 86 });
    expect(optimizationScore(facts)).toBe(89);
    expect(potentialScore(facts)).toBe(100);
    expect(evaluatePlans(facts)).toEqual({ currentInterest: 4_697, optimizedInterest: 4_181, currentMonths: 6, bestPlan: 'current', hasDebts: true });
  });

  it('potential with only the timing suggestion open: the current plan on the best date reaches the benchmark', () => {
    const timing = generateSuggestions(facts).filter((s) => s.suggestionType === 'payment_timing');
    // applying it: currentInterest' = 4,697 − 516 = 4,181 = optimizedInterest -> 100
    expect(potentialScore(facts, {}, timing)).toBe(100);
    // no open suggestion with an action: the potential is the score itself
    expect(potentialScore(facts, {}, [])).toBe(89);
    expect(potentialScore(facts, {}, [{ action: null }])).toBe(89);
  });

  it('after applying the timing suggestion the optimization score is 100', () => {
    const applied: AiFacts = { ...facts, debts: [debt({ suggestedPaymentDate: '2026-01-05' })] };
    // paid on Jan 5 now: currentInterest = 4,181 = optimizedInterest
    expect(insights(applied)).toMatchObject({ optimizationScore: 100, currentInterest: 4_181, optimizedInterest: 4_181, monthlySavings: 0 });
  });
});

describe('insights: rollover is the gain (two debts, no income)', () => {
  const facts: AiFacts = {
    today: '2026-01-01',
    debts: [debt({ id: 1 }), debt({ id: 2, debtName: 'Store card', balance: 30_000, apr: 0, minPayment: 10_000, dueDate: '2026-01-20' })],
    income: [],
  };

  it('current plan without rollover vs avalanche with rollover', () => {
    // current (no rollover) 4,697 over 6 months; avalanche with rollover 4,476 (see ai-engine.test.ts);
    // no paydays -> no timing savings. Snowball with rollover gives the same 4,476 (Store card first,
    // paid by March either way); avalanche is listed first and wins the tie.
    // optimizationScore = round(447,600 / 4,697) = round(95.30) = 95; monthlySavings = round(221 / 6) = round(36.83) = 37
    // the open suggestions (rollover, add income) change nothing when applied -> potential 95
    expect(insights(facts)).toEqual({ optimizationScore: 95, potentialScore: 95, currentInterest: 4_697, optimizedInterest: 4_476, monthlySavings: 37 });
    expect(evaluatePlans(facts).bestPlan).toBe('avalanche');
    // judged against a plan that already rolls over, there is nothing left to gain
    expect(insights(facts, { currentPlan: { rollover: true } })).toMatchObject({ optimizationScore: 100, currentInterest: 4_476, monthlySavings: 0 });
  });
});

describe('insights: empty and interest-free data', () => {
  it('no unpaid debt with a balance: all zeros', () => {
    const zeros = { optimizationScore: 0, potentialScore: 0, currentInterest: 0, optimizedInterest: 0, monthlySavings: 0 };
    expect(insights({ today: '2026-01-01', debts: [], income: [] })).toEqual(zeros);
    expect(insights({ today: '2026-01-01', debts: [debt({ isPaid: true })], income: [{ payDate: '2026-01-05', frequency: 'monthly', amount: 1 }] })).toEqual(zeros);
    expect(potentialScore({ today: '2026-01-01', debts: [], income: [] })).toBe(0);
    expect(optimizationScore({ today: '2026-01-01', debts: [], income: [] })).toBe(0);
  });

  it('debts that cost no interest: nothing to gain (100), no money invented', () => {
    const facts: AiFacts = { today: '2026-01-01', debts: [debt({ apr: 0 }), debt({ id: 2, debtName: 'Rent', debtType: 'mortgage', apr: 0 })], income: [] };
    expect(insights(facts)).toEqual({ optimizationScore: 100, potentialScore: 100, currentInterest: 0, optimizedInterest: 0, monthlySavings: 0 });
  });
});

describe('insights: a debt whose payment does not cover its interest', () => {
  // Store card $5,000.00 at 29.99 % paying $100.00: January's interest 500,000 × 2999 × 31 / 3,650,000
  // = 12,735.48 -> $127.35 > $100.00, so the balance grows every month; over 600 months it would pass
  // $2 billion. Paydown quotes no such total: the debt is left out of the plan figures and flagged.
  const underwater = debt({ id: 9, debtName: 'Store card', balance: 500_000, apr: 2999, minPayment: 10_000 });
  const income = [{ payDate: '2026-01-05', frequency: 'monthly' as const, amount: 40_000 }];

  it('alone: zeros, and the warning suggestion', () => {
    const facts: AiFacts = { today: '2026-01-01', debts: [underwater], income };
    expect(insights(facts)).toEqual({ optimizationScore: 0, potentialScore: 0, currentInterest: 0, optimizedInterest: 0, monthlySavings: 0 });
    expect(generateSuggestions(facts).map((s) => s.key)).toContain('payment_below_interest:9');
  });

  it('beside a card that is being paid down: the figures of that card alone', () => {
    const alone = insights({ today: '2026-01-01', debts: [debt({})], income });
    const both = insights({ today: '2026-01-01', debts: [debt({}), underwater], income });
    expect(both).toMatchObject({ currentInterest: alone.currentInterest, optimizedInterest: alone.optimizedInterest, optimizationScore: 89 });
  });
});

describe('insightsResponse', () => {
  it('money as two-decimal strings, valid against insightsSchema', () => {
    const body = insightsResponse({ optimizationScore: 89, potentialScore: 100, currentInterest: 4_697, optimizedInterest: 4_181, monthlySavings: 86 });
    expect(body).toEqual({ optimizationScore: 89, potentialScore: 100, currentInterest: '46.97', optimizedInterest: '41.81', monthlySavings: '0.86' });
    expect(insightsSchema.parse(body)).toEqual(body);
    expect(potentialScoreSchema.parse({ score: 100 })).toEqual({ score: 100 });
  });
});
