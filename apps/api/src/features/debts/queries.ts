import type {
  DB,
  DebtBalanceRow,
  DebtBalanceUpdate,
  DebtRow,
  DebtUpdate,
  NewDebt,
  NewDebtBalance,
  NewPayment,
  PaymentRow,
  PaymentUpdate,
} from '@paydown/db';
import type { IsoDate } from '@paydown/domain';
import { sql, type Kysely } from 'kysely';

// Every query is scoped by the owner's id: another user's id simply finds nothing. Besides the
// debts themselves: what a write of a debt's balance reads and writes under its row lock (its
// payments, its balance edits, its open planned payment).

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

// A debt's balance history: its payments and its balance edits.

/** The one statement that records a payment, however it was made (logged, planned, marked paid). */
export function insertPayment(trx: Kysely<DB>, values: NewPayment): Promise<PaymentRow> {
  return trx.insertInto('paymentHistory').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The user's (or one debt's) payments dated `since` or later, amounts as text. */
export function paymentsSince(db: Kysely<DB>, params: { userId: number; since: IsoDate; debtId?: number | undefined }) {
  let query = db
    .selectFrom('paymentHistory')
    .select(['debtId', 'amount', 'paymentDate'])
    .where('userId', '=', params.userId)
    .where('paymentDate', '>=', params.since);
  if (params.debtId !== undefined) query = query.where('debtId', '=', params.debtId);
  return query.execute();
}

export function findPayment(
  trx: Kysely<DB>,
  params: { userId: number; debtId: number; paymentId: number },
): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('paymentHistory')
    .selectAll()
    .where('userId', '=', params.userId)
    .where('debtId', '=', params.debtId)
    .where('id', '=', params.paymentId)
    .executeTakeFirst();
}

/** Every payment of one debt (caller holds its row lock): what its history's balanceAfter is computed from. */
export function debtPayments(trx: Kysely<DB>, params: { debtId: number }) {
  return trx
    .selectFrom('paymentHistory')
    .select(['id', 'debtId', 'paymentDate', 'amount', 'balanceAfter', 'createdAt'])
    .where('debtId', '=', params.debtId)
    .execute();
}

/**
 * The payment that changed the debt's balance last: the latest by date, and of one date the one
 * entered last (the final payment of a paid-off debt).
 */
export function lastPayment(trx: Kysely<DB>, params: { debtId: number }): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('paymentHistory')
    .selectAll()
    .where('debtId', '=', params.debtId)
    .orderBy('paymentDate', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function updatePayment(trx: Kysely<DB>, params: { id: number; patch: PaymentUpdate }): Promise<PaymentRow> {
  return trx.updateTable('paymentHistory').set(params.patch).where('id', '=', params.id).returningAll().executeTakeFirstOrThrow();
}

export async function deletePayment(trx: Kysely<DB>, params: { id: number }): Promise<void> {
  // A planned payment that pointed to it keeps its 'paid' status; payment_id is set null by the FK.
  await trx.deleteFrom('paymentHistory').where('id', '=', params.id).execute();
}

/** One debt's balance edits made by hand (caller holds its row lock), with when each was entered. */
export function debtBalanceEdits(trx: Kysely<DB>, params: { debtId: number }) {
  return trx
    .selectFrom('balanceSnapshots')
    .select(['id', 'debtId', 'day', 'balanceBefore', 'balance', 'createdAt'])
    .where('debtId', '=', params.debtId)
    .execute();
}

/**
 * Records a balance changed by hand (caller holds the debt's row lock), before and after. Several
 * edits on one day keep their own rows; the line adds up what each changed.
 */
export async function insertBalanceEdit(
  trx: Kysely<DB>,
  params: { userId: number; debtId: number; day: string; balanceBefore: string; balance: string },
): Promise<void> {
  await trx.insertInto('balanceSnapshots').values(params).execute();
}

/**
 * Cancels a debt's open planned payments: one open plan per debt (planning again moves it), and a
 * debt that is paid off (or whose cycle is paid) has nothing left to plan.
 */
export async function cancelOpenPlanned(db: Kysely<DB>, userId: number, debtId: number): Promise<void> {
  await db
    .updateTable('plannedPayments')
    .set({ status: 'cancelled' })
    .where('userId', '=', userId)
    .where('debtId', '=', debtId)
    .where('status', '=', 'planned')
    .execute();
}

// A credit card's balances (debt_balances): none for a card that is one balance.

/** The balances of the user's listed debts, each debt's in the order the user gave them. */
export function listCardParts(db: Kysely<DB>, params: { userId: number; debtIds: readonly number[] }): Promise<DebtBalanceRow[]> {
  if (params.debtIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('debtBalances')
    .selectAll()
    .where('userId', '=', params.userId)
    .where('debtId', 'in', params.debtIds)
    .orderBy('debtId')
    .orderBy('position')
    .execute();
}

export function insertCardParts(trx: Kysely<DB>, rows: readonly NewDebtBalance[]): Promise<DebtBalanceRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return trx.insertInto('debtBalances').values(rows).returningAll().execute();
}

/** One balance's fields (the caller holds its debt's row lock). */
export async function updateCardPart(trx: Kysely<DB>, params: { id: number; patch: DebtBalanceUpdate }): Promise<void> {
  await trx.updateTable('debtBalances').set(params.patch).where('id', '=', params.id).execute();
}

/** Removes the debt's balances other than `keep` (all of them when `keep` is empty). */
export async function deleteCardParts(trx: Kysely<DB>, params: { debtId: number; keep: readonly number[] }): Promise<void> {
  let query = trx.deleteFrom('debtBalances').where('debtId', '=', params.debtId);
  if (params.keep.length > 0) query = query.where('id', 'not in', params.keep);
  await query.execute();
}
