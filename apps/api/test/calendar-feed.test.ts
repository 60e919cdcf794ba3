import { gunzipSync } from 'node:zlib';
import { testDriverName } from '@paydown/db/testing';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_PER_TOKEN } from '../src/features/calendar/routes.ts';
import { addDebt, confirmedClient, useTestApp, type TestClient } from './helpers.ts';
import { paydayHousehold } from './payday-household.ts';

const app = useTestApp();

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  /** The all-day date as written (YYYY-MM-DD), and whether it is a date (not a date-time). */
  date: string;
  /** The exclusive end: the next day. */
  end: string;
  isDate: boolean;
  sequence: number;
  lastModified: string;
  url: string;
}

/** The feed read back by an independent parser (ical.js), as a calendar app would. */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      date: e.startDate.toString(),
      end: e.endDate.toString(),
      isDate: e.startDate.isDate,
      sequence: e.sequence,
      lastModified: String(v.getFirstPropertyValue('last-modified')),
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

interface Link {
  url: string;
  webcalUrl: string;
  googleUrl: string;
}

const pathOf = (link: Link) => new URL(link.url).pathname;

async function makeLink(client: TestClient, zone = 'UTC'): Promise<Link> {
  const res = await client.post('/api/calendar/link', undefined, { 'x-timezone': zone });
  expect(res.status).toBe(200);
  return res.body as Link;
}

async function fetchFeed(path: string) {
  const res = await app.client().get(path);
  return { ...res, events: res.status === 200 ? parseFeed(res.text) : [] };
}

