import { createRequire } from 'node:module';
import fastifyStatic from '@fastify/static';
import type { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logServerError } from './trpc.ts';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import type { Deps } from '../kernel/deps.ts';
import { appRouter } from '../router.ts';
import type { Context } from '../kernel/trpc.ts';
import { wireJson } from '../kernel/wire-json.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { methodNotAllowedGuard } from './method-not-allowed.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object';

/** The REST face of the tRPC procedures at /api/*, its OpenAPI document and a reference page. */
export async function registerRestApi(app: FastifyInstance, deps: Deps): Promise<void> {
  const document = buildOpenApiDocument(deps.config);

  app.get('/api/openapi.json', async () => document);

  await app.register(async (scope) => {
    // The plugin sends the reply itself but resolves undefined; with an async session store Fastify
    // would then try to send again. Returning the reply tells Fastify it has been sent.
    scope.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = async function (this: FastifyInstance, req, reply) {
        await handler.call(this, req, reply);
        return reply;
      };
    });
    scope.addHook('onRequest', methodNotAllowedGuard(document.paths ?? {}, '/api'));
    // Third-party clients send bodyless POSTs (logout, mark-paid) without a content type; the
    // plugin would answer 415. No body means empty input.
    scope.addHook('preValidation', async (req, reply) => {
      if (BODY_METHODS.has(req.method) && req.body === undefined && !req.headers['content-type']) {
        req.headers['content-type'] = 'application/json';
        req.body = {};
      }
      // The plugin spreads a body into the input: "x" would become { 0: 'x' } and 5 or [null] an
      // object whose fields all default. Every operation that takes a body takes a JSON object.
      const body: unknown = req.body;
      if (BODY_METHODS.has(req.method) && body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
        return reply.code(400).send({ message: BODY_NOT_OBJECT_MESSAGE, code: 'BAD_REQUEST' });
      }
    });
    await scope.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: appRouter,
      createContext: ({ req, res }: { req: Context['req']; res: Context['reply'] }): Context => ({ req, reply: res, deps }),
      // The plugin answers errors itself, past Fastify's error handler: log its 5xx here.
      // A remembered plan's JSON is kept with it rather than made again for every request.
      serializeBody: wireJson,
      onError: ({ error, path, req }: { error: TRPCError; path: string | undefined; req: FastifyRequest }) =>
        logServerError(req, error, path),
    });
  });

  const swaggerRoot = (createRequire(import.meta.url)('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();
  await app.register(fastifyStatic, { root: swaggerRoot, prefix: '/api/docs/assets/', decorateReply: false });
  app.get('/api/docs/init.js', async (_req, reply) =>
    reply
      .type('application/javascript')
      .send("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true });"),
  );
  app.get('/api/docs', async (_req, reply) => reply.type('text/html').send(DOCS_PAGE));
  // The address is often typed with a trailing slash: one page, one address.
  app.get('/api/docs/', async (_req, reply) => reply.redirect('/api/docs', 301));
}

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paydown API reference</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
