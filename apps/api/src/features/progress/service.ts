import { debtFactsFromRow, formatMoney, parseMoney, utcDateOf, type IsoDate, type ProgressOut } from '@paydown/domain';
import { findPlanSettings, listLumpSums } from '../plan/queries.ts';
import { lumpSumOf, settingsOf, type PlanDeps } from '../plan/service.ts';
import { progressBalanceEdits, progressDebts, progressPayments } from './queries.ts';

const money = (cents: number | null) => (cents === null ? null : formatMoney(cents));

/**
 * GET /api/progress: every figure from packages/domain (progress.ts, progress-plan.ts), over the
 * debts in the plan, compared with the plan as it is saved now (docs/money-math.md).
 */
export async function progressOut({ db, planPool }: PlanDeps, userId: number, today: IsoDate): Promise<ProgressOut> {
  const [debts, payments, edits, settings, lumpSums] = await Promise.all([
    progressDebts(db, { userId }),
    progressPayments(db, { userId }),
    progressBalanceEdits(db, { userId }),
    findPlanSettings(db, userId),
    listLumpSums(db, userId),
  ]);
  const p = await planPool.run(
    'progress',
    {
      debts: debts.map((d) => ({
        id: d.id,
        balance: parseMoney(d.balance),
        isPaid: d.isPaid,
        // The day it was added, in UTC (a timestamp; close enough for a line that starts that day).
        createdOn: utcDateOf(d.createdAt),
        paidDate: d.paidDate,
        inPlan: d.inPlan && !d.paysInFull,
        facts: debtFactsFromRow(d),
      })),
      payments: payments.map((x) => ({
        id: x.id,
        debtId: x.debtId,
        paymentDate: x.paymentDate,
        amount: parseMoney(x.amount),
        balanceAfter: parseMoney(x.balanceAfter),
      })),
      edits: edits.map((e) => ({
        id: e.id,
        debtId: e.debtId,
        day: e.day,
        before: parseMoney(e.balanceBefore),
        after: parseMoney(e.balance),
      })),
      plan: {
        settings: settingsOf(settings ?? null),
        savedOn: settings ? utcDateOf(settings.updatedAt) : null,
        lumpSums: lumpSums.map(lumpSumOf),
      },
      today,
    },
    debts.length,
  );
  return {
    startedOn: p.startedOn,
    startingDebt: formatMoney(p.startingDebt),
    paidPrincipal: formatMoney(p.paidPrincipal),
    paidInterest: formatMoney(p.paidInterest),
    currentDebt: formatMoney(p.currentDebt),
    paidSharePercent: p.paidSharePercent,
    planDebtNow: money(p.planDebtNow),
    aheadByMonths: p.aheadByMonths,
    history: p.history.map((h) => ({ date: h.date, balance: formatMoney(h.balance) })),
    planStartedOn: p.planStartedOn,
    planLine: p.planLine.map((h) => ({ date: h.date, balance: formatMoney(h.balance) })),
    behindBy: money(p.behindBy),
    sentence: p.sentence,
  };
}
