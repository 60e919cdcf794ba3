import { sql, type Kysely } from 'kysely';

// The calendar feed: one secret link per user (only its SHA-256 is kept, like a password-reset
// token; resetting replaces it, so the old link stops at once) with what the feed shows and the
// time zone whose days its dates are; and what each event last looked like, so an event whose date
// moves gets a higher SEQUENCE and a new LAST-MODIFIED. Neither is part of the money ledger (the
// plan never reads them). Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('include_amounts', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('calendar_feed_events')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('modified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('calendar_feed_events_pkey', ['user_id', 'uid'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feed_events').ifExists().execute();
  await db.schema.dropTable('calendar_feeds').ifExists().execute();
}
