import { addDays, type CalendarEvent } from '@paydown/domain';
import ical, { ICalEventTransparency } from 'ical-generator';

/** How often a calendar is asked to fetch the feed again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 6 * 60 * 60;

export interface FeedEventOut extends CalendarEvent {
  /** Globally unique: the event's key and the app's host. */
  uid: string;
  sequence: number;
  modifiedAt: Date;
}

/**
 * The feed as iCalendar (RFC 5545), written by ical-generator: it escapes commas, semicolons and
 * backslashes in text and folds lines at 75 octets. Each event is all-day (VALUE=DATE), so it
 * stays on the user's day whatever zone the calendar shows it in; the calendar itself names no
 * zone. With no METHOD, DTSTAMP is the event's last change, like LAST-MODIFIED.
 */
export function feedIcs(events: readonly FeedEventOut[]): string {
  const calendar = ical({
    name: 'Paydown payments',
    description: 'What to pay when, from your Paydown plan',
    prodId: { company: 'Paydown', product: 'Payment calendar', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      // Midnight UTC of the date: with no zone set, ical-generator writes an all-day date from the UTC fields.
      start: new Date(`${e.date}T00:00:00Z`),
      // The next day, exclusive: one day long, said outright for calendars that need DTEND.
      end: new Date(`${addDays(e.date, 1)}T00:00:00Z`),
      allDay: true,
      summary: e.summary,
      description: e.description,
      url: e.url,
      sequence: e.sequence,
      stamp: e.modifiedAt,
      lastModified: e.modifiedAt,
      // A reminder to pay, not time taken: it does not make the day look busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
