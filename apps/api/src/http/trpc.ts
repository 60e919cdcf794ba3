import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError, resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../kernel/deps.ts';
import { appRouter } from '../router.ts';
import { planCallsOf, TRPC_MAX_PLAN_CALLS } from '../kernel/batch-cost.ts';
import type { Context } from '../kernel/trpc.ts';

/**
 * The parts of a Fetch Request that resolveResponse reads (method, url, headers.get/has, signal,
 * json/text for the body), over the request Fastify already parsed. Building a real Request (and
 * its Headers) cost ~0.05 ms per call, a quarter of a simple query's time (docs/performance.md).
 */
function requestView(req: FastifyRequest): Request {
  const header = (name: string): string | null => {
    const value = req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  const body = typeof req.body === 'string' ? req.body : '';
  const view = {
    method: req.method,
    url: `http://${req.headers.host ?? 'localhost'}${req.url}`,
    headers: { get: header, has: (name: string) => header(name) !== null },
    signal: new AbortController().signal,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body) as unknown),
  };
  // Not a Request, only what tRPC's JSON handler uses of one (its form-data and octet-stream
  // handlers are never reached: our procedures take JSON).
  return view as unknown as Request;
}

/**
 * Logs a procedure's 5xx (on /trpc and /api alike) through the request's logger, so the line
 * carries the request id (reqId) that ties it to the request.
 */
export function logServerError(req: FastifyRequest, error: TRPCError, path: string | undefined): void {
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500) req.log.error({ err: error.cause ?? error, path, status }, 'procedure failed');
}

/** The most procedures one /trpc batch may call (README, docs/api.md); more is a 400. */
export const TRPC_MAX_BATCH_SIZE = 20;

/**
 * tRPC over HTTP at /trpc/:path, instead of @trpc/server's Fastify adapter. The adapter builds a
 * full Fetch Request per call with an abort listener on the socket and hands Fastify a Response
 * object to stream; measured (docs/performance.md) that made /trpc ~40 % slower than the same
 * procedure over REST. Our clients use httpBatchLink (no streaming, no subscriptions), so this
 * hands tRPC a view of the body Fastify already read and sends the answer as text.
 */
export async function registerTrpc(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // tRPC parses the body itself; give it the raw text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.route<{ Params: { path: string } }>({
      method: ['GET', 'POST'],
      url: '/trpc/:path',
      async handler(req, reply) {
        // A batch names its procedures in the path ('debts.list,income.list'); each runs its own
        // queries, so an unbounded batch is an unbounded request.
        const names = req.params.path.split(',');
        const procedures = names.length;
        if (procedures > TRPC_MAX_BATCH_SIZE) {
          return reply.code(400).send({
            message: `A batch may call at most ${TRPC_MAX_BATCH_SIZE} procedures (this one calls ${procedures})`,
            code: 'BAD_REQUEST',
          });
        }
        // Bounded by cost too: the procedures that run the plan engine are the expensive ones.
        const planCalls = planCallsOf(names);
        if (planCalls > TRPC_MAX_PLAN_CALLS) {
          return reply.code(400).send({
            message: `A batch may call at most ${TRPC_MAX_PLAN_CALLS} procedures that compute the plan (this one calls ${planCalls})`,
            code: 'BAD_REQUEST',
          });
        }
        const response = await resolveResponse({
          router: appRouter,
          req: requestView(req),
          path: req.params.path,
          error: null,
          createContext: async (): Promise<Context> => ({ req, reply, deps }),
          onError({ error, path }) {
            logServerError(req, error, path);
          },
        });
        void reply.code(response.status);
        response.headers.forEach((value, name) => void reply.header(name, value));
        return reply.send(await response.text());
      },
    });
  });
}
