import type { DB, NewPlannedPayment, PaymentRow, PlannedPaymentRow } from '@paydown/db';
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
