import type { QueryUtils } from '../../lib/trpc.ts';

/** Paid so far and the actual-vs-planned balances. */
export const progressQuery = (u: QueryUtils) => u.progress.get.queryOptions();
