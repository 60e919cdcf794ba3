import type { PublicUser } from '@paydown/domain';
import { getQueryKey } from '@trpc/react-query';
import { useQuery, type DataTag, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isUnauthorized } from '../../lib/api-error.ts';
import { trpc, type TrpcClient } from '../../lib/trpc.ts';

/** The current user stays fresh for 5 minutes before it is read again. */
const SESSION_STALE_TIME_MS = 5 * 60 * 1000;

/** What `auth.me` answers, plus `user: null` for "signed out" (a 401). */
type SessionData = { user: PublicUser | null };

/**
 * The cache key tRPC uses for `auth.me`, so `utils.auth.me.setData/invalidate` and this hook
 * share one entry.
 */
export const sessionQueryKey = getQueryKey(trpc.auth.me, undefined, 'query') as unknown as DataTag<QueryKey, SessionData, Error>;

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: PublicUser };

/**
 * The session check's query: `auth.me`, with a 401 read as "signed out". useSession and the
 * app's opening reads (app/opening-reads.ts, started before React renders) share it, so the check
 * runs once.
 */
export function sessionQueryOptions(client: TrpcClient) {
  return {
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SessionData> => {
      try {
        return await client.auth.me.query(undefined, { signal });
      } catch (error) {
        if (isUnauthorized(error)) return { user: null };
        throw error;
      }
    },
    // The app's defaults (see createQueryClient) apply otherwise: no retry, no refetch on focus.
    staleTime: SESSION_STALE_TIME_MS,
    refetchOnReconnect: false,
    // The root, each route and a few screens read the session, each as it renders. A reader that
    // appears later takes what is known and does not ask again (not even after a failed check);
    // the check runs again only when the app invalidates it or sets it (sign-in, sign-out).
    refetchOnMount: false,
    retryOnMount: false,
  };
}

/**
 * Who is signed in. A 401 from `auth.me` means "signed out", not an error; any other failure
 * of the check also shows the visitor screens (pricing, email confirmation, sign-in).
 */
export function useSession(): Session {
  const utils = trpc.useUtils();
  const query = useQuery(sessionQueryOptions(utils.client));

  if (query.isPending) return { status: 'loading' };
  const user = query.data?.user;
  return user ? { status: 'signed-in', user } : { status: 'signed-out' };
}

/** Mark the visitor as signed in with the user the API just returned. */
export function setSignedInUser(queryClient: QueryClient, user: PublicUser) {
  queryClient.setQueryData(sessionQueryKey, { user });
}

/** Mark the visitor as signed out without asking the server again. */
export function setSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, { user: null });
}
