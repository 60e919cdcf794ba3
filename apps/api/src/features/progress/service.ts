import type { DB } from '@paydown/db';
import { formatMoney, parseMoney, progress, type IsoDate, type ProgressOut } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { progressDebts, progressPayments } from './queries.ts';

/** GET /api/progress: every figure from packages/domain (progress.ts). */
export async function progressOut(db: Kysely<DB>, userId: number, today: IsoDate): Promise<ProgressOut> {
  const [debts, payments] = await Promise.all([progressDebts(db, { userId }), progressPayments(db, { userId })]);
  const p = progress({
    debts: debts.map((d) => ({
      id: d.id,
      balance: parseMoney(d.balance),
      isPaid: d.isPaid,
      // The day it was added, in UTC (a timestamp; close enough for a line that starts that day).
      createdOn: d.createdAt.toISOString().slice(0, 10),
    })),
    payments: payments.map((x) => ({
      id: x.id,
      debtId: x.debtId,
      paymentDate: x.paymentDate,
      amount: parseMoney(x.amount),
      balanceAfter: parseMoney(x.balanceAfter),
    })),
    today,
  });
  return {
    startedOn: p.startedOn,
    startingDebt: formatMoney(p.startingDebt),
    paidPrincipal: formatMoney(p.paidPrincipal),
    paidInterest: formatMoney(p.paidInterest),
    currentDebt: formatMoney(p.currentDebt),
    paidSharePercent: p.paidSharePercent,
    planDebtNow: null,
    aheadByMonths: null,
    history: p.history.map((h) => ({ date: h.date, balance: formatMoney(h.balance) })),
  };
}
