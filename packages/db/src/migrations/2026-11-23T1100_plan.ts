import { sql, type Kysely } from 'kysely';

// The payoff plan (settings, lump sums, per-debt plan fields) and stable suggestion ids (a key per
// suggestion, so ids survive regeneration). Frozen once landed: add a new migration instead of
// editing this one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per user, written on the first PUT /api/plan; no row reads as avalanche with no extra.
  await db.schema
    .createTable('plan_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('strategy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('avalanche')
        .check(sql`strategy in ('avalanche', 'snowball', 'custom')`),
    )
    .addColumn('extra_monthly', sql`numeric(10,2)`, (c) =>
      c
        .notNull()
        .defaultTo('0')
        .check(sql`extra_monthly >= 0`),
    )
    // Debt ids, paid first to last (jsonb array); ids of debts deleted since are skipped when read.
    .addColumn('custom_order', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One-off payments ("snowflakes"): applied in the month containing their date.
  await db.schema
    .createTable('lump_sums')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lump_sums_user_idx').on('lump_sums').columns(['user_id', 'date']).execute();

  await db.schema
    .alterTable('debts')
    .addColumn('in_plan', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('pays_in_full', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('promo_rate', sql`numeric(5,2)`, (c) => c.check(sql`promo_rate >= 0 and promo_rate < 100`))
    .addColumn('promo_end_date', 'date')
    .addColumn('deferred_interest', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Mortgage/Rent is out of the plan by default (a 30-year mortgage would hide every other debt); the
  // API applies the same default to new debts by type, so existing rows follow the rule too.
  await db.updateTable('debts').set({ in_plan: false }).where('debt_type', '=', 'mortgage').execute();

  // A suggestion's stable identity (kind + debt + action) so regeneration updates it in place and
  // its id survives; fingerprint = its figures (an applied one with the same figures is not brought
  // back); source_hash = the facts it was computed from (a change makes the open ones stale).
  await db.schema
    .alterTable('ai_suggestions')
    .addColumn('key', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('source_hash', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Rows from before had no key (and the generation race could leave duplicates): each gets a key
  // of its own, so the next generation replaces them once and keeps ids from then on.
  await sql`update ai_suggestions set key = 'legacy:' || id`.execute(db);
  await db.schema
    .alterTable('ai_suggestions')
    .alterColumn('key', (c) => c.setNotNull())
    .execute();
  await db.schema
    .createIndex('ai_suggestions_open_key_idx')
    .on('ai_suggestions')
    .columns(['user_id', 'key'])
    .unique()
    .where(sql.ref('is_applied'), '=', false)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ai_suggestions_open_key_idx').ifExists().execute();
  await db.schema
    .alterTable('ai_suggestions')
    .dropColumn('key')
    .dropColumn('fingerprint')
    .dropColumn('source_hash')
    .dropColumn('updated_at')
    .execute();
  await db.schema
    .alterTable('debts')
    .dropColumn('in_plan')
    .dropColumn('pays_in_full')
    .dropColumn('promo_rate')
    .dropColumn('promo_end_date')
    .dropColumn('deferred_interest')
    .execute();
  await db.schema.dropTable('lump_sums').ifExists().execute();
  await db.schema.dropTable('plan_settings').ifExists().execute();
}
