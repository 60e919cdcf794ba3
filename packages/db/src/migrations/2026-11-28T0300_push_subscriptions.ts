import { sql, type Kysely } from 'kysely';

// Web Push: the browsers (devices) a user subscribed to reminders, each an endpoint at its push
// service with the keys its messages are encrypted to; and one row per user and day a push
// reminder went out, the claim that sends it once however many instances run the job. Neither is
// part of the money ledger; both go with the user. Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A browser's subscription is one endpoint: it belongs to one user at a time.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_user_id_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('push_reminders_sent')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_reminders_sent_pkey', ['user_id', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_reminders_sent').ifExists().execute();
  await db.schema.dropTable('push_subscriptions').ifExists().execute();
}
