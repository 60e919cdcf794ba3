import type { DB, DebtRow, DebtUpdate, NewDebt } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

// Every query is scoped by the owner's id: another user's id simply finds nothing.

export function listDebts(db: Kysely<DB>, userId: number, paid: boolean): Promise<DebtRow[]> {
  return db
    .selectFrom('debts')
    .selectAll()
    .where('userId', '=', userId)
    .where('isPaid', '=', paid)
    .orderBy(paid ? 'paidDate' : 'dueDate', paid ? 'desc' : 'asc')
    .orderBy('id')
    .execute();
}

export function findDebt(db: Kysely<DB>, userId: number, id: number): Promise<DebtRow | undefined> {
  return db.selectFrom('debts').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/**
 * The debt, its row locked until the transaction ends: every read-modify-write of a balance starts
 * here, so two payments on one debt run one after the other and neither overwrites the other. A
 * debt deleted meanwhile is simply not found (the delete waits for, or wins over, this lock).
 */
export function lockDebt(trx: Kysely<DB>, params: { userId: number; debtId: number }): Promise<DebtRow | undefined> {
  return trx
    .selectFrom('debts')
    .selectAll()
    .where('userId', '=', params.userId)
    .where('id', '=', params.debtId)
    .forUpdate()
    .executeTakeFirst();
}

/** How many debts the user has: not yet paid off, and in all. */
export async function countDebts(db: Kysely<DB>, userId: number): Promise<{ active: number; total: number }> {
  const row = await db
    .selectFrom('debts')
    .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.countAll<string>().filterWhere('isPaid', '=', false).as('active')])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), total: Number(row.total) };
}

export function insertDebt(db: Kysely<DB>, debt: NewDebt): Promise<DebtRow> {
  return db.insertInto('debts').values(debt).returningAll().executeTakeFirstOrThrow();
}

export function updateDebt(db: Kysely<DB>, userId: number, id: number, patch: DebtUpdate): Promise<DebtRow | undefined> {
  return db
    .updateTable('debts')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDebt(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('debts').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
