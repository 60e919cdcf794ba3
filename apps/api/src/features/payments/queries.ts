import type { DB, NewPayment, NewPlannedPayment, PaymentRow, PaymentUpdate, PlannedPaymentRow } from '@paydown/db';
import { addDays, parseMoney, type CyclePayment, type IsoDate } from '@paydown/domain';
import { sql, type Kysely } from 'kysely';

export type PlannedWithName = PlannedPaymentRow & { debtName: string };

export function listOpenPlanned(db: Kysely<DB>, userId: number): Promise<PlannedWithName[]> {
  return db
    .selectFrom('plannedPayments')
    .innerJoin('debts', 'debts.id', 'plannedPayments.debtId')
    .selectAll('plannedPayments')
    .select('debts.debtName')
    .where('plannedPayments.userId', '=', userId)
    .where('plannedPayments.status', '=', 'planned')
    .orderBy('plannedPayments.plannedDate')
    .execute();
}

export function findPlanned(db: Kysely<DB>, userId: number, id: number): Promise<PlannedWithName | undefined> {
  return db
    .selectFrom('plannedPayments')
    .innerJoin('debts', 'debts.id', 'plannedPayments.debtId')
    .selectAll('plannedPayments')
    .select('debts.debtName')
    .where('plannedPayments.userId', '=', userId)
    .where('plannedPayments.id', '=', id)
    .executeTakeFirst();
}

/**
 * Cancels a debt's open planned payments: one open plan per debt (planning again moves it), and a
 * debt that is paid off has nothing left to plan.
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

/** Cancels one open planned payment; false when there was none (unknown, someone else's, or closed). */
export async function cancelPlanned(db: Kysely<DB>, params: { userId: number; id: number }): Promise<boolean> {
  const result = await db
    .updateTable('plannedPayments')
    .set({ status: 'cancelled', updatedAt: sql<Date>`now()` })
    .where('userId', '=', params.userId)
    .where('id', '=', params.id)
    .where('status', '=', 'planned')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function insertPlanned(trx: Kysely<DB>, values: NewPlannedPayment): Promise<PlannedPaymentRow> {
  return trx.insertInto('plannedPayments').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Closes an open planned payment as paid, in one conditional statement: of two requests logging
 * the same plan, exactly one gets the row back; the other gets nothing and records nothing.
 */
export function claimPlanned(trx: Kysely<DB>, params: { userId: number; id: number }): Promise<PlannedPaymentRow | undefined> {
  return trx
    .updateTable('plannedPayments')
    .set({ status: 'paid', updatedAt: sql<Date>`now()` })
    .where('userId', '=', params.userId)
    .where('id', '=', params.id)
    .where('status', '=', 'planned')
    .returningAll()
    .executeTakeFirst();
}

export async function linkPlannedPayment(trx: Kysely<DB>, params: { id: number; paymentId: number }): Promise<void> {
  await trx.updateTable('plannedPayments').set({ paymentId: params.paymentId }).where('id', '=', params.id).execute();
}

/** The one statement that records a payment, however it was made (logged, planned, marked paid). */
export function insertPayment(trx: Kysely<DB>, values: NewPayment): Promise<PaymentRow> {
  return trx.insertInto('paymentHistory').values(values).returningAll().executeTakeFirstOrThrow();
}

/** How far back a payment can still count toward the current cycle (a quarter, with room). */
const CYCLE_LOOKBACK_DAYS = 120;

/** The first day a payment can count toward the cycle current on `today`. */
export function cycleLookbackStart(today: IsoDate): IsoDate {
  return addDays(today, -CYCLE_LOOKBACK_DAYS);
}

/** The user's (or one debt's) payments recent enough to count toward a current cycle, as the domain reads them. */
export async function recentPaymentFacts(
  db: Kysely<DB>,
  params: { userId: number; today: IsoDate; debtId?: number },
): Promise<CyclePayment[]> {
  let query = db
    .selectFrom('paymentHistory')
    .select(['debtId', 'amount', 'paymentDate'])
    .where('userId', '=', params.userId)
    .where('paymentDate', '>=', cycleLookbackStart(params.today));
  if (params.debtId !== undefined) query = query.where('debtId', '=', params.debtId);
  const rows = await query.execute();
  return rows.map((r) => ({ debtId: r.debtId, paymentDate: r.paymentDate, amount: parseMoney(r.amount) }));
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

export function listPayments(db: Kysely<DB>, userId: number, debtId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('paymentHistory')
    .selectAll()
    .where('userId', '=', userId)
    .where('debtId', '=', debtId)
    .orderBy('paymentDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