describe(`the calendar feed (${testDriverName()})`, () => {
  it('lists the next 12 months of payments as all-day events from the Dashboard’s schedule', async () => {
    const { client, visa, car, mortgage } = await paydayHousehold(app);
    expect((await client.get('/api/calendar/settings')).body).toEqual({ enabled: false, includeAmounts: true, createdAt: null });
    const link = await makeLink(client);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace('http:', 'webcal:'));
    expect(link.googleUrl).toContain(encodeURIComponent(link.webcalUrl));
    expect((await client.get('/api/calendar/settings')).body).toMatchObject({ enabled: true, includeAmounts: true });

    const feed = await fetchFeed(pathOf(link));
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = feed;
    // 12 cycles of each debt (the car loan's Nov 28 cycle first).
    for (const d of [visa, car, mortgage]) expect(events.filter((e) => e.uid.startsWith(`pay-${d.id}-`))).toHaveLength(12);
    expect(events.every((e) => e.isDate && e.date >= '2026-11-22' && e.date <= '2027-11-22')).toBe(true);
    expect(events.every((e) => new Date(`${e.end}T00:00:00Z`).getTime() - new Date(`${e.date}T00:00:00Z`).getTime() === 86_400_000)).toBe(
      true,
    );

    // The same figures GET /api/dashboard/payday lists.
    const visaDec = events.find((e) => e.uid === `pay-${visa.id}-2026-12-10@localhost`);
    expect(visaDec).toMatchObject({
      date: '2026-12-04',
      summary: 'Pay Visa $300.00 (due Dec 10)',
      sequence: 0,
      url: `http://localhost:3000/debts#debt-${visa.id}`,
    });
    expect(visaDec?.description).toBe(
      `Due Dec 10.\nThe payoff plan's payment for this cycle (extra and rollover included).\nPaying on Dec 4 rather than on the due date saves $0.99 in interest.\nhttp://localhost:3000/debts#debt-${visa.id}`,
    );
    expect(events.find((e) => e.uid === `pay-${car.id}-2026-11-28@localhost`)).toMatchObject({
      date: '2026-11-28',
      summary: 'Pay Car loan $350.00 (due Nov 28)',
    });
    expect(events.find((e) => e.uid === `pay-${mortgage.id}-2026-12-15@localhost`)?.summary).toBe('Pay Mortgage $1,200.00 (due Dec 15)');
    expect(events.find((e) => e.uid === `pay-${visa.id}-2027-01-10@localhost`)?.summary).toBe('Pay Visa $300.00 (due Jan 10, 2027)');

    // Fetched again: the same UIDs, nothing re-sequenced.
    const again = await fetchFeed(pathOf(link));
    expect(again.events.map((e) => [e.uid, e.sequence, e.lastModified])).toEqual(events.map((e) => [e.uid, e.sequence, e.lastModified]));
  });

  it('escapes commas and semicolons in names and folds long lines, and the parser reads them back', async () => {
    const { client, visa } = await paydayHousehold(app, 'Chase, Inc; Sapphire Preferred Rewards Visa');
    const feed = await fetchFeed(pathOf(await makeLink(client)));
    // Unfolded (a CRLF and a space removed), the line holds the escaped name.
    expect(feed.text.replaceAll('\r\n ', '')).toContain('SUMMARY:Pay Chase\\, Inc\\; Sapphire Preferred Rewards Visa $300.00 (due Dec 10)');
    const lines = feed.text.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(feed.events.find((e) => e.uid === `pay-${visa.id}-2026-12-10@localhost`)?.summary).toBe(
      'Pay Chase, Inc; Sapphire Preferred Rewards Visa $300.00 (due Dec 10)',
    );
  });

  it('dates events on the days of the zone the link was made in', async () => {
    const { client, car } = await paydayHousehold(app);
    const utc = pathOf(await makeLink(client, 'UTC'));
    // 20:00 UTC on Nov 28 is already Nov 29 in Auckland: the car loan's Nov 28 payment is past there.
    app.clock.setTo('2026-11-28T20:00:00Z');
    const carEvents = (events: ParsedEvent[]) => events.filter((e) => e.uid.startsWith(`pay-${car.id}-`)).map((e) => [e.uid, e.date]);
    expect(carEvents((await fetchFeed(utc)).events)[0]).toEqual([`pay-${car.id}-2026-11-28@localhost`, '2026-11-28']);
    const auckland = pathOf(await makeLink(client, 'Pacific/Auckland'));
    // There, the next cycle (due Dec 28) is the first, paid from the Dec 4 paycheck.
    expect(carEvents((await fetchFeed(auckland)).events)[0]).toEqual([`pay-${car.id}-2026-12-28@localhost`, '2026-12-04']);
  });

  it('moves an event with a higher SEQUENCE and a new LAST-MODIFIED; a cancelled planned payment disappears', async () => {
    const { client, visa, incomeId } = await paydayHousehold(app);
    const path = pathOf(await makeLink(client));
    const uid = `pay-${visa.id}-2026-12-10@localhost`;
    const before = (await fetchFeed(path)).events.find((e) => e.uid === uid);
    expect(before).toMatchObject({ date: '2026-12-04', sequence: 0 });

    // No paycheck any more: the card is paid on its due date.
    app.clock.setTo('2026-11-22T13:00:00Z');
    expect((await client.del(`/api/income/${incomeId}`)).status).toBe(200);
    const moved = (await fetchFeed(path)).events.find((e) => e.uid === uid);
    expect(moved).toMatchObject({ date: '2026-12-10', sequence: 1 });
    expect(moved?.lastModified).not.toBe(before?.lastModified);

    const planned = await client.post(`/api/debts/${visa.id}/planned-payments`, { plannedDate: '2026-12-08', amount: '250' });
    expect(planned.status).toBe(200);
    const plannedId = (planned.body as { id: number }).id;
    const withPlan = (await fetchFeed(path)).events;
    expect(withPlan.find((e) => e.uid === `planned-${plannedId}@localhost`)).toMatchObject({
      date: '2026-12-08',
      summary: 'Pay Visa $250.00 (due Dec 10)',
    });
    expect(withPlan.find((e) => e.uid === uid)).toBeUndefined();

    expect((await client.del(`/api/planned-payments/${plannedId}`)).status).toBe(200);
    const cancelled = (await fetchFeed(path)).events;
    expect(cancelled.find((e) => e.uid === `planned-${plannedId}@localhost`)).toBeUndefined();
    expect(cancelled.find((e) => e.uid === uid)).toMatchObject({ date: '2026-12-10', sequence: 1 });
  });

  it('drops a cycle once it is paid: its event leaves the feed, the next cycle stays', async () => {
    const { client, visa } = await paydayHousehold(app);
    const path = pathOf(await makeLink(client));
    expect((await fetchFeed(path)).events.some((e) => e.uid === `pay-${visa.id}-2026-12-10@localhost`)).toBe(true);
    expect((await client.post(`/api/debts/${visa.id}/payments`, { amount: '300', paymentDate: '2026-11-22' })).status).toBe(200);
    const after = (await fetchFeed(path)).events;
    expect(after.some((e) => e.uid === `pay-${visa.id}-2026-12-10@localhost`)).toBe(false);
    expect(after.find((e) => e.uid.startsWith(`pay-${visa.id}-`))?.uid).toBe(`pay-${visa.id}-2027-01-10@localhost`);
  });

  it('is sent compressed to a calendar that accepts gzip', async () => {
    const { client } = await paydayHousehold(app);
    const path = pathOf(await makeLink(client));
    const res = await app.server.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(parseFeed(gunzipSync(res.rawPayload).toString('utf8')).length).toBe(36);
  });

  it('leaves amounts out when the user asks', async () => {
    const { client } = await paydayHousehold(app);
    const path = pathOf(await makeLink(client));
    const saved = await client.put('/api/calendar/settings', { includeAmounts: false });
    expect(saved.body).toMatchObject({ enabled: true, includeAmounts: false });
    const feed = await fetchFeed(path);
    expect(feed.events.find((e) => e.summary.startsWith('Pay Visa'))?.summary).toBe('Pay Visa (due Dec 10)');
    expect(feed.events.some((e) => /\$/.test(e.summary + e.description))).toBe(false);
  });

  it('answers 404 to a reset link, an unknown one and a deleted account’s, and each link shows only its owner’s debts', async () => {
    const first = await paydayHousehold(app);
    const oldPath = pathOf(await makeLink(first.client));
    const newPath = pathOf(await makeLink(first.client));
    expect((await fetchFeed(oldPath)).status).toBe(404);
    const kept = await fetchFeed(newPath);
    expect(kept.status).toBe(200);
    expect(kept.events.some((e) => e.uid.startsWith(`pay-${first.visa.id}-`))).toBe(true);

    const other = await confirmedClient(app);
    const otherDebt = await addDebt(other.client, {
      debtName: 'Discover',
      balance: '900',
      interestRate: '22',
      minPayment: '40',
      dueDate: '2026-12-20',
    });
    const otherFeed = await fetchFeed(pathOf(await makeLink(other.client)));
    expect(otherFeed.events.length).toBeGreaterThan(0);
    expect(otherFeed.events.every((e) => e.uid.startsWith(`pay-${otherDebt.id}-`))).toBe(true);

    expect((await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await fetchFeed(newPath.replace('.ics', '.json'))).status).toBe(404);

    expect((await first.client.del('/api/auth/user')).status).toBe(200);
    expect((await fetchFeed(newPath)).status).toBe(404);
    const rows = await app.database.db.selectFrom('calendarFeedEvents').select('uid').where('userId', '=', first.user.id).execute();
    expect(rows).toEqual([]);
  });

  it('limits fetches of one link (429 with Retry-After), like the other public routes', async () => {
    const { client } = await confirmedClient(app);
    const path = pathOf(await makeLink(client));
    for (let i = 0; i < CALENDAR_FEED_PER_TOKEN; i++) expect((await app.client().get(path)).status).toBe(200);
    const limited = await app.client().get(path);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a link before its settings can be saved', async () => {
    const { client } = await confirmedClient(app);
    expect((await client.put('/api/calendar/settings', { includeAmounts: false })).status).toBe(404);
  });
});
