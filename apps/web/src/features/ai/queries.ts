import type { QueryUtils } from '../../lib/trpc.ts';

/** The open AI suggestions (Dashboard card, Insights list). */
export const suggestionsQuery = (u: QueryUtils) => u.ai.suggestions.queryOptions();
export const insightsQuery = (u: QueryUtils) => u.ai.insights.queryOptions();
export const potentialScoreQuery = (u: QueryUtils) => u.ai.potentialScore.queryOptions();
export const paymentScheduleQuery = (u: QueryUtils) => u.ai.paymentSchedule.queryOptions();
export const learningProgressQuery = (u: QueryUtils) => u.ai.learningProgress.queryOptions();
