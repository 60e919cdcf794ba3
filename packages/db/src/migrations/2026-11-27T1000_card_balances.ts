import { sql, type Kysely } from 'kysely';

// Credit cards as lenders run them: a card's balances (a purchase balance, a balance transfer, a
// cash advance, ...), each with its own APR and promotion, and the issuer's minimum-payment rule.
// A card without rows in debt_balances is one balance, as before (the debt's own balance, rate and
// promotion). A payment on a card with balances records how it was split among them, so the
// history shows the split and an undo puts back exactly what each balance lost. Frozen once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('debt_balances')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The order the user listed them in: ties in the payment allocation go to the one listed first.
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('purchase', 'balance_transfer', 'cash_advance', 'promo_purchase')`))
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('apr', sql`numeric(5,2)`, (c) => c.notNull().check(sql`apr >= 0`))
    .addColumn('promo_apr', sql`numeric(5,2)`, (c) => c.check(sql`promo_apr >= 0`))
    .addColumn('promo_end_date', 'date')
    .addColumn('deferred_interest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('debt_balances_promo_pair', sql`(promo_apr is null) = (promo_end_date is null)`)
    .addUniqueConstraint('debt_balances_debt_position', ['debt_id', 'position'], (c) => c.deferrable().initiallyDeferred())
    .execute();
  await db.schema.createIndex('debt_balances_user_idx').on('debt_balances').columns(['user_id', 'debt_id']).execute();

  await db.schema
    .alterTable('debts')
    .addColumn('min_payment_rule', 'text', (c) =>
      c
        .notNull()
        .defaultTo('fixed')
        .check(sql`min_payment_rule in ('fixed', 'percent_plus_interest', 'percent_of_balance')`),
    )
    // Percent of the balance (0.01-25) and the smallest minimum (0-1,000), for the percent rules.
    .addColumn('min_payment_percent', sql`numeric(5,2)`, (c) => c.check(sql`min_payment_percent > 0 and min_payment_percent <= 25`))
    .addColumn('min_payment_floor', sql`numeric(10,2)`, (c) => c.check(sql`min_payment_floor >= 0 and min_payment_floor <= 1000`))
    .execute();

  await db.schema
    .alterTable('debts')
    .addCheckConstraint(
      'debts_min_payment_rule_fields',
      sql`(min_payment_rule = 'fixed') = (min_payment_percent is null and min_payment_floor is null)`,
    )
    .execute();

  // A payment's split among the card's balances: [{ "partId", "kind", "amount" }] (amount as text);
  // null for a debt paid as one balance.
  await db.schema.alterTable('payment_history').addColumn('parts', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_history').dropColumn('parts').execute();
  await db.schema.alterTable('debts').dropConstraint('debts_min_payment_rule_fields').execute();
  await db.schema
    .alterTable('debts')
    .dropColumn('min_payment_rule')
    .dropColumn('min_payment_percent')
    .dropColumn('min_payment_floor')
    .execute();
  await db.schema.dropTable('debt_balances').ifExists().execute();
}
