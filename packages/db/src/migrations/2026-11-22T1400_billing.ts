import { sql, type Kysely } from 'kysely';

// Billing (Stripe) and the admin role's needs. Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stripe_invoice_id', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invoice_url', 'text')
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_history_user_idx').on('billing_history').columns(['user_id', 'date']).execute();

  // Each Stripe event id once: a repeated delivery has no effect.
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // When the subscription state we hold was true at Stripe (event.created): an older event arriving
  // late must not overwrite a newer state.
  await db.schema.alterTable('users').addColumn('stripe_status_at', 'timestamptz').execute();
  await db.schema.createIndex('users_stripe_customer_idx').on('users').column('stripe_customer_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('stripe_status_at').execute();
  await db.schema.dropTable('stripe_events').ifExists().execute();
  await db.schema.dropTable('billing_history').ifExists().execute();
}
