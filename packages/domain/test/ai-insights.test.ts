import { describe, expect, it } from 'vitest';
import { generateSuggestions } from '../src/ai/engine.ts';
import type { AiFacts } from '../src/ai/facts.ts';
import { insights, insightsResponse, optimizationScore, potentialScore } from '../src/ai/insights.ts';
import { computePlan } from '../src/plan/engine.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';
import { avoidedScore, impactScore } from '../src/ai/scores.ts';
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

describe('avoidedScore', () => {
  it('round(100 × (ruler − judged) / ruler), half up, 0-100; 100 with nothing to avoid or a ruler that never ends; 0 for a plan that never ends', () => {
    expect(avoidedScore(4_697, 3_362)).toBe(28); // 133,500 / 4,697 = 28.42
    expect(avoidedScore(200, 199)).toBe(1); // 0.5 -> 1 (half up)
    expect(avoidedScore(5_000, 5_000)).toBe(0);
    expect(avoidedScore(5_000, 0)).toBe(100);
    expect(avoidedScore(5_000, 6_000)).toBe(0); // costs more than the ruler: clamped
    expect(avoidedScore(0, 0)).toBe(100);
    expect(avoidedScore(null, 1_000)).toBe(100);
    expect(avoidedScore(5_000, null)).toBe(0);
  });

  it('a plan that costs less never scores less (the ruler fixed)', () => {
    let last = 0;
    for (let judged = 10_000; judged >= 0; judged -= 37) {
      const s = avoidedScore(10_000, judged);
      expect(s).toBeGreaterThanOrEqual(last);
      last = s;
    }
  });
});

describe('insights: one card with a payday 10 days before its due date', () => {
  // Today Jan 1 2026. Visa $1,000.00 at 18 %, $200.00 a month, due Jan 15; income $400.00 monthly on the 5th.
  const facts: AiFacts = {
    today: '2026-01-01',
    debts: [debt({})],
    income: [{ payDate: '2026-01-05', frequency: 'monthly', amount: 40_000 }],
  };

  it("current and optimized interest are the plan's baseline and total: one debt at its minimum avoids nothing yet", () => {
    // The plan (docs/money-math.md): 4,697 over 6 months; paying as you do now is the same plan.
    const plan = computePlan(planInputFromFacts({ today: facts.today, debts: facts.debts }));
    expect(plan.baseline.totalInterest).toBe(4_697);
    // The ruler: the card at its minimum alone, 4,697 (the same run here). The plan avoids none of it: 0.
    // potentialScore: applying the extra $100.00 a month -> $300.00: the plan costs 3,362,
    // round(100 × (4,697 − 3,362) / 4,697) = round(28.42) = 28
    expect(insights(facts)).toEqual({
      optimizationScore: 0,
      potentialScore: 28,
      currentInterest: 4_697,
      optimizedInterest: 4_697,
      monthlySavings: 0,
    });
    expect(optimizationScore(facts)).toBe(0);
    expect(potentialScore(facts)).toBe(28);
  });

  it('a payment date changes no plan figure: the potential with only the timing suggestion open is the score', () => {
    const timing = generateSuggestions(facts).filter((s) => s.suggestionType === 'payment_timing');
    expect(timing).toHaveLength(1);
    expect(potentialScore(facts, {}, timing)).toBe(0);
    expect(potentialScore(facts, {}, [{ action: null }])).toBe(0);
  });

  it("the plan's saved settings count: with $100.00 extra a month, optimized = the plan with it", () => {
    const withExtra: AiFacts = { ...facts, plan: { settings: { strategy: 'avalanche', extraMonthlyCents: 10_000, customOrder: null } } };
    // $300.00 a month: 3,362 over 4 months (ai-engine.test.ts); saved 1,335 over the baseline's 6 months
    // optimizationScore = round(100 × (4,697 − 3,362) / 4,697) = round(28.42) = 28; monthlySavings = round(1,335 / 6) = 223 (222.5 rounds up)
    expect(insights(withExtra)).toMatchObject({
      optimizationScore: 28,
      currentInterest: 4_697,
      optimizedInterest: 3_362,
      monthlySavings: 223,
    });
  });
});

describe('insights: rollover is the gain (two debts, no income)', () => {
  const facts: AiFacts = {
    today: '2026-01-01',
    debts: [debt({ id: 1 }), debt({ id: 2, debtName: 'Store card', balance: 30_000, apr: 0, minPayment: 10_000, dueDate: '2026-01-20' })],
    income: [],
  };

  it('paying as you do now (no rollover) vs the avalanche plan (rollover)', () => {
    // baseline 4,697 over 6 months; the plan 4,476 (see ai-engine.test.ts)
    // the ruler (each at its minimum, alone) is the baseline here, 4,697 + 0:
    // optimizationScore = round(100 × 221 / 4,697) = round(4.71) = 5; monthlySavings = round(221 / 6) = round(36.83) = 37
    // the open suggestions (follow the plan, add income) change nothing when applied -> potential 5
    expect(insights(facts)).toEqual({
      optimizationScore: 5,
      potentialScore: 5,
      currentInterest: 4_697,
      optimizedInterest: 4_476,
      monthlySavings: 37,
    });
  });
});

