import type { QueryUtils } from '../../lib/trpc.ts';

/**
 * Whether the server can connect bank accounts (Plaid configured). The Debts screen warms it with
 * its other reads; it changes only when the server is reconfigured.
 */
export const connectionsConfigQuery = (u: QueryUtils) =>
  u.connections.config.queryOptions(undefined, { staleTime: Infinity, retry: false });
