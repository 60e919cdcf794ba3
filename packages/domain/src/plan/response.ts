// The plan in wire form: money as two-decimal strings, exactly planSchema (schemas/plan.ts). The
// schedule travels bounded (schedule-page.ts); the whole of it is paged or downloaded as CSV.

import { formatMoney } from '../money/cents.ts';
import type { PlanOut } from '../schemas/plan.ts';
import { cheapestStrategy } from './cheapest.ts';
import { boundedSchedule } from './schedule-page.ts';
import type { PlanResult, PlanRunSummary, StrategySummary } from './types.ts';

const money = (c: number | null) => (c === null ? null : formatMoney(c));
const runSummary = (s: PlanRunSummary) => ({ debtFreeDate: s.debtFreeDate, months: s.months, totalInterest: money(s.totalInterest) });
const strategySummary = (s: StrategySummary) => ({ ...runSummary(s), firstPayoffMonth: s.firstPayoffMonth });

export function planResponse(p: PlanResult): PlanOut {
  return {
    strategy: p.strategy,
    extraMonthly: formatMoney(p.extraMonthly),
    customOrder: p.customOrder,
    monthlyBudget: formatMoney(p.monthlyBudget),
    startDate: p.startDate,
    debtFreeDate: p.debtFreeDate,
    months: p.months,
    totalInterest: money(p.totalInterest),
    totalPaid: money(p.totalPaid),
    baseline: runSummary(p.baseline),
    minimumsOnly: runSummary(p.minimumsOnly),
    interestSaved: money(p.interestSaved),
    monthsSaved: p.monthsSaved,
    strategies: {
      avalanche: strategySummary(p.strategies.avalanche),
      snowball: strategySummary(p.strategies.snowball),
      ...(p.strategies.custom ? { custom: strategySummary(p.strategies.custom) } : {}),
    },
    cheapestStrategy: cheapestStrategy(p.strategies),
    debts: p.debts.map((d) => ({
      debtId: d.debtId,
      debtName: d.debtName,
      order: d.order,
      payoffDate: d.payoffDate,
      payoffMonth: d.payoffMonth,
      totalInterest: formatMoney(d.totalInterest),
      totalPaid: formatMoney(d.totalPaid),
    })),
    ...boundedSchedule(p.schedule),
    lumpSums: p.lumpSums.map((l) => ({ id: l.id, date: l.date, amount: formatMoney(l.amountCents), note: l.note })),
    warnings: p.warnings.map((w) => ({
      code: w.code,
      ...(w.debtId !== undefined ? { debtId: w.debtId } : {}),
      message: w.message,
      ...(w.paymentNeeded !== undefined ? { paymentNeeded: formatMoney(w.paymentNeeded) } : {}),
    })),
  };
}
