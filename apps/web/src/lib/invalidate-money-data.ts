import { useCallback } from 'react';
import { trpc, type QueryUtils } from './trpc.ts';

/**
 * The tRPC routers whose answers are derived from a user's money data (debts, income, payments
 * and the suggestions and plans computed from them). A change to any of it can move any figure
 * they show: a debt's balance moves the dashboard totals, the payoff plan, the AI scores and the
 * schedule; a payday moves every suggested date. So one change invalidates them all, router by
 * router, rather than a hand-kept list per feature that forgets a screen (Insights once stayed
 * stale after a debt was edited because no list named the AI reads).
 *
 * A new money screen only has to live under one of these routers (or add its own here) to be kept
 * fresh; a router that is renamed or removed stops this file from compiling.
 */
export const MONEY_DATA_ROUTERS = ['debts', 'income', 'payments', 'plan', 'dashboard', 'ai', 'progress'] as const;

export type MoneyDataRouter = (typeof MONEY_DATA_ROUTERS)[number];

/** Marks every query under the given routers stale, through tRPC's own query-key prefixes. */
export function invalidateRouters(utils: QueryUtils, routers: readonly MoneyDataRouter[]): Promise<void> {
  return Promise.all(routers.map((router) => utils[router].invalidate())).then(() => undefined);
}

/**
 * Marks every money-derived query stale. Those on screen refetch at once; the others refetch when
 * their screen opens, so no screen can show figures older than the last change.
 */
export function invalidateMoneyData(utils: QueryUtils): Promise<void> {
  return invalidateRouters(utils, MONEY_DATA_ROUTERS);
}

/** The hook every mutation that changes money data calls on success. */
export function useInvalidateMoneyData(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(() => invalidateMoneyData(utils), [utils]);
}
