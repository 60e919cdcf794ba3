import type { DB, DebtRow, PaymentKind, PaymentRow } from '@paydown/db';
import { cycleState, debtFactsFromRow, formatMoney, parseMoney, type Cents, type IsoDate } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { refuseReactivationAtCap } from './caps.ts';
import { lockDebt, updateDebt } from './queries.ts';
import { restateBalancesAfter } from './balance-after.ts';
import { cancelOpenPlanned, insertPayment, recentPaymentFacts } from '../payments/queries.ts';

export const DEBT_NOT_FOUND = 'Debt not found';
export const ALREADY_PAID = 'This debt is already paid off.';

/** The 400 for a payment larger than what is owed: it names the balance. */
export function moreThanBalance(balance: Cents): AppError {
  const message = `The payment is more than the balance of $${formatMoney(balance)}.`;
  return new AppError('INVALID', message, { amount: message });
}

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
 * Sets a debt's balance after a payment was recorded, changed or removed (caller holds the lock):
 * at zero it is paid off (on `paidDate`) and its open plan cancelled; above zero it is active again.
 * A cycle paid by now needs no planned payment either: nothing may ask to pay it again.
 */
export async function settleBalance(
  trx: Kysely<DB>,
  debt: DebtRow,
  params: { balance: Cents; paidDate: IsoDate; today: IsoDate },
): Promise<DebtRow> {
  const paidOff = params.balance === 0;
  if (debt.isPaid && !paidOff) await refuseReactivationAtCap(trx, debt.userId);
  const updated = await updateDebt(trx, debt.userId, debt.id, {
    balance: formatMoney(params.balance),
    ...(paidOff ? { isPaid: true, paidDate: debt.isPaid ? debt.paidDate : params.paidDate } : { isPaid: false, paidDate: null }),
  });
  if (!updated) throw notFound(DEBT_NOT_FOUND);
  const payments = paidOff ? [] : await recentPaymentFacts(trx, { userId: debt.userId, today: params.today, debtId: debt.id });
  if (paidOff || cycleState(debtFactsFromRow(updated), payments, params.today).cyclePaid) {
    await cancelOpenPlanned(trx, debt.userId, debt.id);
  }
  return updated;
}

/**
 * Records a payment on a debt whose row the caller holds locked (withLockedDebt): the one way a
 * payment is written, whether logged, logged from a plan or the final payment of Mark as Paid.
 * Lowers the balance by the amount (more than the balance: 400 naming it); the history's
 * balanceAfter follows the payment dates.
 */
export async function recordPayment(
  trx: Kysely<DB>,
  debt: DebtRow,
  payment: { amount: Cents; paymentDate: IsoDate; suggestedDate: IsoDate | null; kind: PaymentKind; note: string | null; today: IsoDate },
): Promise<{ payment: PaymentRow; debt: DebtRow }> {
  if (debt.isPaid) throw new AppError('INVALID', ALREADY_PAID);
  const balance = parseMoney(debt.balance);
  if (payment.amount > balance) throw moreThanBalance(balance);
  const balanceAfter = balance - payment.amount;
  const row = await insertPayment(trx, {
    userId: debt.userId,
    debtId: debt.id,
    amount: formatMoney(payment.amount),
    paymentDate: payment.paymentDate,
    balanceAfter: formatMoney(balanceAfter),
    suggestedDate: payment.suggestedDate,
    kind: payment.kind,
    note: payment.note,
  });
  // A back-dated payment comes before later ones in the history: theirs move, and its own is the
  // balance on its date (balance − amount holds only when it is the latest). A debt paid off is
  // paid on its latest payment's date.
  const restated = await restateBalancesAfter(trx, debt, balanceAfter, payment.today);
  const paidDate = restated.lastPaymentDate ?? payment.paymentDate;
  const updated = await settleBalance(trx, debt, { balance: balanceAfter, paidDate, today: payment.today });
  return { payment: { ...row, balanceAfter: restated.balancesAfter.get(row.id) ?? row.balanceAfter }, debt: updated };
}
