import { sql, type Kysely } from 'kysely';

// Payment reminders by email: each user's notification settings, and one row per user and
// day a reminder email was sent (the claim that makes the job safe on several instances).
// Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('payment_reminders', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('reminder_days_before', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(3)
        .check(sql`reminder_days_before between 1 and 7`),
    )
    .addColumn('trial_emails', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('payment_reminders_sent')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_reminders_sent_pkey', ['user_id', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_reminders_sent').ifExists().execute();
  await db.schema
    .alterTable('users')
    .dropColumn('payment_reminders')
    .dropColumn('reminder_days_before')
    .dropColumn('trial_emails')
    .execute();
}
