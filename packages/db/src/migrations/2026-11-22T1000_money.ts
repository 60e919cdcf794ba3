import { sql, type Kysely } from 'kysely';

// Debts, income and payments. Frozen once landed: add a new migration instead of editing this one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('debts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('debt_name', 'text', (c) => c.notNull())
    .addColumn('debt_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('other')
        .check(sql`debt_type in ('credit_card', 'personal_loan', 'auto_loan', 'mortgage', 'student_loan', 'other')`),
    )
    .addColumn('balance', sql`numeric(10,2)`, (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('interest_rate', sql`numeric(5,2)`, (c) => c.notNull().check(sql`interest_rate >= 0`))
    .addColumn('min_payment', sql`numeric(10,2)`, (c) => c.notNull().check(sql`min_payment >= 0`))
    .addColumn('statement_date', 'date')
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('pay_period_frequency', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('extra_payment', sql`numeric(10,2)`, (c) =>
      c
        .notNull()
        .defaultTo('0')
        .check(sql`extra_payment >= 0`),
    )
    .addColumn('suggested_payment_date', 'date')
    .addColumn('is_paid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid_date', 'date')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('debts_user_id_idx').on('debts').columns(['user_id', 'is_paid']).execute();

  await db.schema
    .createTable('income_sources')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('income_source', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('pay_date', 'date', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) =>
      c.notNull().check(sql`frequency in ('weekly', 'bi-weekly', 'monthly', 'twice-monthly', 'variable')`),
    )
    .addColumn('next_expected_pay_date', 'date')
    .addColumn('is_in_target_month', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('expected_payments_per_month', sql`numeric(5,1)`)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('income_sources_user_id_idx').on('income_sources').column('user_id').execute();

  await db.schema
    .createTable('payment_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('payment_date', 'date', (c) => c.notNull())
    .addColumn('balance_after', sql`numeric(10,2)`, (c) => c.notNull())
    // The suggested date in force when the payment was made (learning progress compares them).
    .addColumn('suggested_date', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_history_debt_id_idx').on('payment_history').column('debt_id').execute();
  await db.schema.createIndex('payment_history_user_id_idx').on('payment_history').column('user_id').execute();

  // "Pay on Suggested Date": a payment the user plans to make; logging it as paid writes payment_history.
  await db.schema
    .createTable('planned_payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('planned_date', 'date', (c) => c.notNull())
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('planned')
        .check(sql`status in ('planned', 'paid', 'cancelled')`),
    )
    .addColumn('payment_id', 'integer', (c) => c.references('payment_history.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('planned_payments_user_status_idx').on('planned_payments').columns(['user_id', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['planned_payments', 'payment_history', 'income_sources', 'debts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
