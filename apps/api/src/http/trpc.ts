import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { appRouter } from '../router.ts';
import type { Context } from '../trpc.ts';

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
        const response = await resolveResponse({
          router: appRouter,
          req: requestView(req),
          path: req.params.path,
          error: null,
          createContext: async (): Promise<Context> => ({ req, reply, deps }),
          onError({ error, path }) {
            if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
          },
        });
        void reply.code(response.status);
        response.headers.forEach((value, name) => void reply.header(name, value));
        return reply.send(await response.text());
      },
    });
  });
}
