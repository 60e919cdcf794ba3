import type { DB, DebtRow, DebtUpdate } from '@paydown/db';
import { parseMoney, type CardPartKind, type IsoDate } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors.ts';
import { checkFitsColumn } from './balance-after.ts';
import { DEBT_NOT_FOUND } from './balance.ts';
import { partsTotals } from './card.ts';
import { deleteCardParts, insertBalanceEdit, insertCardParts, listCardParts, updateCardPart, updateDebt } from './queries.ts';

// What a lender reports about a debt through a bank connection, written on the debt whose row the
// caller holds locked: a card's balances with their APRs (one per APR the lender lists), the
// minimum payment, the next due date and the last statement's date; a loan's rate. A changed
// balance is recorded as a balance change dated today, as a statement import's is.

export interface LenderFigures {
  /** A card's balances as the lender splits them; null: not reported (the debt's balances stay). */
  parts: { kind: CardPartKind; amount: string; apr: string }[] | null;
  /** The rate of a debt without balances; null: not reported. */
  interestRate: string | null;
  minPayment: string | null;
  dueDate: IsoDate | null;
  statementDate: IsoDate | null;
}

/**
 * Writes the figures. A card's balances are matched to the stored ones by kind, in order (a
 * balance keeps its id, so the payment splits that name it stay readable); new kinds are added and
 * kinds the lender no longer lists are removed. The card's balance and rate then follow its
 * balances, as an edit by hand makes them.
 */
export async function setLenderFigures(trx: Kysely<DB>, debt: DebtRow, figures: LenderFigures, today: IsoDate): Promise<DebtRow> {
  const change: DebtUpdate = {};
  if (figures.minPayment !== null && parseMoney(figures.minPayment) !== parseMoney(debt.minPayment)) change.minPayment = figures.minPayment;
  if (figures.dueDate !== null && figures.dueDate !== debt.dueDate) change.dueDate = figures.dueDate;
  if (figures.statementDate !== null && figures.statementDate !== debt.statementDate) change.statementDate = figures.statementDate;
  const stored = await listCardParts(trx, { userId: debt.userId, debtIds: [debt.id] });
  if (figures.parts && figures.parts.length > 0 && (figures.parts.length > 1 || stored.length > 0)) {
    const unmatched = [...stored];
    const keep: number[] = [];
    const added = [];
    for (const [position, part] of figures.parts.entries()) {
      checkFitsColumn(parseMoney(part.amount), 'balance');
      const i = unmatched.findIndex((s) => s.kind === part.kind);
      const same = i >= 0 ? unmatched.splice(i, 1)[0] : undefined;
      if (same) {
        keep.push(same.id);
        await updateCardPart(trx, { id: same.id, patch: { position, amount: part.amount, apr: part.apr } });
      } else {
        added.push({ debtId: debt.id, userId: debt.userId, position, kind: part.kind, amount: part.amount, apr: part.apr });
      }
    }
    await deleteCardParts(trx, { debtId: debt.id, keep });
    await insertCardParts(trx, added);
    Object.assign(change, partsTotals(figures.parts));
  } else if (figures.interestRate !== null && stored.length === 0 && figures.interestRate !== debt.interestRate) {
    change.interestRate = figures.interestRate;
  }
  if (Object.keys(change).length === 0) return debt;
  const updated = await updateDebt(trx, debt.userId, debt.id, change);
  if (!updated) throw notFound(DEBT_NOT_FOUND);
  if (parseMoney(updated.balance) !== parseMoney(debt.balance)) {
    await insertBalanceEdit(trx, {
      userId: debt.userId,
      debtId: debt.id,
      day: today,
      balanceBefore: debt.balance,
      balance: updated.balance,
    });
  }
  return updated;
}
