import type { AppRouter } from '@paydown/api';
import { createTRPCReact, httpBatchLink, type createTRPCQueryUtils } from '@trpc/react-query';

/** Typed React hooks for the API. Only the router's *type* crosses from apps/api. */
export const trpc = createTRPCReact<AppRouter>();

export interface CreateTrpcClientOptions {
  /** Base URL of the tRPC endpoint; same origin in the browser (Vite proxies it in development). */
  url?: string;
  /** Swap the network layer (tests answer canned tRPC responses through this). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The browser's IANA time zone. The server decides which calendar day "today" is from it (due
 * dates, suggested dates, the upcoming-payments window); undefined when the runtime cannot tell.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function createTrpcClient({ url = '/trpc', fetch: fetchImpl }: CreateTrpcClientOptions = {}) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url,
        // The server refuses batches of more than 20 procedures (docs/api.md): split larger ones.
        maxItems: 20,
        headers() {
          const timeZone = browserTimeZone();
          return timeZone ? { 'X-Timezone': timeZone } : {};
        },
        // No transformer: the API speaks plain JSON (dates travel as strings).
        fetch(input, init) {
          const doFetch = fetchImpl ?? globalThis.fetch;
          return doFetch(input, { ...(init as RequestInit), credentials: 'include' });
        },
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/**
 * tRPC's query helpers by procedure path (`utils.debts.list.queryOptions()`, `utils.ai.invalidate()`).
 * A screen gets them from `trpc.useUtils()`, a route's loader from `createTRPCQueryUtils`; both
 * build the same query keys, so what a loader warms is what the screen finds.
 */
export type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
