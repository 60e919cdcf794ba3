import type { Generated } from 'kysely';
import type { CalendarDate } from './columns.ts';

// Where Paydown reaches a user outside the app: the calendar feed and push reminders. Neither is
// part of the money ledger the plan reads.

/** A user's calendar feed link: the SHA-256 of its secret (the secret itself is shown once). */
export interface CalendarFeedsTable {
  userId: number;
  tokenHash: string;
  includeAmounts: Generated<boolean>;
  /** The IANA zone whose days the feed's dates are (the browser's, when the link was made). */
  timeZone: Generated<string>;
  createdAt: Generated<Date>;
}

/** What a feed event last looked like: its SEQUENCE grows when its date moves. */
export interface CalendarFeedEventsTable {
  userId: number;
  uid: string;
  startsOn: CalendarDate;
  contentHash: string;
  sequence: Generated<number>;
  modifiedAt: Generated<Date>;
}

/** A browser subscribed to push reminders: its push service endpoint and the keys messages are encrypted to. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  /** The browser's P-256 public key, base64url (what the payload is encrypted to). */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
  createdAt: Generated<Date>;
}

/** One row per user and day a push reminder went out: the claim that sends it once. */
export interface PushRemindersSentTable {
  userId: number;
  day: CalendarDate;
  sentAt: Generated<Date>;
}
