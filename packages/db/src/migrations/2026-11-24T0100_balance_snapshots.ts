import { sql, type Kysely } from 'kysely';

// Progress against the plan: a dated record of every balance change made by hand (the
// debt edited), so the actual balance line stays true after such an edit. Payments need no row
// here: payment_history already dates each one (docs/money-math.md, "Progress against the plan").
// Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('balance_snapshots')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    // The balance before the edit and after it (the change is the difference).
    .addColumn('balance_before', sql`numeric(10,2)`, (c) => c.notNull().check(sql`balance_before >= 0`))
    .addColumn('balance', sql`numeric(10,2)`, (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('balance_snapshots_user_idx').on('balance_snapshots').columns(['user_id', 'debt_id', 'day']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('balance_snapshots').ifExists().execute();
}
