import type { DB, DebtRow, PaymentRow } from '@paydown/db';
import { formatMoney, parseMoney, type Debt, type IsoDate, type PaymentOut } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { debtOut } from '../debts/service.ts';
import { deletePayment, findPayment, lastPayment, paymentsAfter, updatePayment } from './queries.ts';
import { moreThanBalance, settleBalance, withLockedDebt } from './record.ts';
import { AMOUNT_NOT_POSITIVE, checkPaymentDate, toPaymentOut } from './service.ts';

// Undo: a payment edited or deleted, a paid-off debt reopened. Each restores the balance exactly
// (integer cents) under the debt's row lock, like every other payment write.

const PAYMENT_NOT_FOUND = 'Payment not found';

async function lockedPayment(trx: Kysely<DB>, debt: DebtRow, paymentId: number): Promise<PaymentRow> {
  const payment = await findPayment(trx, { userId: debt.userId, debtId: debt.id, paymentId });
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  return payment;
}

/**
 * Shifts the balance by `delta` cents (positive: money given back to the balance) and keeps the
 * history's "balance after" true for this payment and every later one.
 */
async function shiftBalance(
  trx: Kysely<DB>,
  debt: DebtRow,
  params: { fromPaymentId: number; delta: number; paidDate: IsoDate; today: IsoDate },
): Promise<DebtRow> {
  const balance = parseMoney(debt.balance) + params.delta;
  for (const later of await paymentsAfter(trx, { debtId: debt.id, paymentId: params.fromPaymentId })) {
    await updatePayment(trx, { id: later.id, patch: { balanceAfter: formatMoney(parseMoney(later.balanceAfter) + params.delta) } });
  }
  return settleBalance(trx, debt, { balance, paidDate: params.paidDate, today: params.today });
}

/** PUT /api/debts/{id}/payments/{paymentId}: a new amount, date or note; the balance follows the amount. */
export async function editPayment(
  db: Kysely<DB>,
  userId: number,
  input: {
    id: number;
    paymentId: number;
    amount?: string | undefined;
    paymentDate?: IsoDate | null | undefined;
    note?: string | null | undefined;
  },
  today: IsoDate,
): Promise<{ payment: PaymentOut; debt: Debt }> {
  if (input.paymentDate) checkPaymentDate(input.paymentDate, today);
  const result = await withLockedDebt(db, { userId, debtId: input.id }, async (trx, debt) => {
    const payment = await lockedPayment(trx, debt, input.paymentId);
    const oldAmount = parseMoney(payment.amount);
    const newAmount = input.amount === undefined ? oldAmount : parseMoney(input.amount);
    if (newAmount <= 0) throw new AppError('INVALID', AMOUNT_NOT_POSITIVE, { amount: AMOUNT_NOT_POSITIVE });
    // What was owed before this payment: the balance now plus this payment.
    const available = parseMoney(debt.balance) + oldAmount;
    if (newAmount > available) throw moreThanBalance(available);
    const delta = oldAmount - newAmount;
    const updated = await updatePayment(trx, {
      id: payment.id,
      patch: {
        amount: formatMoney(newAmount),
        balanceAfter: formatMoney(parseMoney(payment.balanceAfter) + delta),
        ...(input.paymentDate ? { paymentDate: input.paymentDate } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      },
    });
    const row = await shiftBalance(trx, debt, { fromPaymentId: payment.id, delta, paidDate: updated.paymentDate, today });
    return { payment: updated, debt: row };
  });
  return { payment: toPaymentOut(result.payment), debt: await debtOut(db, result.debt, today) };
}

/** DELETE /api/debts/{id}/payments/{paymentId}: the payment never happened; its amount goes back on the balance. */
export async function removePayment(
  db: Kysely<DB>,
  userId: number,
  input: { id: number; paymentId: number },
  today: IsoDate,
): Promise<Debt> {
  const row = await withLockedDebt(db, { userId, debtId: input.id }, async (trx, debt) => {
    const payment = await lockedPayment(trx, debt, input.paymentId);
    await deletePayment(trx, { id: payment.id });
    return shiftBalance(trx, debt, { fromPaymentId: payment.id, delta: parseMoney(payment.amount), paidDate: today, today });
  });
  return debtOut(db, row, today);
}

/**
 * POST /api/debts/{id}/reopen: a paid-off debt back on the active list with the balance it had:
 * the final payment (the one that took it to zero) is removed and its amount restored.
 */
export async function reopenDebt(db: Kysely<DB>, userId: number, id: number, today: IsoDate): Promise<Debt> {
  const row = await withLockedDebt(db, { userId, debtId: id }, async (trx, debt) => {
    if (!debt.isPaid) throw new AppError('INVALID', 'This debt is not paid off.');
    const final = await lastPayment(trx, { debtId: debt.id });
    if (!final || parseMoney(final.balanceAfter) !== 0) {
      // No final payment on record (paid off before payments were kept): back with its stored balance.
      const balance = parseMoney(debt.balance);
      if (balance === 0) throw new AppError('INVALID', 'There is no final payment on record to undo.');
      return settleBalance(trx, debt, { balance, paidDate: today, today });
    }
    await deletePayment(trx, { id: final.id });
    return settleBalance(trx, debt, { balance: parseMoney(final.amount), paidDate: today, today });
  });
  return debtOut(db, row, today);
}
