import { createHash } from 'node:crypto';
import type { DB } from '@paydown/db';
import {
  addDays,
  daysBetween,
  formatMoney,
  maskAccount,
  parseMoney,
  type Cents,
  type StatementAccount,
  type StatementAccountPreview,
  type StatementLine,
  type StatementLineOut,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { findDebt } from '../debts/index.ts';
import { notFound } from '../../errors.ts';
import { findStatement, paymentsAfter, paymentsBetween, rememberedDebt, storedFitids } from './queries.ts';

// One account of a statement file, previewed: the debt it maps to, and each line's fate. The write
// runs the same preview again inside its transaction, so what it writes is what was shown then.

/** A payment logged by hand matches a statement's payment of the same amount within this many days. */
export const MATCH_DAYS = 3;

/** A stable key for the account (a hash: the number itself is never stored). */
export function accountKeyOf(account: StatementAccount, headerKey: string | null): string {
  const id = account.accountId || (headerKey ? `header:${headerKey}` : '');
  return createHash('sha256')
    .update(`${account.format}|${account.lender ?? ''}|${id}`)
    .digest('hex');
}

export interface AccountPlan {
  preview: StatementAccountPreview;
  account: StatementAccount;
  accountKey: string;
  /** Payments the write logs, and for each line the payment it is (matched), by fitid. */
  toLog: StatementLine[];
  matched: Map<string, number>;
  /** The balance the write sets (null: unchanged). */
  newBalance: Cents | null;
}

const sum = (lines: readonly StatementLine[], kinds: readonly string[]): Cents =>
  lines.filter((l) => kinds.includes(l.kind)).reduce((n, l) => n + l.amount, 0);

export async function planAccount(
  db: Kysely<DB>,
  params: { userId: number; account: StatementAccount; debtId: number | undefined; headerKey: string | null },
): Promise<AccountPlan> {
  const { userId, account } = params;
  const accountKey = accountKeyOf(account, params.headerKey);
  const debtId = params.debtId ?? (await rememberedDebt(db, { userId, accountKey }));
  const debt = debtId === null ? undefined : await findDebt(db, userId, debtId);
  if (params.debtId !== undefined && !debt) throw notFound('Debt not found');
  const matched = new Map<string, number>();
  const toLog: StatementLine[] = [];
  const imported = new Set<string>();
  let alreadyImported = false;
  let newBalance: Cents | null = null;
  if (debt) {
    const stored = await storedFitids(db, { userId, debtId: debt.id, fitids: account.lines.map((l) => l.fitid) });
    for (const s of stored) imported.add(s.fitid);
    alreadyImported = !!(await findStatement(db, {
      userId,
      debtId: debt.id,
      periodStart: account.periodStart,
      periodEnd: account.periodEnd,
    }));
    const logged = await paymentsBetween(db, {
      userId,
      debtId: debt.id,
      from: addDays(account.periodStart, -MATCH_DAYS),
      to: addDays(account.periodEnd, MATCH_DAYS),
    });
    const claimed = new Set(logged.filter((p) => p.claimed).map((p) => p.id));
    for (const line of account.lines) {
      if (line.kind !== 'payment' || imported.has(line.fitid)) continue;
      const same = logged.find(
        (p) =>
          !claimed.has(p.id) && parseMoney(p.amount) === -line.amount && Math.abs(daysBetween(p.paymentDate, line.postedOn)) <= MATCH_DAYS,
      );
      if (same) {
        claimed.add(same.id);
        matched.set(line.fitid, same.id);
      } else toLog.push(line);
    }
    if (account.closingBalance !== null && !alreadyImported) {
      // Payments logged after the period lowered the balance since: they still count.
      const since = parseMoney(await paymentsAfter(db, { userId, debtId: debt.id, after: account.periodEnd }));
      newBalance = Math.max(0, account.closingBalance - since);
    }
  }
  const lines: StatementLineOut[] = account.lines.map((l) => ({
    fitid: l.fitid,
    postedOn: l.postedOn,
    kind: l.kind,
    amount: formatSigned(l.amount),
    description: l.description,
    fate: imported.has(l.fitid) ? 'imported' : matched.has(l.fitid) ? 'matched' : l.kind === 'payment' ? 'log' : 'record',
    matchedPaymentId: matched.get(l.fitid) ?? null,
  }));
  const preview: StatementAccountPreview = {
    account: account.accountId ? maskAccount(account.accountId) : 'CSV export',
    lender: account.lender,
    debtId: debt?.id ?? null,
    debtName: debt?.debtName ?? null,
    periodStart: account.periodStart,
    periodEnd: account.periodEnd,
    closingBalance: account.closingBalance === null ? null : formatMoney(account.closingBalance),
    payments: formatMoney(Math.max(0, -sum(account.lines, ['payment']))),
    purchases: formatMoney(Math.max(0, sum(account.lines, ['purchase', 'cash_advance']))),
    fees: formatMoney(Math.max(0, sum(account.lines, ['fee']))),
    interestCharged: formatMoney(Math.max(0, sum(account.lines, ['interest']))),
    alreadyImported,
    newBalance: newBalance === null ? null : formatMoney(newBalance),
    lines,
  };
  return { preview, account, accountKey, toLog, matched, newBalance };
}

export function formatSigned(cents: Cents): string {
  return cents < 0 ? `-${formatMoney(-cents)}` : formatMoney(cents);
}
