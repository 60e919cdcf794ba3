import type { DB, DebtRow } from '@paydown/db';
import {
  MAX_MONEY_CENTS,
  fitsMoneyColumn,
  formatMoney,
  parseMoney,
  paymentBalancesAfter,
  utcDateOf,
  type Cents,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors.ts';
import { debtBalanceEdits } from '../progress/queries.ts';
import { debtPayments, updatePayment } from './queries.ts';

export const BALANCE_TOO_LARGE = `This would make the balance more than $${formatMoney(MAX_MONEY_CENTS)}, the largest amount Paydown can store.`;

/**
 * The 400 for a computed amount its column cannot hold, raised before it is written: `field` is
 * the stored figure that would overflow (the debt's balance, or a history row's balanceAfter).
 */
export function checkFitsColumn(cents: Cents, field: 'balance' | 'balanceAfter'): void {
  if (!fitsMoneyColumn(cents)) throw new AppError('INVALID', BALANCE_TOO_LARGE, { [field]: BALANCE_TOO_LARGE });
}

/**
 * Makes every balanceAfter of the debt's history true again after a payment was recorded, edited
 * or deleted and the debt row updated (`debt`, caller holds its lock): each is computed in
 * payment-date order by the same line as GET /api/progress (paymentBalancesAfter), all are checked
 * against the column before any is written, and only the rows that changed are written. Returns
 * each payment's balanceAfter, wire form, by id.
 */
export async function restateBalancesAfter(trx: Kysely<DB>, debt: DebtRow, today: IsoDate): Promise<Map<number, string>> {
  const [payments, edits] = await Promise.all([debtPayments(trx, { debtId: debt.id }), debtBalanceEdits(trx, { debtId: debt.id })]);
  const computed = paymentBalancesAfter(
    { id: debt.id, balance: parseMoney(debt.balance), isPaid: debt.isPaid, createdOn: utcDateOf(debt.createdAt), paidDate: debt.paidDate },
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
  for (const cents of computed.values()) checkFitsColumn(cents, 'balanceAfter');
  const result = new Map<number, string>();
  for (const p of payments) {
    const balanceAfter = formatMoney(computed.get(p.id) ?? parseMoney(p.balanceAfter));
    result.set(p.id, balanceAfter);
    if (parseMoney(balanceAfter) !== parseMoney(p.balanceAfter)) await updatePayment(trx, { id: p.id, patch: { balanceAfter } });
  }
  return result;
}
