import type { DB, DebtRow } from '@paydown/db';
import { addDays, daysBetween, parseMoney, type Cents, type IsoDate, type StatementAccount, type StatementLine } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { recordPayment, setStatementBalance } from '../debts/index.ts';
import { MATCH_DAYS, planAccount } from './preview.ts';
import { paymentsBetween } from './queries.ts';
import { writeAccount } from './service.ts';

// A bank connection's lines go the way a statement file's do: a closed statement period is
// planned and written by the import's own code (payments logged once by the lender's id, a payment
// logged by hand matched, the period and its interest and fees stored for the interest check).
// Payments of the period still open are logged as they come, matched the same way; when their
// period closes, the import's matching finds them logged.

const BANK_NOTE = 'From a bank connection';

/** A closed statement period of a linked account, written on its debt (row locked by the caller). */
export async function storeBankStatement(
  trx: Kysely<DB>,
  debt: DebtRow,
  params: { account: StatementAccount; today: IsoDate },
): Promise<{ payments: number; stored: boolean; debt: DebtRow; paymentIds: Map<string, number> }> {
  const plan = await planAccount(trx, { userId: debt.userId, account: params.account, debtId: debt.id, headerKey: null });
  return writeAccount(trx, plan, debt, params.today, 'plaid');
}

/**
 * Payments of the open period, each logged once: one the user logged by hand (same amount, within
 * 3 days, not already another line's) is matched, the rest are logged. `claimed`: payments that
 * other lines already are. `balanceAfter`: what the lender says is owed now; the debt is set above
 * it by the payments first, so logging them lands on it (and none is refused as more than owed).
 */
export async function logBankPayments(
  trx: Kysely<DB>,
  locked: DebtRow,
  params: { lines: readonly StatementLine[]; claimed: ReadonlySet<number>; balanceAfter: Cents | null; today: IsoDate },
): Promise<{ debt: DebtRow; paymentIds: Map<string, number>; logged: number }> {
  let debt = locked;
  const paymentIds = new Map<string, number>();
  const lines = [...params.lines].sort((a, b) => a.postedOn.localeCompare(b.postedOn));
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last) return { debt, paymentIds, logged: 0 };
  const logged = await paymentsBetween(trx, {
    userId: debt.userId,
    debtId: debt.id,
    from: addDays(first.postedOn, -MATCH_DAYS),
    to: addDays(last.postedOn, MATCH_DAYS),
  });
  const claimed = new Set([...params.claimed, ...logged.filter((p) => p.claimed).map((p) => p.id)]);
  const toLog: StatementLine[] = [];
  for (const line of lines) {
    const same = logged.find(
      (p) =>
        !claimed.has(p.id) && parseMoney(p.amount) === -line.amount && Math.abs(daysBetween(p.paymentDate, line.postedOn)) <= MATCH_DAYS,
    );
    if (same) {
      claimed.add(same.id);
      paymentIds.set(line.fitid, same.id);
    } else toLog.push(line);
  }
  if (params.balanceAfter !== null && toLog.length > 0) {
    const paid = toLog.reduce((n, l) => n - l.amount, 0);
    debt = await setStatementBalance(trx, debt, { balance: params.balanceAfter + paid, today: params.today });
  }
  for (const line of toLog) {
    const recorded = await recordPayment(trx, debt, {
      amount: -line.amount,
      paymentDate: line.postedOn > params.today ? params.today : line.postedOn,
      suggestedDate: null,
      kind: 'logged',
      note: BANK_NOTE,
      today: params.today,
    });
    debt = recorded.debt;
    paymentIds.set(line.fitid, recorded.payment.id);
  }
  return { debt, paymentIds, logged: toLog.length };
}
