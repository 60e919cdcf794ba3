import { sql, type Kysely } from 'kysely';

// AI suggestions. Frozen once landed: add a new migration instead of editing this one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_suggestions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('debt_id', 'integer', (c) => c.references('debts.id').onDelete('cascade'))
    .addColumn('suggestion_type', 'text', (c) =>
      c.notNull().check(sql`suggestion_type in ('payment_timing', 'extra_payment', 'debt_consolidation', 'other')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('potential_savings', sql`numeric(10,2)`)
    .addColumn('is_applied', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('impact_score', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('action', 'jsonb')
    // Which words the user saw: the local templates or the language model's.
    .addColumn('wording', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('applied_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('ai_suggestions_user_idx').on('ai_suggestions').columns(['user_id', 'is_applied']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ai_suggestions').ifExists().execute();
}
