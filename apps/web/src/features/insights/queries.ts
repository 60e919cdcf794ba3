import type { QueryUtils } from '../../lib/trpc.ts';
import { insightsQuery, learningProgressQuery, paymentScheduleQuery, potentialScoreQuery, suggestionsQuery } from '../ai/queries.ts';
import { dashboardQuery } from '../dashboard/queries.ts';
import { planQuery } from '../plan/queries.ts';

/**
 * What the Insights screen draws first; its route's loader warms exactly these (the dashboard's
 * figures say whether there are debts, the plan orders the priority ranking).
 */
export const insightsScreenReads = (u: QueryUtils) => [
  insightsQuery(u),
  potentialScoreQuery(u),
  paymentScheduleQuery(u),
  learningProgressQuery(u),
  suggestionsQuery(u),
  dashboardQuery(u),
  planQuery(u),
];
