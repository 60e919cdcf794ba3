import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The tRPC routers whose answers are derived from a user's money data (debts, income, payments
 * and the suggestions and plans computed from them). A change to any of it can move any figure
 * they show: a debt's balance moves the dashboard totals, the payoff plan, the AI scores and the
 * schedule; a payday moves every suggested date. So one change invalidates them all, by path,
 * rather than a hand-kept list per feature that forgets a screen (issue 10: Insights stayed stale
 * after a debt was edited because no list named `ai.*`).
 *
 * Routers that do not exist yet are harmless here; a new money screen only has to live under one
 * of these names (or be added to the list) to be kept fresh.
 */
export const MONEY_DATA_ROUTERS: ReadonlySet<string> = new Set(['debts', 'income', 'payments', 'plan', 'dashboard', 'ai', 'progress']);

/** tRPC's query keys start with the procedure path as an array, e.g. [['debts', 'list'], {...}]. */
export function isMoneyDataQuery(query: Pick<Query, 'queryKey'>): boolean {
  const path = query.queryKey[0];
  return Array.isArray(path) && typeof path[0] === 'string' && MONEY_DATA_ROUTERS.has(path[0]);
}

/**
 * Marks every money-derived query stale. Those on screen refetch at once; the others refetch when
 * their screen opens, so no screen can show figures older than the last change.
 */
export function invalidateMoneyData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isMoneyDataQuery });
}

/** The hook every mutation that changes money data calls on success. */
export function useInvalidateMoneyData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateMoneyData(queryClient), [queryClient]);
}
