import type { DB, DebtRow, PaymentKind, PaymentRow } from '@paydown/db';
import {
  cycleState,
  debtFactsFromRow,
  formatMoney,
  PAID_DEBT_BALANCE_MESSAGE,
  parseMoney,
  PAYMENT_AMOUNT_NOT_POSITIVE,
  type Cents,
  type DebtUpdateInput,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { checkFitsColumn, restateBalancesAfter } from './balance-after.ts';
import { refuseReactivationAtCap } from './caps.ts';
import { recentPaymentFacts } from './cycle-payments.ts';
import {
  cancelOpenPlanned,
  deletePayment,
  findPayment,
  insertBalanceEdit,
  insertPayment,
  lastPayment,
  lockDebt,
  updateDebt,
  updatePayment,
} from './queries.ts';

// Every write of a debt's balance, in one module: a payment recorded (logged, logged from a plan,
// the final payment of Mark as Paid), a payment changed or deleted, a paid-off debt reopened, and
// a balance edited by hand. Each runs with the debt's row locked (withLockedDebt), so the read of
// the balance and the writes that follow from it cannot interleave with another write to the same
// debt, and each keeps the history's balanceAfter true (balance-after.ts).

export const DEBT_NOT_FOUND = 'Debt not found';
export const ALREADY_PAID = 'This debt is already paid off.';
const PAYMENT_NOT_FOUND = 'Payment not found';

/** The 400 for a payment larger than what is owed: it names the balance. */
function moreThanBalance(balance: Cents): AppError {
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
async function settleBalance(
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

// Undo: a payment changed or deleted, a paid-off debt reopened. Each restores the balance exactly
// (integer cents).

async function paymentOf(trx: Kysely<DB>, debt: DebtRow, paymentId: number): Promise<PaymentRow> {
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

/**
 * A payment of the locked debt with a new amount, date or note: the balance follows the amount
 * (the new amount at most what was owed before the payment).
 */
export async function changePayment(
  trx: Kysely<DB>,
  debt: DebtRow,
  change: { paymentId: number; amount?: string | undefined; paymentDate?: IsoDate | null | undefined; note?: string | null | undefined },
  today: IsoDate,
): Promise<{ payment: PaymentRow; debt: DebtRow }> {
  const payment = await paymentOf(trx, debt, change.paymentId);
  const oldAmount = parseMoney(payment.amount);
  const newAmount = change.amount === undefined ? oldAmount : parseMoney(change.amount);
  if (newAmount <= 0) throw new AppError('INVALID', PAYMENT_AMOUNT_NOT_POSITIVE, { amount: PAYMENT_AMOUNT_NOT_POSITIVE });
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
      ...(change.paymentDate ? { paymentDate: change.paymentDate } : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
    },
  });
  const corrected = await correctBalance(trx, debt, { balance, today });
  return { payment: { ...updated, balanceAfter: corrected.balancesAfter.get(updated.id) ?? updated.balanceAfter }, debt: corrected.debt };
}

/** A payment of the locked debt that never happened: its amount goes back on the balance. */
export async function undoPayment(trx: Kysely<DB>, debt: DebtRow, paymentId: number, today: IsoDate): Promise<DebtRow> {
  const payment = await paymentOf(trx, debt, paymentId);
  // Its amount goes back on the balance: refused, before anything is written, past the column.
  const balance = parseMoney(debt.balance) + parseMoney(payment.amount);
  checkFitsColumn(balance, 'balance');
  await deletePayment(trx, { id: payment.id });
  return (await correctBalance(trx, debt, { balance, today })).debt;
}

/**
 * The locked paid-off debt back on the active list with the balance it had: the final payment (the
 * one that took it to zero) is removed and its amount restored.
 */
export async function reopenPaidDebt(trx: Kysely<DB>, debt: DebtRow, today: IsoDate): Promise<DebtRow> {
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
}

/**
 * An edit that sets the balance: with the debt's row locked, the new balance is stored and, when it
 * differs, the change is recorded dated today (balance_snapshots), so the actual balance line of
 * GET /api/progress stays true after a hand edit. A paid debt's balance is not edited (409):
 * reopening it first brings its balance back. Undefined when the debt is not found.
 */
export async function editBalance(
  db: Kysely<DB>,
  params: { userId: number; id: number; change: DebtUpdateInput; today: IsoDate },
): Promise<DebtRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const stored = await lockDebt(trx, { userId: params.userId, debtId: params.id });
    if (!stored) return undefined;
    // A paid debt's balance is what reopening it restores: a new one set here would stay hidden
    // behind "paid" and be dropped by the reopen. Sending the stored balance unchanged is no edit.
    if (stored.isPaid && parseMoney(params.change.balance ?? stored.balance) !== parseMoney(stored.balance)) {
      throw new AppError('CONFLICT', PAID_DEBT_BALANCE_MESSAGE, { balance: PAID_DEBT_BALANCE_MESSAGE });
    }
    const row = await updateDebt(trx, params.userId, params.id, params.change);
    if (row && parseMoney(row.balance) !== parseMoney(stored.balance)) {
      await insertBalanceEdit(trx, {
        userId: params.userId,
        debtId: row.id,
        day: params.today,
        balanceBefore: stored.balance,
        balance: row.balance,
      });
    }
    return row;
  });
}
