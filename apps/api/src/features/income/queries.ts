import type { DB, IncomeRow, IncomeUpdate, NewIncome } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

export function listIncome(db: Kysely<DB>, userId: number): Promise<IncomeRow[]> {
  return db.selectFrom('incomeSources').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
}

export function findIncome(db: Kysely<DB>, userId: number, id: number): Promise<IncomeRow | undefined> {
  return db.selectFrom('incomeSources').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function insertIncome(db: Kysely<DB>, income: NewIncome): Promise<IncomeRow> {
  return db.insertInto('incomeSources').values(income).returningAll().executeTakeFirstOrThrow();
}

export function updateIncome(db: Kysely<DB>, userId: number, id: number, patch: IncomeUpdate): Promise<IncomeRow | undefined> {
  return db
    .updateTable('incomeSources')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteIncome(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('incomeSources').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
