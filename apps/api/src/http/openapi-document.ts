import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { Config } from '../env.ts';
import { calendarFeedOpenApi } from '../features/calendar/index.ts';
import { dataRoutesOpenApi } from '../features/data/index.ts';
import { scheduleCsvOpenApi } from '../features/plan/index.ts';
import { appRouter } from '../router.ts';
import { applyOperationContracts, errorResponse } from './openapi-contract.ts';

const COOKIE_SCHEME = 'sessionCookie';

/** The OpenAPI document served at /api/openapi.json (also linted in CI and checked by the API tests). */
export function buildOpenApiDocument(config: Pick<Config, 'appUrl' | 'sessionCookieName'>) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Paydown API',
    version: '1.0.0',
    description:
      'The REST API of Paydown. Sign in with POST /api/auth/login (or sign up); the response sets an httpOnly session cookie that authenticates every later call. ' +
      'State-changing calls must send JSON (Content-Type: application/json) or no body at all. ' +
      'Errors are JSON: { "message", "code", "data": { "code", "httpStatus", "path", "fields" } } (data comes with every error a procedure answers) with 400 validation (per-field messages in data.fields), 401 signed out, 402 plan required, 403 not allowed, 404 not found, 405 wrong method (Allow lists the right ones), 409 conflict, 413 body too large, 414 URL too long, 415 not JSON, 429 rate limited (Retry-After), 503 unavailable. Each operation lists the statuses it can answer.',
    baseUrl: `${config.appUrl}/api`,
    docsUrl: `${config.appUrl}/api/docs`,
    // Plain Fastify routes, documented here by hand: the webhook (raw body for the signature) and
    // the plan's CSV and the calendar feed (not JSON).
    paths: completeHandWritten({
      '/plan/schedule.csv': scheduleCsvOpenApi,
      ...dataRoutesOpenApi(),
      ...calendarFeedOpenApi(),
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
    }),
    // The session is a cookie, not a bearer token.
    securitySchemes: {
      [COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: config.sessionCookieName },
    },
  });

  return applyOperationContracts(document, appRouter, COOKIE_SCHEME);
}

type HandOperation = { responses: Record<string, { description: string; content?: unknown }>; security?: unknown; operationId?: string };

/**
 * The plain Fastify routes documented by hand: their error responses get the shared Error schema,
 * every one may answer 503 (the database), one that answers 401 declares the session cookie (the
 * others declare no security), and each gets an operationId from its method and path.
 */
function completeHandWritten(paths: Record<string, unknown>): Record<string, never> {
  for (const [path, item] of Object.entries(paths) as [string, Record<string, HandOperation>][]) {
    for (const [method, operation] of Object.entries(item)) {
      operation.operationId ??= `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2') && !response.content) operation.responses[status] = errorResponse(Number(status), response.description);
      }
      operation.responses['503'] ??= errorResponse(503);
      operation.security = operation.responses['401'] ? [{ [COOKIE_SCHEME]: [] }] : [];
    }
  }
  return paths as Record<string, never>;
}