describe('insights: empty and interest-free data', () => {
  it('no unpaid debt with a balance: all zeros', () => {
    const zeros = { optimizationScore: 0, potentialScore: 0, currentInterest: 0, optimizedInterest: 0, monthlySavings: 0 };
    expect(insights({ today: '2026-01-01', debts: [], income: [] })).toEqual(zeros);
    expect(
      insights({
        today: '2026-01-01',
        debts: [debt({ isPaid: true })],
        income: [{ payDate: '2026-01-05', frequency: 'monthly', amount: 1 }],
      }),
    ).toEqual(zeros);
    expect(potentialScore({ today: '2026-01-01', debts: [], income: [] })).toBe(0);
    expect(optimizationScore({ today: '2026-01-01', debts: [], income: [] })).toBe(0);
  });

  it('debts that cost no interest: nothing to gain (100), no money invented; the mortgage is out of the plan', () => {
    const facts: AiFacts = {
      today: '2026-01-01',
      debts: [debt({ apr: 0 }), debt({ id: 2, debtName: 'Rent', debtType: 'mortgage', apr: 0 })],
      income: [],
    };
    expect(insights(facts)).toEqual({
      optimizationScore: 100,
      potentialScore: 100,
      currentInterest: 0,
      optimizedInterest: 0,
      monthlySavings: 0,
    });
  });
});

describe('insights: a debt whose payment does not cover its interest', () => {
  // Store card $5,000.00 at 29.99 % paying $100.00: January's interest 500,000 × 2999 × 31 / 3,650,000
  // = 12,735.48 -> $127.35 > $100.00, so the balance grows every month. Paying as you do now never
  // ends: Paydown quotes no interest total for it (null), and the warning suggestion says so.
  const underwater = debt({ id: 9, debtName: 'Store card', balance: 500_000, apr: 2999, minPayment: 10_000 });
  const income = [{ payDate: '2026-01-05', frequency: 'monthly' as const, amount: 40_000 }];

  it('alone: never ends, scores 0, and the warning suggestion', () => {
    const facts: AiFacts = { today: '2026-01-01', debts: [underwater], income };
    expect(insights(facts)).toEqual({
      optimizationScore: 0,
      potentialScore: 0,
      currentInterest: null,
      optimizedInterest: null,
      monthlySavings: null,
    });
    expect(insightsSchema.parse(insightsResponse(insights(facts)))).toMatchObject({ currentInterest: null });
    expect(generateSuggestions(facts).map((s) => s.key)).toContain('payment_below_interest:9');
  });

  it('beside a card: the plan rolls the card payment onto it and ends; paying as now never does (the plan avoids it all: 100)', () => {
    const facts: AiFacts = { today: '2026-01-01', debts: [debt({}), underwater], income };
    const plan = computePlan(planInputFromFacts({ today: facts.today, debts: facts.debts }));
    expect(plan.totalInterest).not.toBeNull();
    expect(insights(facts)).toMatchObject({
      currentInterest: null,
      optimizedInterest: plan.totalInterest,
      optimizationScore: 100,
      monthlySavings: null,
    });
  });
});

describe('insightsResponse', () => {
  it('money as two-decimal strings, valid against insightsSchema', () => {
    const body = insightsResponse({
      optimizationScore: 89,
      potentialScore: 100,
      currentInterest: 4_697,
      optimizedInterest: 4_181,
      monthlySavings: 86,
    });
    expect(body).toEqual({
      optimizationScore: 89,
      potentialScore: 100,
      currentInterest: '46.97',
      optimizedInterest: '41.81',
      monthlySavings: '0.86',
    });
    expect(insightsSchema.parse(body)).toEqual(body);
    const never = insightsResponse({
      optimizationScore: 0,
      potentialScore: 0,
      currentInterest: null,
      optimizedInterest: 1_000,
      monthlySavings: null,
    });
    expect(insightsSchema.parse(never)).toEqual({
      optimizationScore: 0,
      potentialScore: 0,
      currentInterest: null,
      optimizedInterest: '10.00',
      monthlySavings: null,
    });
    expect(potentialScoreSchema.parse({ score: 100 })).toEqual({ score: 100 });
  });
});
