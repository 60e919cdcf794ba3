import type { QueryUtils } from '../../lib/trpc.ts';

/** The income sources. */
export const incomeListQuery = (u: QueryUtils) => u.income.list.queryOptions();
/** Monthly total, next payday, received and remaining this month. */
export const incomeSummaryQuery = (u: QueryUtils) => u.income.summary.queryOptions();

/** What the Income screen draws first; its route's loader warms exactly these. */
export const incomeScreenReads = (u: QueryUtils) => [incomeListQuery(u), incomeSummaryQuery(u)];
