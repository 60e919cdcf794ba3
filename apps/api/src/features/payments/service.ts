import type { DB, PaymentRow } from '@paydown/db';
import {
  computeDebt,
  debtFactsFromRow,
  formatMoney,
  incomeFactsFromRow,
  parseMoney,
  type IsoDate,
  type PaymentOut,
  type PlannedPaymentOut,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { findDebt, updateDebt } from '../debts/queries.ts';
import { DEBT_NOT_FOUND, toDebtOut } from '../debts/service.ts';
import { listIncome } from '../income/queries.ts';
import { cancelOpenPlanned, findPlanned, listOpenPlanned, listPayments, type PlannedWithName } from './queries.ts';

const PLANNED_NOT_FOUND = 'Planned payment not found';
const ALREADY_PAID = 'This debt is already paid off.';
const AMOUNT_NOT_POSITIVE = 'The payment amount must be more than zero.';

function toPlannedOut(row: PlannedWithName): PlannedPaymentOut {
  return {
    id: row.id,
    debtId: row.debtId,
    debtName: row.debtName,
    plannedDate: row.plannedDate,
    amount: row.amount,
    status: row.status as PlannedPaymentOut['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

function toPaymentOut(row: PaymentRow): PaymentOut {
  return {
    id: row.id,
    debtId: row.debtId,
    amount: row.amount,
    paymentDate: row.paymentDate,
    balanceAfter: row.balanceAfter,
    suggestedDate: row.suggestedDate,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPlannedOut(db: Kysely<DB>, userId: number): Promise<PlannedPaymentOut[]> {
  return (await listOpenPlanned(db, userId)).map(toPlannedOut);
}

export async function listPaymentsOut(db: Kysely<DB>, userId: number, debtId: number): Promise<PaymentOut[]> {
  if (!(await findDebt(db, userId, debtId))) throw notFound(DEBT_NOT_FOUND);
  return (await listPayments(db, userId, debtId)).map(toPaymentOut);
}

/**
 * 'Pay on Suggested Date': plans the debt's monthly payment on its suggested date (either may be
 * given instead). One open plan per debt: planning again moves it.
 */
export async function planPayment(
  db: Kysely<DB>,
  userId: number,
  input: { id: number; plannedDate?: IsoDate | null | undefined; amount?: string | undefined },
  today: IsoDate,
): Promise<PlannedPaymentOut> {
  const [debt, income] = await Promise.all([findDebt(db, userId, input.id), listIncome(db, userId)]);
  if (!debt) throw notFound(DEBT_NOT_FOUND);
  if (debt.isPaid) throw new AppError('INVALID', ALREADY_PAID);
  const computed = computeDebt(debtFactsFromRow(debt), income.map(incomeFactsFromRow), today);
  const plannedDate = input.plannedDate ?? computed.suggestedPaymentDate;
  const amount = input.amount ?? formatMoney(computed.monthlyPayment);
  if (plannedDate < today) {
    throw new AppError('INVALID', 'The payment date cannot be in the past.', { plannedDate: 'The payment date cannot be in the past.' });
  }
  if (parseMoney(amount) <= 0) {
    throw new AppError('INVALID', AMOUNT_NOT_POSITIVE, { amount: AMOUNT_NOT_POSITIVE });
  }
  const row = await db.transaction().execute(async (trx) => {
    await cancelOpenPlanned(trx, userId, debt.id);
    return trx
      .insertInto('plannedPayments')
      .values({ userId, debtId: debt.id, plannedDate, amount })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  // The debt's name is already here: no need to read the new row back joined to debts.
  return toPlannedOut({ ...row, debtName: debt.debtName });
}

export async function cancelPlannedPayment(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  const result = await db
    .updateTable('plannedPayments')
    .set({ status: 'cancelled' })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('status', '=', 'planned')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(PLANNED_NOT_FOUND);
}

/**
 * A payment made: lowers the balance (never below zero), writes payment_history with the
 * suggested date in force, and marks the debt paid when nothing is left. All or nothing.
 */
export async function logPayment(
  db: Kysely<DB>,
  userId: number,
  input: { debtId: number; amount: string; paymentDate?: IsoDate | null | undefined; plannedId?: number },
  today: IsoDate,
) {
  const income = await listIncome(db, userId);
  const paymentDate = input.paymentDate ?? today;
  if (paymentDate > today) {
    throw new AppError('INVALID', 'A payment cannot be logged in the future.', { paymentDate: 'A payment cannot be logged in the future.' });
  }
  return db.transaction().execute(async (trx) => {
    const debt = await findDebt(trx, userId, input.debtId);
    if (!debt) throw notFound(DEBT_NOT_FOUND);
    if (debt.isPaid) throw new AppError('INVALID', ALREADY_PAID);
    const amount = parseMoney(input.amount);
    if (amount <= 0) {
      throw new AppError('INVALID', AMOUNT_NOT_POSITIVE, { amount: AMOUNT_NOT_POSITIVE });
    }
    const balance = parseMoney(debt.balance);
    const balanceAfter = Math.max(0, balance - amount);
    const suggested = computeDebt(debtFactsFromRow(debt), income.map(incomeFactsFromRow), today).suggestedPaymentDate;
    const payment = await trx
      .insertInto('paymentHistory')
      .values({
        userId,
        debtId: debt.id,
        // A payment larger than the balance pays it off; the surplus is not recorded as paid.
        amount: formatMoney(Math.min(amount, balance)),
        paymentDate,
        balanceAfter: formatMoney(balanceAfter),
        suggestedDate: suggested,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const updated = await updateDebt(trx, userId, debt.id, {
      balance: formatMoney(balanceAfter),
      ...(balanceAfter === 0 ? { isPaid: true, paidDate: paymentDate } : {}),
    });
    if (!updated) throw notFound(DEBT_NOT_FOUND);
    if (input.plannedId !== undefined) {
      await trx
        .updateTable('plannedPayments')
        .set({ status: 'paid', paymentId: payment.id })
        .where('id', '=', input.plannedId)
        .execute();
    }
    if (balanceAfter === 0) await cancelOpenPlanned(trx, userId, debt.id);
    return { payment: toPaymentOut(payment), debt: toDebtOut(updated, income, today) };
  });
}

export async function logPlannedPayment(
  db: Kysely<DB>,
  userId: number,
  input: { id: number; paymentDate?: IsoDate | null | undefined },
  today: IsoDate,
) {
  const planned = await findPlanned(db, userId, input.id);
  if (!planned || planned.status !== 'planned') throw notFound(PLANNED_NOT_FOUND);
  return logPayment(
    db,
    userId,
    { debtId: planned.debtId, amount: planned.amount, paymentDate: input.paymentDate ?? today, plannedId: planned.id },
    today,
  );
}
