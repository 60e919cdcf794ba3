import type { DB, DebtRow, PaymentRow } from '@paydown/db';
import { formatMoney, parseMoney, type Debt, type IsoDate, type PaymentOut } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { debtOut } from '../debts/service.ts';
import { checkFitsColumn, restateBalancesAfter } from '../debts/balance-after.ts';
import { deletePayment, findPayment, lastPayment, updatePayment } from './queries.ts';
import { moreThanBalance, settleBalance, withLockedDebt } from '../debts/balance.ts';
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
 * Sets the balance a correction gives (`balance`, checked against its column before anything is
 * written) and makes the history's balanceAfter true again for every payment of the debt.
 */
async function correctBalance(
  trx: Kysely<DB>,
  debt: DebtRow,
  params: { balance: number; today: IsoDate },
): Promise<{ debt: DebtRow; balancesAfter: Map<number, string> }> {
  const restated = await restateBalancesAfter(trx, debt, params.balance, params.today);
  // Paid off by a correction: on the date of its latest payment.
  const paidDate = restated.lastPaymentDate ?? params.today;
  return { debt: await settleBalance(trx, debt, { ...params, paidDate }), balancesAfter: restated.balancesAfter };
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
    // A smaller amount gives the difference back to the balance: it must still fit its column.
    const balance = parseMoney(debt.balance) + oldAmount - newAmount;
    checkFitsColumn(balance, 'balance');
    const updated = await updatePayment(trx, {
      id: payment.id,
      patch: {
        amount: formatMoney(newAmount),
        ...(input.paymentDate ? { paymentDate: input.paymentDate } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      },
    });
    const corrected = await correctBalance(trx, debt, { balance, today });
    return { payment: { ...updated, balanceAfter: corrected.balancesAfter.get(updated.id) ?? updated.balanceAfter }, debt: corrected.debt };
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
    // Its amount goes back on the balance: refused, before anything is written, past the column.
    const balance = parseMoney(debt.balance) + parseMoney(payment.amount);
    checkFitsColumn(balance, 'balance');
    await deletePayment(trx, { id: payment.id });
    return (await correctBalance(trx, debt, { balance, today })).debt;
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
    // The last payment by date: no other payment's balanceAfter depends on it.
    await deletePayment(trx, { id: final.id });
    return settleBalance(trx, debt, { balance: parseMoney(final.amount), paidDate: today, today });
  });
  return debtOut(db, row, today);
}
