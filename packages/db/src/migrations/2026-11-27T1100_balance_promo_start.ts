import { sql, type Kysely } from 'kysely';

// When a card balance's promotion began. A deferred-interest balance left owing at its promotion's
// end is charged the regular APR back-dated to that start, so a store card opened months before it
// was entered owes those months too; a payment made before the start was applied at the regular
// APR. Null: the day the balance was added counts (as a card without balances counts from the day
// the debt was added). Only with a promotion, and before its end. Frozen once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('debt_balances').addColumn('promo_start_date', 'date').execute();
  await db.schema
    .alterTable('debt_balances')
    .addCheckConstraint(
      'debt_balances_promo_start',
      sql`promo_start_date is null or (promo_end_date is not null and promo_start_date < promo_end_date)`,
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('debt_balances').dropConstraint('debt_balances_promo_start').execute();
  await db.schema.alterTable('debt_balances').dropColumn('promo_start_date').execute();
}
