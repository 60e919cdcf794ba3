import { sql, type Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('email_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_confirmation_token_hash', 'text')
    .addColumn('email_confirmation_expires_at', 'timestamptz')
    .addColumn('last_verification_sent', 'timestamptz')
    .addColumn('trial_start_date', 'timestamptz')
    .addColumn('trial_end_date', 'timestamptz')
    .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('pending_confirmation'))
    .addColumn('last_trial_notification', 'text')
    .addColumn('has_lifetime_access', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('stripe_price_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Usernames and emails are unique regardless of case: "Alice" and "alice" are one person.
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await db.schema
    .createIndex('users_email_confirmation_token_hash_key')
    .unique()
    .on('users')
    .column('email_confirmation_token_hash')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('sess', 'jsonb', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expire', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expire_idx').on('sessions').column('expire').execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rate_limits', 'email_outbox', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
