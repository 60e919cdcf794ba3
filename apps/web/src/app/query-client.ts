import { QueryClient } from '@tanstack/react-query';

/**
 * How long an answer counts as fresh. Every change made in this tab invalidates all money-derived
 * reads at once (lib/invalidate-money-data.ts), so this bound only matters for what changes
 * elsewhere: another tab or device, a webhook (billing), or the calendar (interest accrues daily,
 * "today" moves the upcoming-payments window). 30 seconds keeps quick back-and-forth between
 * screens (Dashboard → Debts → Dashboard) from refetching, while a screen opened later reads
 * again. It is not Infinity: a figure may never be older than the last change plus 30 s.
 */
export const QUERY_STALE_TIME_MS = 30_000;

/**
 * Caching rules (answers stay fresh for QUERY_STALE_TIME_MS, not forever): nothing refetches on
 * window focus or on an interval unless a screen asks for it (the verification card polls), and
 * neither queries nor mutations retry (a failed read shows its retry button). Offline, reads wait
 * for the connection (showing what the cache has) and writes are refused. The current user
 * (auth.me) overrides staleTime with 5 min and also skips refetch on reconnect; see
 * features/auth/session.ts.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
        // A write made offline runs and is refused at once with a message (lib/trpc.ts), instead
        // of the library's default of holding it and sending it whenever the connection returns.
        networkMode: 'always',
      },
    },
  });
}
