import type { AppRouter } from '@paydown/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { sessionQueryOptions } from '../features/auth/session.ts';
import { DEFAULT_HORIZON } from '../features/dashboard/horizon.ts';
import type { TrpcClient } from '../lib/trpc.ts';

type Utils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/**
 * The reads each signed-in screen draws first, by the path the app opens on ('/dashboard'
 * redirects to '/'). Each must be asked exactly as the screen's own useQuery asks it (same
 * procedure and input), so the screen finds the answer in the cache instead of asking again.
 */
const SCREEN_READS: Record<string, (utils: Utils) => Promise<void>[]> = {
  '/': (u) => [
    u.dashboard.get.prefetch(),
    u.plan.get.prefetch(),
    u.progress.get.prefetch(),
    u.dashboard.progression.prefetch({ months: DEFAULT_HORIZON }),
    u.ai.suggestions.prefetch(),
    u.account.verificationStatus.prefetch(),
  ],
  '/plan': (u) => [u.plan.get.prefetch(), u.debts.list.prefetch(), u.progress.get.prefetch()],
  '/debts': (u) => [u.debts.list.prefetch(), u.debts.paid.prefetch(), u.payments.planned.prefetch()],
  '/income': (u) => [u.income.list.prefetch(), u.income.summary.prefetch()],
  '/insights': (u) => [
    u.ai.insights.prefetch(),
    u.ai.potentialScore.prefetch(),
    u.ai.paymentSchedule.prefetch(),
    u.ai.learningProgress.prefetch(),
    u.ai.suggestions.prefetch(),
    u.dashboard.get.prefetch(),
    u.plan.get.prefetch(),
  ],
};

/**
 * Starts, from the entry script and before React's first render, the session check and the reads
 * of the screen at `path`, in one batched request (issue 10: the dashboard asked for its figures
 * only after the session had answered and the signed-in layout had rendered, ~0.5 s later on
 * localhost). A visitor's reads answer 401 and are dropped once the session says "signed out", so
 * no screen later finds a stale failure in the cache.
 */
export async function startOpeningReads(path: string, queryClient: QueryClient, client: TrpcClient): Promise<void> {
  const session = queryClient.fetchQuery(sessionQueryOptions(client)).catch(() => null);
  const reads = SCREEN_READS[path === '/dashboard' ? '/' : path];
  if (!reads) {
    await session;
    return;
  }
  const cache = queryClient.getQueryCache();
  const before = new Set(cache.getAll());
  // prefetch() never rejects: a failed read is an error state in the cache.
  await Promise.all(reads(createTRPCQueryUtils({ queryClient, client })));
  const answer = await session;
  if (answer?.user) return;
  for (const query of cache.getAll()) {
    if (!before.has(query) && query.state.status === 'error') queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}
