import type { AppRouter } from '@paydown/api';
import { ServerErrorResponse } from './api-error.ts';
import { OfflineWriteRefused } from './offline-writes.ts';
import { isOnline } from './online.ts';
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
        async fetch(input, init) {
          // Reads are GET; a write (POST) while offline is refused here, with words for the user.
          if ((init?.method ?? 'GET') !== 'GET' && !isOnline()) throw new OfflineWriteRefused();
          const doFetch = fetchImpl ?? globalThis.fetch;
          const response = await doFetch(input, { ...(init as RequestInit), credentials: 'include' });
          // A server error the API did not format (a proxy's page): tRPC would only see a body it
          // cannot read and report it like a lost connection. Say which status came back instead.
          if (response.status >= 500 && !(response.headers.get('content-type') ?? '').includes('json')) {
            throw new ServerErrorResponse(response.status);
          }
          return response;
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
