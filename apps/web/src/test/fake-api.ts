/**
 * A fake network for component tests: a `fetch` that answers tRPC batch requests with canned
 * responses, in tRPC's wire format. Only the network is faked; every module of ours is real.
 *
 *   const api = fakeApi({ 'auth.me': () => ok({ user }) , 'auth.login': () => fail('UNAUTHORIZED', 'Bad') });
 *   renderApp(<App />, { api });
 *   api.calls // [{ path: 'auth.me', input: undefined }, ...]
 */

import type { AppRouter, RouterInputs, RouterOutputs } from '@paydown/api';

// tRPC's JSON-RPC error numbers and HTTP statuses for the codes the API uses.
const ERRORS = {
  BAD_REQUEST: { number: -32600, status: 400 },
  UNAUTHORIZED: { number: -32001, status: 401 },
  PAYMENT_REQUIRED: { number: -32002, status: 402 },
  FORBIDDEN: { number: -32003, status: 403 },
  NOT_FOUND: { number: -32004, status: 404 },
  CONFLICT: { number: -32009, status: 409 },
  TOO_MANY_REQUESTS: { number: -32029, status: 429 },
  INTERNAL_SERVER_ERROR: { number: -32603, status: 500 },
  SERVICE_UNAVAILABLE: { number: -32603, status: 503 },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/**
 * Every procedure's dotted path ('debts.list', 'auth.me', ...), read from the router's type: a
 * renamed or removed procedure makes the tests that fake it fail to typecheck.
 */
type PathsOf<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends { _def: { type: 'query' | 'mutation' | 'subscription' } }
    ? `${Prefix}${K}`
    : PathsOf<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

/** The value at a dotted path of a nested record type. */
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** What the procedure answers as JSON (dates as strings, money as two-decimal strings). */
export type OutputOf<P extends ProcedurePath> = At<RouterOutputs, P>;
export type InputOf<P extends ProcedurePath> = At<RouterInputs, P>;

export type TrpcResult<T = unknown> =
  | { kind: 'ok'; data: T }
  | { kind: 'error'; code: ErrorCode; message: string; fields?: Record<string, string> }
  | { kind: 'network-error' }
  | { kind: 'server-page'; status: number };

export const ok = <T>(data: T): TrpcResult<T> => ({ kind: 'ok', data });
export const fail = (code: ErrorCode, message: string, fields?: Record<string, string>): TrpcResult<never> =>
  fields ? { kind: 'error', code, message, fields } : { kind: 'error', code, message };
/** The request never reaches a server (offline, connection refused). */
export const networkError = (): TrpcResult<never> => ({ kind: 'network-error' });

/** A server error the API did not format: a proxy's HTML page with this status (502, 503...). */
export const serverPage = (status: number): TrpcResult<never> => ({ kind: 'server-page', status });

/** A promise the test settles by hand, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve: (result: TrpcResult<T>) => void = () => {};
  const promise = new Promise<TrpcResult<T>>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A canned answer for one procedure: its input and output are the router's own types. */
export type Handler<P extends ProcedurePath> = (input: InputOf<P>) => TrpcResult<OutputOf<P>> | Promise<TrpcResult<OutputOf<P>>>;
export type Handlers = { [P in ProcedurePath]?: Handler<P> };

/** How the fake calls a handler: by a path read from the URL, so without the types. */
type AnyHandler = (input: unknown) => TrpcResult | Promise<TrpcResult>;

export interface Call {
  path: string;
  input: unknown;
}

/** One HTTP request: a batch of procedure calls, with the headers the client sent. */
export interface FakeRequest {
  paths: string[];
  headers: Headers;
}

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  calls: Call[];
  /** Every HTTP request, in order (a batched request lists several paths). */
  requests: FakeRequest[];
  /** Replace or add handlers (e.g. after the first answer). */
  on: (handlers: Handlers) => void;
  callsTo: (path: ProcedurePath) => Call[];
}

function envelope(path: string, result: Exclude<TrpcResult, { kind: 'network-error' | 'server-page' }>) {
  if (result.kind === 'ok') return { result: { data: result.data } };
  const { number, status } = ERRORS[result.code];
  return {
    error: {
      message: result.message,
      code: number,
      data: { code: result.code, httpStatus: status, path, fields: result.fields },
    },
  };
}

export function fakeApi(initial: Handlers = {}): FakeApi {
  const handlers: Handlers = { ...initial };
  const calls: Call[] = [];
  const requests: FakeRequest[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const paths = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, '')).split(',');
    const isBatch = url.searchParams.get('batch') === '1';
    requests.push({ paths, headers: new Headers(init?.headers) });
    let inputs: Record<string, unknown> = {};
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') {
      const raw = url.searchParams.get('input');
      inputs = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } else if (typeof init?.body === 'string' && init.body) {
      inputs = JSON.parse(init.body) as Record<string, unknown>;
    }

    const results = await Promise.all(
      paths.map(async (path, index) => {
        const procedureInput = isBatch ? inputs[String(index)] : inputs;
        calls.push({ path, input: procedureInput });
        const handler = (handlers as Record<string, AnyHandler | undefined>)[path];
        if (!handler) return fail('NOT_FOUND', `No test handler for ${path}`);
        return handler(procedureInput);
      }),
    );

    if (results.some((r) => r.kind === 'network-error')) throw new TypeError('Failed to fetch');
    const page = results.find((r) => r.kind === 'server-page');
    if (page)
      return new Response('<html><body>Bad gateway</body></html>', { status: page.status, headers: { 'content-type': 'text/html' } });
    const bodies = results.map((r, i) => envelope(paths[i] ?? '', r as Exclude<TrpcResult, { kind: 'network-error' | 'server-page' }>));
    const statuses = bodies.map((b) => (b.error ? b.error.data.httpStatus : 200));
    const status = statuses.every((s) => s === statuses[0]) ? (statuses[0] ?? 200) : 207;
    return new Response(JSON.stringify(isBatch ? bodies : bodies[0]), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    fetch: fetchImpl,
    calls,
    requests,
    on: (more) => Object.assign(handlers, more),
    callsTo: (path) => calls.filter((c) => c.path === path),
  };
}
