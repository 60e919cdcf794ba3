import type { DB, DebtRow, PaymentRow } from '@paydown/db';
import { formatMoney, parseMoney, type Cents, type IsoDate } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { lockDebt, updateDebt } from '../debts/queries.ts';
import { cancelOpenPlanned, insertPayment } from './queries.ts';

export const DEBT_NOT_FOUND = 'Debt not found';
export const ALREADY_PAID = 'This debt is already paid off.';

/**
 * Runs `work` in one transaction with the debt's row locked: the read of the balance and the
 * writes that follow from it cannot interleave with another payment, mark-paid or delete of the
 * same debt. Not found (or deleted meanwhile) is a 404.
 */
export function withLockedDebt<T>(
  db: Kysely<DB>,
  params: { userId: number; debtId: number },
  work: (trx: Kysely<DB>, debt: DebtRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const debt = await lockDebt(trx, params);
    if (!debt) throw notFound(DEBT_NOT_FOUND);
    return work(trx, debt);
  });
}

/**
 * Records a payment on a debt whose row the caller holds locked (withLockedDebt): the one way a
 * payment is written, whether logged, logged from a plan or the final payment of Mark as Paid.
 * Lowers the balance by the amount; at zero the debt is paid off and its open plan cancelled.
 */
export async function recordPayment(
  trx: Kysely<DB>,
  debt: DebtRow,
  payment: { amount: Cents; paymentDate: IsoDate; suggestedDate: IsoDate | null },
): Promise<{ payment: PaymentRow; debt: DebtRow }> {
  if (debt.isPaid) throw new AppError('INVALID', ALREADY_PAID);
  const balanceAfter = parseMoney(debt.balance) - payment.amount;
  if (balanceAfter < 0) throw new AppError('INVALID', 'A payment cannot be more than the balance.');
  const row = await insertPayment(trx, {
    userId: debt.userId,
    debtId: debt.id,
    amount: formatMoney(payment.amount),
    paymentDate: payment.paymentDate,
    balanceAfter: formatMoney(balanceAfter),
    suggestedDate: payment.suggestedDate,
  });
  const paidOff = balanceAfter === 0;
  const updated = await updateDebt(trx, debt.userId, debt.id, {
    balance: formatMoney(balanceAfter),
    ...(paidOff ? { isPaid: true, paidDate: payment.paymentDate } : {}),
  });
  if (!updated) throw notFound(DEBT_NOT_FOUND);
  if (paidOff) await cancelOpenPlanned(trx, debt.userId, debt.id);
  return { payment: row, debt: updated };
}
