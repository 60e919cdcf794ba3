import { QueryClient } from '@tanstack/react-query';

/**
 * Caching rules from spec section 4: data is never stale on its own, nothing refetches on
 * window focus or on an interval unless a screen asks for it (the verification card polls), and
 * neither queries nor mutations retry. The current user (auth.me) overrides staleTime with 5 min
 * and also skips refetch on reconnect; see features/auth/session.ts.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
