import { sql, type Kysely } from 'kysely';

// How each payment was made (logged by hand, a planned payment logged, Mark as Paid) and the user's
// note: the payment history shows both. Frozen once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_history')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('logged')
        .check(sql`kind in ('logged', 'planned', 'marked_paid')`),
    )
    .addColumn('note', 'text')
    .execute();
  // Earlier rows: a payment a planned payment points to was made from the plan.
  await sql`update payment_history h set kind = 'planned' where exists (select 1 from planned_payments p where p.payment_id = h.id)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_history').dropColumn('kind').dropColumn('note').execute();
}
