import type { QueryUtils } from '../../lib/trpc.ts';
import { debtListQuery } from '../debts/queries.ts';
import { progressQuery } from '../progress/queries.ts';

/** The saved plan and its projection. */
export const planQuery = (u: QueryUtils) => u.plan.get.queryOptions();

/**
 * What the Plan screen draws first; its route's loader warms exactly these (the debts feed the
 * in-browser preview, the progress the actual-vs-planned card).
 */
export const planScreenReads = (u: QueryUtils) => [planQuery(u), debtListQuery(u), progressQuery(u)];
