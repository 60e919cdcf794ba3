import { sql, type Kysely } from 'kysely';

// Statements in: a lender's statement periods (from a file, typed from paper, or later synced from
// a bank connection), the lines each listed, which debt an account maps to, and a CSV's column
// mapping. A line is stored once per debt by the lender's id for it (fitid: OFX FITID, a bank
// sync's transaction id, or one made from a CSV line), so importing a file again writes nothing;
// a payment logged from a line keeps its payment's id. None of these tables is read by the plan:
// the payments and balance changes an import makes go to payment_history and balance_snapshots,
// whose triggers renew the ledger version. Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('file', 'typed', 'plaid')`))
    // A hash of the lender's account number (never the number itself): where the period came from.
    .addColumn('account_key', 'text')
    .addColumn('lender', 'text')
    // A bank sync's own id for the statement, when it has one.
    .addColumn('external_id', 'text')
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    // Null when the source does not say (a CSV export): the interest check then cannot run.
    .addColumn('closing_balance', sql`numeric(10,2)`, (c) => c.check(sql`closing_balance >= 0`))
    .addColumn('interest_charged', sql`numeric(10,2)`, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`interest_charged >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('statements_period', sql`period_start <= period_end`)
    .addUniqueConstraint('statements_debt_period', ['debt_id', 'period_start', 'period_end'])
    .execute();
  await db.schema.createIndex('statements_user_idx').on('statements').columns(['user_id', 'debt_id', 'period_end']).execute();

  await db.schema
    .createTable('statement_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('statements.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('fitid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'credit', 'purchase', 'cash_advance', 'fee', 'interest')`))
    .addColumn('posted_on', 'date', (c) => c.notNull())
    // Signed: positive adds to the debt, negative lowers it.
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The payment this line is: logged by the import, or one logged by hand that it matched.
    .addColumn('payment_id', 'integer', (c) => c.references('payment_history.id').onDelete('set null'))
    .addUniqueConstraint('statement_lines_debt_fitid', ['debt_id', 'fitid'])
    .execute();
  await db.schema.createIndex('statement_lines_statement_idx').on('statement_lines').column('statement_id').execute();
  await db.schema.createIndex('statement_lines_payment_idx').on('statement_lines').column('payment_id').execute();

  // The debt an account of a statement file maps to, remembered per user.
  await db.schema
    .createTable('statement_accounts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('statement_accounts_pk', ['user_id', 'account_key'])
    .execute();

  // A card CSV's column mapping, remembered per user and header row (one lender's export).
  await db.schema
    .createTable('statement_csv_mappings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('header_key', 'text', (c) => c.notNull())
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('statement_csv_mappings_pk', ['user_id', 'header_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statement_csv_mappings').ifExists().execute();
  await db.schema.dropTable('statement_accounts').ifExists().execute();
  await db.schema.dropTable('statement_lines').ifExists().execute();
  await db.schema.dropTable('statements').ifExists().execute();
}
