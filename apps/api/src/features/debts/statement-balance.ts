import type { DB, DebtRow } from '@paydown/db';
import { formatMoney, parseMoney, spreadBalanceChange, type Cents, type IsoDate } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { checkFitsColumn } from './balance-after.ts';
import { ALREADY_PAID, DEBT_NOT_FOUND } from './balance.ts';
import { insertBalanceEdit, listCardParts, lockDebt, updateCardPart, updateDebt } from './queries.ts';

// A lender's statement sets a debt's balance: the statement import locks each debt it writes in
// its own one transaction (all accounts of a file or none), and records the closing balance as a
// balance change dated today, as a hand edit is, so progress counts it the same way.

/** The debt, its row locked in the caller's transaction; another user's debt (or none) is a 404. */
export async function lockDebtIn(trx: Kysely<DB>, params: { userId: number; debtId: number }): Promise<DebtRow> {
  const debt = await lockDebt(trx, params);
  if (!debt) throw notFound(DEBT_NOT_FOUND);
  return debt;
}

/**
 * Sets the locked debt's balance to `balance`, recorded as a balance change dated `today`. A card
 * with several balances takes the change on its purchase balance (the first listed, else the first)
 * and, when that would go below zero, on the next ones in order. A paid-off debt is not changed
 * here (reopening it first brings its balance back): 400.
 */
export async function setStatementBalance(trx: Kysely<DB>, debt: DebtRow, params: { balance: Cents; today: IsoDate }): Promise<DebtRow> {
  const before = parseMoney(debt.balance);
  if (params.balance === before) return debt;
  if (debt.isPaid) throw new AppError('INVALID', ALREADY_PAID);
  checkFitsColumn(params.balance, 'balance');
  const parts = await listCardParts(trx, { userId: debt.userId, debtIds: [debt.id] });
  if (parts.length > 0) {
    // Listed in the card's order (by position): the change lands on the purchase balance first.
    const amounts = spreadBalanceChange(
      parts.map((p) => ({ kind: p.kind, balance: parseMoney(p.amount) })),
      params.balance - before,
    );
    for (const [i, part] of parts.entries()) {
      const next = amounts[i] ?? parseMoney(part.amount);
      if (next !== parseMoney(part.amount)) await updateCardPart(trx, { id: part.id, patch: { amount: formatMoney(next) } });
    }
  }
  const updated = await updateDebt(trx, debt.userId, debt.id, { balance: formatMoney(params.balance) });
  if (!updated) throw notFound(DEBT_NOT_FOUND);
  await insertBalanceEdit(trx, {
    userId: debt.userId,
    debtId: debt.id,
    day: params.today,
    balanceBefore: debt.balance,
    balance: updated.balance,
  });
  return updated;
}
