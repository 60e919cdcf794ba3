import { sql, type Kysely } from 'kysely';

// One open planned payment per debt, held by the database: two 'Pay on Suggested Date' requests
// racing each other can no longer both leave an open plan. Frozen once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Races before this index may have left several open plans on a debt: keep the newest.
  await sql`
    update planned_payments p set status = 'cancelled', updated_at = now()
    where p.status = 'planned'
      and exists (select 1 from planned_payments q where q.debt_id = p.debt_id and q.status = 'planned' and q.id > p.id)
  `.execute(db);
  await db.schema
    .createIndex('planned_payments_one_open_per_debt')
    .on('planned_payments')
    .column('debt_id')
    .unique()
    .where(sql.ref('status'), '=', 'planned')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('planned_payments_one_open_per_debt').ifExists().execute();
}
