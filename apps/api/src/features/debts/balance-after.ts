import type { DB, DebtRow } from '@paydown/db';
import {
  MAX_MONEY_CENTS,
  fitsMoneyColumn,
  formatMoney,
  parseMoney,
  balanceSteps,
  utcDateOf,
  type Cents,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors.ts';
import { debtBalanceEdits, debtPayments, updatePayment } from './queries.ts';

export const BALANCE_TOO_LARGE = `This would make the balance more than $${formatMoney(MAX_MONEY_CENTS)}, the largest amount Paydown can store.`;

/**
 * The 400 for a computed amount its column cannot hold, raised before it is written: `field` is
 * the stored figure that would overflow (the debt's balance, or a history row's balanceAfter).
 */
export function checkFitsColumn(cents: Cents, field: 'balance' | 'balanceAfter'): void {
  if (!fitsMoneyColumn(cents)) throw new AppError('INVALID', BALANCE_TOO_LARGE, { [field]: BALANCE_TOO_LARGE });
}

/** The 400 for a payment that would take the debt's line below zero: more than was owed on that date. */
export function moreThanOwedOn(date: IsoDate): AppError {
  const message = `The payments would be more than the balance owed on ${date}.`;
  return new AppError('INVALID', message, { amount: message });
}

/** The history restated: each payment's balanceAfter (wire form) by id, and the latest payment date. */
export interface Restated {
  balancesAfter: Map<number, string>;
  lastPaymentDate: IsoDate | null;
}

/**
 * Makes every balanceAfter of the debt's history true again once a payment was recorded, edited or
 * deleted (caller holds the debt's lock), for the debt's new `balance` (not written yet: the paid
 * date it takes is the returned latest payment date). The debt's line is walked in payment-date
 * order by the same code as GET /api/progress (balanceSteps), every balance on it is checked (never
 * below zero: a back-dated payment larger than what was owed on its date; never past the column)
 * before any is written, and only the rows that changed are written.
 */
export async function restateBalancesAfter(trx: Kysely<DB>, debt: DebtRow, balance: Cents, today: IsoDate): Promise<Restated> {
  const [payments, edits] = await Promise.all([debtPayments(trx, { debtId: debt.id }), debtBalanceEdits(trx, { debtId: debt.id })]);
  const steps = balanceSteps(
    // At zero it is paid off; above zero active (settleBalance): no payoff from before payments were kept.
    { id: debt.id, balance, isPaid: balance === 0, createdOn: utcDateOf(debt.createdAt) },
    payments.map((p) => ({
      ...p,
      amount: parseMoney(p.amount),
      balanceAfter: parseMoney(p.balanceAfter),
      enteredAt: p.createdAt.getTime(),
    })),
    edits.map((e) => ({
      id: e.id,
      debtId: e.debtId,
      day: e.day,
      before: parseMoney(e.balanceBefore),
      after: parseMoney(e.balance),
      enteredAt: e.createdAt.getTime(),
    })),
    today,
  );
  const computed = new Map<number, Cents>();
  for (const step of steps) {
    if (step.balance < 0) throw moreThanOwedOn(step.date);
    checkFitsColumn(step.balance, 'balanceAfter');
    if (step.paymentId !== null) computed.set(step.paymentId, step.balance);
  }
  const balancesAfter = new Map<number, string>();
  for (const p of payments) {
    const balanceAfter = formatMoney(computed.get(p.id) ?? parseMoney(p.balanceAfter));
    balancesAfter.set(p.id, balanceAfter);
    if (parseMoney(balanceAfter) !== parseMoney(p.balanceAfter)) await updatePayment(trx, { id: p.id, patch: { balanceAfter } });
  }
  const lastPaymentDate = payments.map((p) => p.paymentDate).reduce<IsoDate | null>((a, b) => (a === null || b > a ? b : a), null);
  return { balancesAfter, lastPaymentDate };
}
