import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  calendarFeedEvents,
  todayInTimeZone,
  type CalendarFeedLink,
  type CalendarFeedSettings,
  type CalendarFeedSettingsInput,
  type CalendarEvent,
} from '@paydown/domain';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../kernel/deps.ts';
import { ledgerReader } from '../../ledger/index.ts';
import { hashToken } from '../auth/index.ts';
import { planMonthsOf, planWire } from '../plan/index.ts';
import { feedIcs, type FeedEventOut } from './ics.ts';
import {
  feedByTokenHash,
  feedEventStates,
  feedOfUser,
  pruneFeedEventStates,
  replaceFeedToken,
  saveFeedEventStates,
  updateFeedSettings,
  type FeedRow,
} from './queries.ts';

/** The feed's path; the secret is the file name. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
/** A link's secret: 32 random bytes in base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function settingsOf(row: FeedRow | undefined): CalendarFeedSettings {
  return { enabled: row !== undefined, includeAmounts: row?.includeAmounts ?? true, createdAt: row?.createdAt.toISOString() ?? null };
}

export async function feedSettings(deps: Pick<Deps, 'db'>, userId: number): Promise<CalendarFeedSettings> {
  return settingsOf(await feedOfUser(deps.db, { userId }));
}

export async function saveFeedSettings(
  deps: Pick<Deps, 'db'>,
  userId: number,
  input: CalendarFeedSettingsInput,
  timeZone: string,
): Promise<CalendarFeedSettings> {
  const row = await updateFeedSettings(deps.db, { userId, includeAmounts: input.includeAmounts, timeZone });
  if (!row) throw new AppError('NOT_FOUND', 'Make a calendar link first.');
  return settingsOf(row);
}

/** The link's three forms: https (copy), webcal:// (Apple Calendar, Outlook) and Google Calendar's add-by-URL page. */
export function feedLinks(appUrl: string, token: string): CalendarFeedLink {
  const url = `${appUrl}${CALENDAR_FEED_PREFIX}${token}.ics`;
  const webcalUrl = url.replace(/^https?:/, 'webcal:');
  return { url, webcalUrl, googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}` };
}

/**
 * A new secret link, shown this once: only its hash is stored, in place of the old one's, so the
 * old link answers 404 from this moment. The feed's days are those of `timeZone` (the browser's).
 */
export async function resetFeedLink(deps: Pick<Deps, 'db' | 'config'>, userId: number, timeZone: string): Promise<CalendarFeedLink> {
  const token = randomBytes(32).toString('base64url');
  await replaceFeedToken(deps.db, { userId, tokenHash: hashToken(token), timeZone });
  return feedLinks(deps.config.appUrl, token);
}

/** The user whose link this is, or undefined (a malformed, unknown, replaced or deleted account's link). */
export async function feedOfToken(deps: Pick<Deps, 'db'>, token: string): Promise<FeedRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return feedByTokenHash(deps.db, { tokenHash: hashToken(token) });
}

const contentHash = (e: CalendarEvent) =>
  createHash('sha256')
    .update(JSON.stringify([e.summary, e.description, e.url]))
    .digest('base64url');

/**
 * The feed's events with their sequence numbers: an event seen before keeps its number unless its
 * date moved (then the next one); anything new or changed is recorded first, and the states are
 * read again so concurrent requests agree.
 */
async function withSequences(deps: Pick<Deps, 'db' | 'config' | 'now'>, feed: FeedRow, events: CalendarEvent[], today: string) {
  const { db } = deps;
  const userId = feed.userId;
  const host = new URL(deps.config.appUrl).hostname;
  const uidOf = (e: CalendarEvent) => `${e.key}@${host}`;
  let states = new Map((await feedEventStates(db, { userId })).map((s) => [s.uid, s]));
  const changed = events
    .map((e) => ({ uid: uidOf(e), startsOn: e.date, contentHash: contentHash(e) }))
    .filter((e) => {
      const s = states.get(e.uid);
      return !s || s.startsOn !== e.startsOn || s.contentHash !== e.contentHash;
    });
  if (changed.length > 0) {
    await saveFeedEventStates(db, { userId, events: changed, now: deps.now() });
    await pruneFeedEventStates(db, { userId, before: addDays(today, -1) });
    states = new Map((await feedEventStates(db, { userId })).map((s) => [s.uid, s]));
  }
  return events.map((e): FeedEventOut => {
    const s = states.get(uidOf(e));
    return { ...e, uid: uidOf(e), sequence: s?.sequence ?? 0, modifiedAt: s?.modifiedAt ?? deps.now() };
  });
}

/**
 * GET /api/calendar/{token}.ics: the next 12 months of payments from the schedule the Dashboard's
 * "This payday" lists (the plan's months from the same memo entry GET /api/plan answers from), on
 * the days of the zone stored with the link. Takes its turn with the account's other plan work.
 */
export async function feedCalendar(deps: Deps, feed: FeedRow): Promise<string> {
  const userId = feed.userId;
  const today = todayInTimeZone(deps.now(), feed.timeZone);
  const events = await deps.planPool.inTurn(userId, async () => {
    const reader = ledgerReader(deps.db, userId, today, true);
    const ledger = await reader.facts();
    const plan = await planWire(deps, reader);
    const planMonths = planMonthsOf(plan);
    return calendarFeedEvents({
      today,
      debts: ledger.debts,
      income: ledger.income,
      payments: ledger.payments,
      planMonths,
      planned: ledger.planned,
      lumpSums: ledger.lumpSums,
      includeAmounts: feed.includeAmounts,
      // The Debts screen lands on the debt's card.
      debtUrl: (debtId) => `${deps.config.appUrl}/debts#debt-${debtId}`,
    });
  });
  return feedIcs(await withSequences(deps, feed, events, today));
}
