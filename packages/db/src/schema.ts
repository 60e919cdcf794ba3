import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Column conventions, identical on PGlite and PostgreSQL (see database.ts parsers):
// numeric -> string ("1234.50"), date -> "YYYY-MM-DD" string, timestamptz -> Date.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Generated<string>;
  emailConfirmed: Generated<boolean>;
  emailConfirmationTokenHash: string | null;
  emailConfirmationExpiresAt: NullableTimestamp;
  lastVerificationSent: NullableTimestamp;
  trialStartDate: NullableTimestamp;
  trialEndDate: NullableTimestamp;
  subscriptionStatus: Generated<string>;
  lastTrialNotification: string | null;
  hasLifetimeAccess: Generated<boolean>;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SessionsTable {
  sid: string;
  sess: ColumnType<Record<string, unknown>, string, string>;
  userId: number | null;
  expire: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to: string;
  template: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Generated<Date>;
  sentAt: NullableTimestamp;
  error: string | null;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  resetAt: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  emailOutbox: EmailOutboxTable;
  rateLimits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
