import type { DB, PaymentRow, PlannedPaymentRow } from '@paydown/db';
import type { Kysely } from 'kysely';

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
