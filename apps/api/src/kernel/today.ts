import { isValidTimeZone, todayInTimeZone, type IsoDate } from '@paydown/domain';
import type { FastifyRequest } from 'fastify';

/** Zone names already checked, valid or not, so a zone is checked once, not on every call. */
const checkedZones = new Map<string, boolean>();
/** A bound on the names kept (clients choose them): past it, the checks start over. */
const MAX_CHECKED_ZONES = 1000;

/**
 * Whether a zone name is a real IANA zone. Checking builds an Intl.DateTimeFormat, tens of
 * microseconds; every signed-in call reads its day (kernel/trpc.ts), so each name is checked once.
 */
function isKnownZone(zone: string): boolean {
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    valid = isValidTimeZone(zone);
    if (checkedZones.size >= MAX_CHECKED_ZONES) checkedZones.clear();
    checkedZones.set(zone, valid);
  }
  return valid;
}

/**
 * The user's calendar day. Due dates are calendar dates; which day "today" is depends on where the
 * user is, so clients send their IANA zone in X-Timezone (the web app always does). Without one, UTC.
 */
export function requestToday(req: FastifyRequest, now: Date): IsoDate {
  return todayInTimeZone(now, requestTimeZone(req));
}

/** The IANA zone the client sent in X-Timezone, when it is a real one; else UTC. */
export function requestTimeZone(req: FastifyRequest): string {
  const header = req.headers['x-timezone'];
  return typeof header === 'string' && header.length <= 64 && isKnownZone(header) ? header : 'UTC';
}
