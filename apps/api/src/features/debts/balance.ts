import type { DB, DebtBalanceRow, DebtRow, DebtUpdate, NewDebtBalance, PaymentKind, PaymentRow } from '@paydown/db';
import {
  cycleState,
  debtFactsFromRow,
  formatMoney,
  PAID_DEBT_BALANCE_MESSAGE,
  parseMoney,
  PAYMENT_AMOUNT_NOT_POSITIVE,
  type Cents,
  type IsoDate,
  type PartPaid,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { withCard } from '../../ledger/index.ts';
import { checkFitsColumn, restateBalancesAfter } from './balance-after.ts';
import { partColumns, type PartsWrite } from './card.ts';
import { afterSplit, amountsOf, cardPaymentSplit, splitColumn, storedSplit, writeAmounts } from './card-payments.ts';
import { refuseReactivationAtCap } from './caps.ts';
import { recentPaymentFacts } from './cycle-payments.ts';
import {
  cancelOpenPlanned,
  deleteCardParts,
  deletePayment,
  findPayment,
  insertBalanceEdit,
  insertCardParts,
  insertPayment,
  lastPayment,
  listCardParts,
  lockDebt,
  updateCardPart,
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

/** The card's balances (none: one balance), read under its row lock. */
function partsOf(trx: Kysely<DB>, debt: DebtRow): Promise<DebtBalanceRow[]> {
  return listCardParts(trx, { userId: debt.userId, debtIds: [debt.id] });
}

/**
 * What a payment taken back (`back`, or — recorded before the card had balances — its whole amount)
 * gives each balance, and what a new amount paid on `paymentDate` takes (at that date's rates),
 * written. Returns the new amount's split; null for a debt that is one balance.
 */
async function resplit(
  trx: Kysely<DB>,
  debt: DebtRow,
  params: {
    back: { split: PartPaid[] | null; amount: Cents; paymentDate: IsoDate } | null;
    amount: Cents;
    paymentDate: IsoDate;
    today: IsoDate;
  },
): Promise<PartPaid[] | null> {
  const parts = await partsOf(trx, debt);
  if (parts.length === 0) return null;
  const amounts = amountsOf(parts);
  const { back } = params;
  if (back) afterSplit(parts, amounts, back.split ?? [{ partId: -1, kind: 'purchase', amount: back.amount }], 1);
  const split =
    params.amount > 0
      ? await cardPaymentSplit(trx, debt, parts, {
          amount: params.amount,
          amounts,
          today: params.today,
          paymentDate: params.paymentDate,
          ...(back ? { exclude: { paymentDate: back.paymentDate, amount: back.amount } } : {}),
        })
      : [];
  afterSplit(parts, amounts, split, -1);
  await writeAmounts(trx, parts, amounts);
  return split;
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
  const parts = paidOff ? [] : await partsOf(trx, updated);
  if (paidOff || cycleState(withCard(debtFactsFromRow(updated), updated, parts, params.today), payments, params.today).cyclePaid) {
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
  // A card with balances: the payment is split among them as the lender applied it on its date.
  const split = await resplit(trx, debt, { back: null, amount: payment.amount, paymentDate: payment.paymentDate, today: payment.today });
  const row = await insertPayment(trx, {
    userId: debt.userId,
    debtId: debt.id,
    amount: formatMoney(payment.amount),
    paymentDate: payment.paymentDate,
    balanceAfter: formatMoney(balanceAfter),
    suggestedDate: payment.suggestedDate,
    kind: payment.kind,
    note: payment.note,
    parts: splitColumn(split),
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
  const split = await resplit(trx, debt, {
    back: { split: storedSplit(payment.parts), amount: oldAmount, paymentDate: payment.paymentDate },
    amount: newAmount,
    paymentDate: change.paymentDate ?? payment.paymentDate,
    today,
  });
  const updated = await updatePayment(trx, {
    id: payment.id,
    patch: {
      amount: formatMoney(newAmount),
      parts: splitColumn(split),
      ...(change.paymentDate ? { paymentDate: change.paymentDate } : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
    },
  });
  const corrected = await correctBalance(trx, debt, { balance, today });
  return { payment: { ...updated, balanceAfter: corrected.balancesAfter.get(updated.id) ?? updated.balanceAfter }, debt: corrected.debt };
}

/** A payment taken back: each of the card's balances gets back exactly what it received. */
async function putBack(trx: Kysely<DB>, debt: DebtRow, payment: PaymentRow, today: IsoDate): Promise<void> {
  await resplit(trx, debt, {
    back: { split: storedSplit(payment.parts), amount: parseMoney(payment.amount), paymentDate: payment.paymentDate },
    amount: 0,
    paymentDate: payment.paymentDate,
    today,
  });
}

/** A payment of the locked debt that never happened: its amount goes back on the balance. */
export async function undoPayment(trx: Kysely<DB>, debt: DebtRow, paymentId: number, today: IsoDate): Promise<DebtRow> {
  const payment = await paymentOf(trx, debt, paymentId);
  // Its amount goes back on the balance: refused, before anything is written, past the column.
  const balance = parseMoney(debt.balance) + parseMoney(payment.amount);
  checkFitsColumn(balance, 'balance');
  await putBack(trx, debt, payment, today);
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
  await putBack(trx, debt, final, today);
  await deletePayment(trx, { id: final.id });
  return settleBalance(trx, debt, { balance: parseMoney(final.amount), paidDate: today, today });
}

/**
 * An edit of a debt, with its row locked: `prepare` checks the change against the stored debt and
 * its card's balances (400s) and says what to write. When the balance changes (set, or derived from
 * new balances) the change is recorded dated today (balance_snapshots), so the actual balance line
 * of GET /api/progress stays true after a hand edit. A paid debt's balance is not edited (409):
 * reopening it first brings its balance back. Undefined when the debt is not found.
 */
export async function editDebtRow(
  db: Kysely<DB>,
  params: {
    userId: number;
    id: number;
    today: IsoDate;
    prepare: (stored: DebtRow, parts: readonly DebtBalanceRow[]) => { change: DebtUpdate; parts: PartsWrite };
  },
): Promise<{ row: DebtRow; parts: DebtBalanceRow[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const stored = await lockDebt(trx, { userId: params.userId, debtId: params.id });
    if (!stored) return undefined;
    const storedParts = await partsOf(trx, stored);
    const { change, parts } = params.prepare(stored, storedParts);
    // A paid debt's balance is what reopening it restores: a new one set here would stay hidden
    // behind "paid" and be dropped by the reopen. Sending the stored balance unchanged is no edit.
    if (stored.isPaid && parseMoney(change.balance ?? stored.balance) !== parseMoney(stored.balance)) {
      throw new AppError('CONFLICT', PAID_DEBT_BALANCE_MESSAGE, { balance: PAID_DEBT_BALANCE_MESSAGE });
    }
    const row = Object.keys(change).length > 0 ? await updateDebt(trx, params.userId, params.id, change) : stored;
    if (!row) return undefined;
    await writeParts(trx, row, storedParts, parts);
    if (parseMoney(row.balance) !== parseMoney(stored.balance)) {
      await insertBalanceEdit(trx, {
        userId: params.userId,
        debtId: row.id,
        day: params.today,
        balanceBefore: stored.balance,
        balance: row.balance,
      });
    }
    return { row, parts: parts.kind === 'keep' ? storedParts : await partsOf(trx, row) };
  });
}

/** The card's balances as an update leaves them: kept, replaced by the list sent (by id; new ones added, missing ones removed), or removed. */
async function writeParts(trx: Kysely<DB>, debt: DebtRow, stored: readonly DebtBalanceRow[], parts: PartsWrite): Promise<void> {
  if (parts.kind === 'keep') return;
  if (parts.kind === 'clear') return deleteCardParts(trx, { debtId: debt.id, keep: [] });
  const kept = parts.parts.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  await deleteCardParts(trx, { debtId: debt.id, keep: kept });
  const added: NewDebtBalance[] = [];
  for (const [position, p] of parts.parts.entries()) {
    const columns = partColumns(p, position);
    if (p.id !== undefined && stored.some((s) => s.id === p.id)) await updateCardPart(trx, { id: p.id, patch: columns });
    else added.push({ ...columns, debtId: debt.id, userId: debt.userId });
  }
  await insertCardParts(trx, added);
}
