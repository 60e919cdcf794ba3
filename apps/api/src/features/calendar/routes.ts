import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../kernel/deps.ts';
import { CALENDAR_FEED_PREFIX, feedCalendar, feedOfToken } from './service.ts';

/** Feed requests per link and per client address in the rate-limit window (calendars poll every few hours). */
export const CALENDAR_FEED_PER_TOKEN = 30;
export const CALENDAR_FEED_PER_IP = 120;

const NOT_FOUND = { message: 'Not found', code: 'NOT_FOUND' };

/**
 * GET /api/calendar/{token}.ics: a plain route (the REST bridge answers JSON only) outside the
 * session scope: the secret in the URL, not a cookie, says whose feed it is, so calendar apps can
 * fetch it. Unknown, replaced and deleted accounts' links answer 404 alike.
 */
export async function registerCalendarFeed(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // A year of a dozen debts is tens of kilobytes of text: sent compressed to calendars that accept it.
    await scope.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    registerFeedRoute(scope, deps);
  });
}

function registerFeedRoute(app: FastifyInstance, deps: Deps): void {
  // Only names ending in .ics: the settings beside it (/api/calendar/settings) are the REST bridge's.
  app.get<{ Params: { token: string } }>(`${CALENDAR_FEED_PREFIX}:token.ics`, async (req, reply) => {
    const { windowMs } = deps.config.rateLimits;
    const tooMany = (retryAfterSeconds: number) =>
      reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .send({ message: 'Too many requests. Please try again later.', code: 'TOO_MANY_REQUESTS' });
    // Guessing links costs the address its budget too.
    const byIp = await deps.rateLimiter.hit(`calendar-feed:ip:${req.ip}`, CALENDAR_FEED_PER_IP, windowMs);
    if (!byIp.allowed) return tooMany(byIp.retryAfterSeconds);
    const feed = await feedOfToken(deps, req.params.token);
    if (!feed) return reply.code(404).send(NOT_FOUND);
    const byLink = await deps.rateLimiter.hit(`calendar-feed:user:${feed.userId}`, CALENDAR_FEED_PER_TOKEN, windowMs);
    if (!byLink.allowed) return tooMany(byLink.retryAfterSeconds);
    const ics = await feedCalendar(deps, feed);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="paydown.ics"')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(ics);
  });
}

/** The route in the OpenAPI document (http/openapi-document.ts). */
export function calendarFeedOpenApi(): Record<string, unknown> {
  return {
    '/calendar/{token}.ics': {
      get: {
        tags: ['calendar'],
        summary: 'The calendar feed (iCalendar): what to pay when over the next 12 months',
        description:
          'No sign-in: the secret link from POST /api/calendar/link authorises it. One all-day event per payment (the suggested date, or a planned payment\'s date), titled like "Pay Chase $105.00 (due Dec 6)", and one per lump sum; UIDs stay the same across fetches, SEQUENCE grows when an event\'s date moves. 404 for an unknown or replaced link; 429 past the rate limit.',
        parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The feed', content: { 'text/calendar': { schema: { type: 'string' } } } },
          '404': { description: 'Unknown or replaced link' },
          '429': { description: 'Too many requests' },
        },
      },
    },
  };
}
