import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateSuggestions, suggestionRow } from '../src/ai/engine.ts';
import { insights, insightsResponse } from '../src/ai/insights.ts';
import {
  aiActionSchema,
  aiSuggestionListSchema,
  aiSuggestionSchema,
  aiWordingResponseSchema,
  applySuggestionInputSchema,
  generateResultSchema,
  learningProgressSchema,
  paymentScheduleSchema,
  potentialScoreSchema,
} from '../src/schemas/ai.ts';
import { visaDueJan15 } from './debt-facts.ts';

const facts = {
  today: '2026-01-01',
  debts: [visaDueJan15({})],
  income: [{ payDate: '2026-01-05', frequency: 'monthly' as const, amount: 40_000 }],
};

/** What the API returns for a stored suggestion: the engine's row plus id, isApplied, createdAt. */
const stored = (i: number) => ({
  id: i + 1,
  isApplied: false,
  createdAt: '2026-01-01T09:30:00.000Z',
  ...suggestionRow(generateSuggestions(facts)[i]!),
});

describe('aiSuggestionSchema', () => {
  it('accepts what the engine produces, once stored', () => {
    const rows = [stored(0), stored(1)];
    expect(aiSuggestionListSchema.parse(rows)).toEqual(rows);
    expect(rows[1]).toMatchObject({
      suggestionType: 'payment_timing',
      potentialSavings: '0.99',
      action: { kind: 'set_suggested_payment_date', date: '2026-01-05' },
    });
  });

  it('informational suggestions: no savings, no action, no debt', () => {
    const row = { ...stored(0), suggestionType: 'other', potentialSavings: null, action: null, debtId: null, impactScore: 10 };
    expect(aiSuggestionSchema.parse(row)).toEqual(row);
  });

  it('refuses malformed money, scores, types and actions', () => {
    const base = stored(0);
    for (const bad of [
      { potentialSavings: '13.5' },
      { potentialSavings: 13.35 },
      { impactScore: 101 },
      { impactScore: 0 },
      { impactScore: 9.5 },
      { suggestionType: 'refinance' },
      { action: { kind: 'delete_debt', debtId: 1 } },
      { action: { kind: 'set_extra_payment', debtId: 1, extraPayment: '100' } },
      { action: { kind: 'set_suggested_payment_date', debtId: 1, date: '5 Jan' } },
    ]) {
      expect(aiSuggestionSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('the action schema has an OpenAPI id', () => {
    expect(aiActionSchema.meta()?.id).toBe('AiSuggestionAction');
    expect(z.toJSONSchema(aiSuggestionSchema, { unrepresentable: 'any' })).toBeTruthy();
  });
});

describe('the other AI responses', () => {
  it('generate result: the count, the open suggestions and optionally the insights', () => {
    const body = { generated: 2, suggestions: [stored(0), stored(1)], insights: insightsResponse(insights(facts)), wording: 'local' };
    expect(generateResultSchema.parse(body)).toEqual(body);
    expect(generateResultSchema.parse({ generated: 0, suggestions: [] })).toEqual({ generated: 0, suggestions: [] });
    expect(generateResultSchema.safeParse({ generated: -1, suggestions: [] }).success).toBe(false);
  });

  it('potential score, learning progress and schedule bounds', () => {
    expect(potentialScoreSchema.safeParse({ score: 101 }).success).toBe(false);
    expect(potentialScoreSchema.safeParse({ score: 50.5 }).success).toBe(false);
    expect(
      learningProgressSchema.safeParse({ dataPointsAnalyzed: 3, predictionAccuracy: 120, totalSavingsIdentified: '1.00' }).success,
    ).toBe(false);
    expect(
      paymentScheduleSchema.safeParse([{ debtId: 1, creditor: 'Visa', dueDate: '2026-01-15', interestImpact: '1', suggestedPayDates: [] }])
        .success,
    ).toBe(false);
  });

  it('apply input: a positive whole id', () => {
    expect(applySuggestionInputSchema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(applySuggestionInputSchema.safeParse({ id: 0 }).success).toBe(false);
  });

  it("a language model's wording: key, title and description within limits", () => {
    expect(
      aiWordingResponseSchema.safeParse({ suggestions: [{ key: 'payment_timing:1', title: 'Pay early', description: 'Pay on Jan 5.' }] })
        .success,
    ).toBe(true);
    expect(aiWordingResponseSchema.safeParse({ suggestions: [{ key: 'x', title: '', description: 'y' }] }).success).toBe(false);
    expect(aiWordingResponseSchema.safeParse({ suggestions: [{ key: 'x', title: 't'.repeat(121), description: 'y' }] }).success).toBe(
      false,
    );
  });
});
