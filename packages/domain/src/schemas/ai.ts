import { z } from 'zod';
import { dateString, moneyString, timestampString } from './fields.ts';
import { idParam } from './payment.ts';

// The AI endpoints (/api/ai-suggestions, /api/ai-insights/generate, /api/ai-recommendations/generate, /api/ai/*): suggestions and the AI responses.
// Outputs only: no transforms, so the same schemas validate responses and document them in OpenAPI.

export const SUGGESTION_TYPES = ['payment_timing', 'extra_payment', 'debt_consolidation', 'other'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const suggestionTypeSchema = z.enum(SUGGESTION_TYPES);

/** What applying a suggestion changes (ai_suggestions.action, jsonb). */
export const aiActionSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('set_suggested_payment_date'),
      debtId: z.number().int(),
      date: dateString,
    }),
    z.object({
      kind: z.literal('set_extra_payment'),
      debtId: z.number().int(),
      extraPayment: moneyString.meta({ description: "The debt's new extra payment (its previous one plus the suggested amount)" }),
    }),
  ])
  .meta({ id: 'AiSuggestionAction', description: 'What applying the suggestion changes on the debt; null for informational suggestions' });
export type AiActionOut = z.infer<typeof aiActionSchema>;

export const aiSuggestionSchema = z
  .object({
    id: z.number().int(),
    suggestionType: suggestionTypeSchema,
    title: z.string(),
    description: z.string(),
    potentialSavings: moneyString.nullable().meta({ description: 'Interest saved, two decimals; null (or "0.00") shows no savings line' }),
    isApplied: z.boolean(),
    impactScore: z.number().int().min(1).max(100).meta({ description: '1-100 from the savings; 10 when there is no savings figure' }),
    createdAt: timestampString,
    debtId: z.number().int().nullable().meta({ description: 'The debt the suggestion concerns, if one' }),
    action: aiActionSchema.nullable(),
    undoableUntil: timestampString.nullable().optional().meta({
      description: 'An applied suggestion can be undone until then (POST /api/ai-suggestions/{id}/undo); null when it cannot',
    }),
  })
  .meta({ id: 'AiSuggestion' });
export type AiSuggestionOut = z.infer<typeof aiSuggestionSchema>;

export const aiSuggestionListSchema = z.array(aiSuggestionSchema);

const undoFieldsSchema = z.object({ extraPayment: z.string().optional(), suggestedPaymentDate: z.string().nullable().optional() });
/** ai_suggestions.undo: the debt's changed fields (as stored) before and after applying; change null when nothing changed. */
export const suggestionUndoSchema = z.object({
  change: z.object({ debtId: z.number().int(), before: undoFieldsSchema, after: undoFieldsSchema }).nullable(),
});
export type SuggestionUndo = z.infer<typeof suggestionUndoSchema>;

/** POST /api/ai-suggestions/{id}/apply, GET …/preview and POST …/undo. */
export const applySuggestionInputSchema = z.object({ id: idParam });

const planFiguresSchema = z.object({
  debtFreeDate: dateString.nullable().meta({ description: 'null: the plan never ends' }),
  totalInterest: moneyString.nullable().meta({ description: 'null: the plan never ends' }),
});

/** GET /api/ai-suggestions/{id}/preview: what applying will change, before it is applied. */
export const applyPreviewSchema = z
  .object({
    changes: z
      .array(
        z.object({
          debtId: z.number().int(),
          debtName: z.string(),
          field: z.enum(['extraPayment', 'suggestedPaymentDate']),
          before: z.string().nullable().meta({ description: 'Money (two decimals) or a date; null: no date chosen' }),
          after: z.string().meta({ description: 'Money (two decimals) or a date' }),
        }),
      )
      .meta({ description: "The debt's values before and after; empty when applying only marks the suggestion applied" }),
    plan: z
      .object({ before: planFiguresSchema, after: planFiguresSchema })
      .meta({ description: "The plan's debt-free date and total interest, before and after" }),
  })
  .meta({ id: 'AiApplyPreview' });
export type ApplyPreviewOut = z.infer<typeof applyPreviewSchema>;

const score = z.number().int().min(0).max(100);

/** GET /api/ai/insights. */
export const insightsSchema = z
  .object({
    optimizationScore: score.meta({
      description:
        'The share of the interest of paying only the minimums that the plan avoids, 0-100; applying a suggestion never lowers it',
    }),
    potentialScore: score.meta({ description: 'The optimization score after applying every open suggestion' }),
    currentInterest: moneyString
      .nullable()
      .meta({ description: "The plan's baseline interest: paying each debt as you do now (null: that never pays off)" }),
    optimizedInterest: moneyString.nullable().meta({ description: "The plan's total interest (null: the plan never ends)" }),
    monthlySavings: moneyString
      .nullable()
      .meta({ description: "The plan's interest saved / months of paying as you do now (null: that never pays off)" }),
  })
  .meta({ id: 'AiInsights' });
export type InsightsOut = z.infer<typeof insightsSchema>;

export const scheduledPartSchema = z.object({ suggestedPayDate: dateString, amount: moneyString });

export const paymentScheduleItemSchema = z
  .object({
    debtId: z.number().int(),
    creditor: z.string(),
    dueDate: dateString,
    interestImpact: moneyString.meta({ description: 'Interest saved by paying on these dates instead of the due date' }),
    suggestedPayDates: z.array(scheduledPartSchema),
  })
  .meta({ id: 'PaymentScheduleItem' });

/** GET /api/ai/payment-schedule. */
export const paymentScheduleSchema = z.array(paymentScheduleItemSchema);
export type PaymentScheduleOut = z.infer<typeof paymentScheduleSchema>;

/** GET /api/ai/potential-score. */
export const potentialScoreSchema = z.object({ score }).meta({ id: 'AiPotentialScore' });

/** GET /api/ai/learning-progress. */
export const learningProgressSchema = z
  .object({
    dataPointsAnalyzed: z.number().int().min(0),
    predictionAccuracy: score.meta({ description: 'Percent of logged payments made on or before their suggested date' }),
    totalSavingsIdentified: moneyString,
  })
  .meta({ id: 'AiLearningProgress' });
export type LearningProgressOut = z.infer<typeof learningProgressSchema>;

/** POST /api/ai-insights/generate and POST /api/ai-recommendations/generate. */
export const generateResultSchema = z
  .object({
    generated: z.number().int().min(0).meta({ description: 'How many open suggestions this generation stored' }),
    suggestions: aiSuggestionListSchema.meta({ description: 'The open (unapplied) suggestions, highest impact first' }),
    insights: insightsSchema.optional(),
    wording: z.enum(['local', 'openai']).optional().meta({ description: 'Who worded the suggestions' }),
  })
  .meta({ id: 'AiGenerateResult' });
export type GenerateResultOut = z.infer<typeof generateResultSchema>;

/**
 * The structured output a language model returns when it rewords suggestions: one entry per
 * suggestion key it was given. Figures stay the engine's (see wordingMentionsOnly).
 */
export const aiWordingResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      key: z.string(),
      title: z.string().min(1).max(120),
      description: z.string().min(1).max(600),
    }),
  ),
});
export type AiWordingResponse = z.infer<typeof aiWordingResponseSchema>;
