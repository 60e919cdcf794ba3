import { createRequire } from 'node:module';
import fastifyStatic from '@fastify/static';
import type { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logServerError } from './trpc.ts';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';
import type { Deps } from '../deps.ts';
import { scheduleCsvOpenApi } from '../features/plan/csv.ts';
import { appRouter } from '../router.ts';
import type { Context } from '../trpc.ts';
import { dataRoutesOpenApi } from '../features/data/routes.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The REST face of the tRPC procedures at /api/*, its OpenAPI document and a reference page. */
export async function registerRestApi(app: FastifyInstance, deps: Deps): Promise<void> {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Paydown API',
    version: '1.0.0',
    description:
      'The REST API of Paydown. Sign in with POST /api/auth/login (or sign up); the response sets an httpOnly session cookie that authenticates every later call. ' +
      'State-changing calls must send JSON (Content-Type: application/json) or no body at all. ' +
      'Errors are JSON: { "message", "code", "data": { "fields" } } with 400 validation (per-field messages in data.fields), 401 signed out, 402 plan required, 403 not allowed, 404 not found, 409 conflict, 415 not JSON, 429 rate limited, 503 unavailable.',
    baseUrl: `${deps.config.appUrl}/api`,
    docsUrl: `${deps.config.appUrl}/api/docs`,
    // Plain Fastify routes, documented here by hand: the webhook (raw body for the signature) and
    // the plan's CSV (not JSON).
    paths: {
      '/plan/schedule.csv': scheduleCsvOpenApi,
      ...dataRoutesOpenApi(),
      '/stripe/webhook': {
        post: {
          tags: ['billing'],
          summary: 'Stripe webhook (signed by Stripe; not for other clients)',
          description:
            'Verifies the Stripe-Signature header on the raw body (400 if invalid), records the event id once (a repeat is acknowledged with duplicate: true and changes nothing) and applies checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid and invoice.payment_failed (a paid invoice stays paid). 400 for a signed event missing a field its type is applied with. 503 when payments are not configured.',
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
          responses: {
            '200': {
              description: 'Event recorded',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' } } },
                },
              },
            },
            '400': { description: 'Missing or invalid signature, or a malformed event' },
            '503': { description: 'Payments are not configured' },
          },
        },
      },
    },
    // The session is a cookie, not a bearer token.
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: deps.config.sessionCookieName },
    },
  });

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
    // Third-party clients send bodyless POSTs (logout, mark-paid) without a content type; the
    // plugin would answer 415. No body means empty input.
    scope.addHook('preValidation', async (req) => {
      if (BODY_METHODS.has(req.method) && req.body === undefined && !req.headers['content-type']) {
        req.headers['content-type'] = 'application/json';
        req.body = {};
      }
    });
    await scope.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: appRouter,
      createContext: ({ req, res }: { req: Context['req']; res: Context['reply'] }): Context => ({ req, reply: res, deps }),
      // The plugin answers errors itself, past Fastify's error handler: log its 5xx here.
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
