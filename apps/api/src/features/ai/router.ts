import {
  aiSuggestionListSchema,
  aiSuggestionSchema,
  applyPreviewSchema,
  applySuggestionInputSchema,
  generateResultSchema,
  insightsSchema,
  learningProgressSchema,
  paymentScheduleSchema,
  potentialScoreSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { applySuggestion, previewSuggestion, undoSuggestion } from './apply.ts';
import { generate, insightsOut, learningProgressOut, listSuggestionsOut, paymentScheduleOut, potentialScoreOut } from './service.ts';

const tags = ['ai'];

export const aiRouter = router({
  suggestions: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai-suggestions',
        tags,
        protect: true,
        summary: 'Suggestions: open ones first (highest impact first), then applied ones',
      },
    })
    .input(z.void())
    .output(aiSuggestionListSchema)
    .query(({ ctx }) => listSuggestionsOut(ctx.deps, ctx.ledger)),

  applySuggestion: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-suggestions/{id}/apply',
        tags,
        protect: true,
        summary: 'Apply a suggestion: changes the debt (payment date or extra payment) and marks it applied; twice is harmless',
      },
    })
    .input(applySuggestionInputSchema)
    .output(aiSuggestionSchema)
    .mutation(({ ctx, input }) => applySuggestion(ctx.deps, ctx.user.id, input.id)),

  previewSuggestion: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai-suggestions/{id}/preview',
        tags,
        protect: true,
        summary: "What applying a suggestion will change: the debt's values and the plan's debt-free date and interest, before and after",
      },
    })
    .input(applySuggestionInputSchema)
    .output(applyPreviewSchema)
    .query(({ ctx, input }) => previewSuggestion(ctx.deps, ctx.ledger, input.id)),

  undoSuggestion: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-suggestions/{id}/undo',
        errorResponses: [409],
        tags,
        protect: true,
        summary:
          'Undo an applied suggestion for 15 minutes after applying: the debt gets back the values it had, the suggestion is open again',
      },
    })
    .input(applySuggestionInputSchema)
    .output(aiSuggestionSchema)
    .mutation(({ ctx, input }) => undoSuggestion(ctx.deps, ctx.user.id, input.id)),

  generateInsights: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-insights/generate',
        errorResponses: [429],
        tags,
        protect: true,
        summary: 'Generate suggestions and the insight scores from the current figures (needs a confirmed email)',
      },
    })
    .input(z.void())
    .output(generateResultSchema)
    .mutation(({ ctx }) => generate(ctx.deps, ctx.user, ctx.ledger, true)),

  generateRecommendations: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-recommendations/generate',
        errorResponses: [429],
        tags,
        protect: true,
        summary: 'Generate suggestions from the current figures (needs a confirmed email); replaces the open ones',
      },
    })
    .input(z.void())
    .output(generateResultSchema)
    .mutation(({ ctx }) => generate(ctx.deps, ctx.user, ctx.ledger, false)),

  paymentSchedule: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai/payment-schedule',
        tags,
        protect: true,
        summary: 'Per debt: the paychecks to pay from before the due date, and the interest that saves',
      },
    })
    .input(z.void())
    .output(paymentScheduleSchema)
    .query(({ ctx }) => paymentScheduleOut(ctx.deps, ctx.ledger)),

  insights: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai/insights',
        tags,
        protect: true,
        summary: 'Optimization and potential scores, current and optimized interest, monthly savings',
      },
    })
    .input(z.void())
    .output(insightsSchema)
    .query(({ ctx }) => insightsOut(ctx.deps, ctx.ledger)),

  potentialScore: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai/potential-score',
        tags,
        protect: true,
        summary: 'The optimization score after applying every open suggestion',
      },
    })
    .input(z.void())
    .output(potentialScoreSchema)
    .query(({ ctx }) => potentialScoreOut(ctx.deps, ctx.ledger)),

  learningProgress: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai/learning-progress',
        tags,
        protect: true,
        summary: 'Records analysed, on-time share of payments, total savings identified',
      },
    })
    .input(z.void())
    .output(learningProgressSchema)
    .query(({ ctx }) => learningProgressOut(ctx.deps, ctx.ledger)),
});
