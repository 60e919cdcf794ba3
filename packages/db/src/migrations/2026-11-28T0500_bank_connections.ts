import { sql, type Kysely } from 'kysely';

// Bank connections (Plaid): a user's linked login at a lender (an "item"), its access token sealed
// at rest, the transactions cursor a sync continues from, and its status (a login the lender wants
// renewed shows on the screen). Its accounts, each linked to the debt it updates (or not yet: the
// user confirms), with the latest figures the lender reported. And the transactions read so far:
// the lender's id for each, the payment it was logged as (once), until its statement period is
// stored with the statements. Disconnecting deletes these rows; the debts, payments and statements
// a sync wrote stay. Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_connections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The lender's login at Plaid: webhooks name it.
    .addColumn('item_id', 'text', (c) => c.notNull().unique())
    // AES-256-GCM sealed, bound to the user's id (never stored in the clear).
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('institution_name', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ok')
        .check(sql`status in ('ok', 'login_required', 'error')`),
    )
    .addColumn('error_code', 'text')
    .addColumn('transactions_cursor', 'text')
    .addColumn('last_sync_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bank_connections_user_idx').on('bank_connections').column('user_id').execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('connection_id', 'integer', (c) => c.notNull().references('bank_connections.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mask', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subtype', 'text')
    // The debt the account updates; null until the user links it (or the debt was deleted).
    .addColumn('debt_id', 'integer', (c) => c.references('debts.id').onDelete('set null'))
    // The latest liability figures (jsonb), what a new debt is proposed from.
    .addColumn('facts', 'jsonb')
    .addUniqueConstraint('bank_accounts_connection_account', ['connection_id', 'account_id'])
    .execute();
  await db.schema.createIndex('bank_accounts_user_idx').on('bank_accounts').columns(['user_id', 'connection_id']).execute();

  await db.schema
    .createTable('bank_transactions')
    .addColumn('connection_id', 'integer', (c) => c.notNull().references('bank_connections.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'credit', 'purchase', 'cash_advance', 'fee', 'interest')`))
    .addColumn('posted_on', 'date', (c) => c.notNull())
    // Signed: positive adds to the debt, negative lowers it.
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The payment the transaction was logged as (or matched): it is never logged again.
    .addColumn('payment_id', 'integer', (c) => c.references('payment_history.id').onDelete('set null'))
    .addPrimaryKeyConstraint('bank_transactions_pk', ['connection_id', 'transaction_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_transactions').ifExists().execute();
  await db.schema.dropTable('bank_accounts').ifExists().execute();
  await db.schema.dropTable('bank_connections').ifExists().execute();
}
