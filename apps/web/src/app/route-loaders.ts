import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { sessionQueryKey, sessionQueryOptions } from '../features/auth/session.ts';
import { isOnline } from '../lib/online.ts';
import type { QueryUtils, TrpcClient } from '../lib/trpc.ts';

/** What the route table's loaders read through: the app's one cache and tRPC client. */
export interface RouteContext {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
}

type PrefetchOptions = Parameters<QueryClient['prefetchQuery']>[0];

/**
 * A screen's first reads, as the query options its components use (each feature's queries.ts).
 * The list mixes reads of different data types, so it is typed by what the cache needs of each.
 */
export type ScreenReads = (utils: QueryUtils) => ReadonlyArray<{ queryKey: readonly unknown[] }>;

/** Who is signed in: the cached answer, or the check itself (asked once however many loaders wait). */
function sessionOf({ queryClient, trpcClient }: RouteContext) {
  // A failed check (not a 401, which is "signed out") shows the visitor screens, as useSession does.
  return queryClient.ensureQueryData(sessionQueryOptions(trpcClient)).catch(() => null);
}

/** The root route's loader: nothing renders before the session is known (the spinner shows). */
export function sessionLoader(ctx: RouteContext) {
  return async () => {
    await sessionOf(ctx);
    return null;
  };
}

/**
 * A signed-in screen's loader: warms exactly the reads the screen draws first, at the same time as
 * the session check when the app opens on this screen (one batched request: tRPC's batch link
 * gathers what the root and this loader ask in the same tick), and as soon as a link is followed
 * otherwise. The screen renders once they have answered, so it draws its figures at once: no
 * skeleton that content then pushes down, and no second request from its own useQuery calls.
 *
 * A failed read is not the route's error: `prefetchQuery` never rejects, and the screen shows the
 * failure where the read belongs (with its retry). A visitor's reads answer 401 and are dropped
 * once the session says "signed out", so nobody finds a stale failure in the cache after signing in.
 */
export function screenLoader(ctx: RouteContext, reads: ScreenReads) {
  return async () => {
    const { queryClient, trpcClient } = ctx;
    const known = queryClient.getQueryData(sessionQueryKey);
    // Known to be signed out (e.g. right after logout): the sign-in page needs none of it.
    if (known && !known.user) return null;
    // Offline, reads wait for the connection: the screen opens at once with what the cache holds
    // (the last figures seen) and its reads fill in when the connection returns.
    if (!isOnline()) return null;
    const cache = queryClient.getQueryCache();
    const before = new Set(cache.getAll());
    const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
    const warmed = Promise.all(reads(utils).map((options) => queryClient.prefetchQuery(options as PrefetchOptions)));
    const session = known ?? (await sessionOf(ctx));
    if (session?.user) {
      await warmed;
      return null;
    }
    await warmed;
    for (const query of cache.getAll()) {
      if (!before.has(query) && query.state.status === 'error') queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
    return null;
  };
}

/**
 * Loaders run again only when the path changes: a screen that keeps its state in the address
 * (a tab, a filter) does not wait for its reads again, and its own queries refetch what is stale.
 */
export function onPathChange({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
