import type { QueryUtils } from '../../lib/trpc.ts';
import { suggestionsQuery } from '../ai/queries.ts';
import { planQuery } from '../plan/queries.ts';
import { progressQuery } from '../progress/queries.ts';
import { DEFAULT_HORIZON, type Horizon } from './horizon.ts';

/** The dashboard's figures. */
export const dashboardQuery = (u: QueryUtils) => u.dashboard.get.queryOptions();
/** The 'Financial Progression' projection for the next `months`. */
export const progressionQuery = (u: QueryUtils, months: Horizon) => u.dashboard.progression.queryOptions({ months });
/** 'This payday': the plan's payments of the next 30 days, by the paycheck that pays them. */
export const paydayQuery = (u: QueryUtils) => u.dashboard.payday.queryOptions();
/** Whether the email is confirmed and a confirmation is pending. */
export const verificationStatusQuery = (u: QueryUtils) => u.account.verificationStatus.queryOptions();

/** What the dashboard draws first; its route's loader warms exactly these. */
export const dashboardScreenReads = (u: QueryUtils) => [
  dashboardQuery(u),
  paydayQuery(u),
  planQuery(u),
  progressQuery(u),
  progressionQuery(u, DEFAULT_HORIZON),
  suggestionsQuery(u),
  verificationStatusQuery(u),
];
