import type { DB } from '@paydown/db';
import type { Debt, IsoDate, PaymentOut } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { changePayment, debtOut, reopenPaidDebt, undoPayment, withLockedDebt } from '../debts/index.ts';
import { checkPaymentDate, toPaymentOut } from './service.ts';

// Undo: a payment edited or deleted, a paid-off debt reopened. The debt writes its balance
// (features/debts/balance.ts), under its row lock like every other payment write; these answer
// in wire form.

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
  const { id, ...change } = input;
  const result = await withLockedDebt(db, { userId, debtId: id }, (trx, debt) => changePayment(trx, debt, change, today));
  return { payment: toPaymentOut(result.payment), debt: await debtOut(db, result.debt, today) };
}

/** DELETE /api/debts/{id}/payments/{paymentId}: the payment never happened; its amount goes back on the balance. */
export async function removePayment(
  db: Kysely<DB>,
  userId: number,
  input: { id: number; paymentId: number },
  today: IsoDate,
): Promise<Debt> {
  const row = await withLockedDebt(db, { userId, debtId: input.id }, (trx, debt) => undoPayment(trx, debt, input.paymentId, today));
  return debtOut(db, row, today);
}

/**
 * POST /api/debts/{id}/reopen: a paid-off debt back on the active list with the balance it had:
 * the final payment (the one that took it to zero) is removed and its amount restored.
 */
export async function reopenDebt(db: Kysely<DB>, userId: number, id: number, today: IsoDate): Promise<Debt> {
  const row = await withLockedDebt(db, { userId, debtId: id }, (trx, debt) => reopenPaidDebt(trx, debt, today));
  return debtOut(db, row, today);
}
