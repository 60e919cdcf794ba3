import { isValidTimeZone, todayInTimeZone, type IsoDate } from '@paydown/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The user's calendar day. Due dates are calendar dates; which day "today" is depends on where the
 * user is, so clients send their IANA zone in X-Timezone (the web app always does). Without one, UTC.
 */
export function requestToday(req: FastifyRequest, now: Date): IsoDate {
  const header = req.headers['x-timezone'];
  const zone = typeof header === 'string' && header.length <= 64 && isValidTimeZone(header) ? header : 'UTC';
  return todayInTimeZone(now, zone);
}
