import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { appRouter } from '../router.ts';
import type { Context } from '../trpc.ts';

/**
 * tRPC over HTTP at /trpc/:path, instead of @trpc/server's Fastify adapter. The adapter builds a
 * full Fetch Request per call with an abort listener on the socket and hands Fastify a Response
 * object to stream; measured (docs/performance.md) that made /trpc ~40 % slower than the same
 * procedure over REST. Our clients use httpBatchLink (no streaming, no subscriptions), so this
 * builds a plain Request from the body Fastify already read and sends the answer as text.
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
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(name, value);
          else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
        }
        const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
          method: req.method,
          headers,
          ...(req.method === 'POST' ? { body: typeof req.body === 'string' ? req.body : '' } : {}),
        });
        const response = await resolveResponse({
          router: appRouter,
          req: request,
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
