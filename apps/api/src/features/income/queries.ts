import type { DB, IncomeRow, IncomeUpdate, NewIncome } from '@paydown/db';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

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

/** The user's income sources as a JSON array inside a larger statement: what the money math reads, amounts as text. */
export function incomeJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('incomeSources')
      .select((i) => [
        i.cast<string>('amount', 'text').as('amount'),
        'payDate',
        'frequency',
        'nextExpectedPayDate',
        i.cast<string | null>('expectedPaymentsPerMonth', 'text').as('expectedPaymentsPerMonth'),
      ])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id'),
  );
}
