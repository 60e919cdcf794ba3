// The dashboard's Financial Progression read from the payoff plan (issue 11 "One truth"): the
// in-plan debts as the plan pays them (strategy, extra, rollover, lump sums), so the chart, the
// debt-free date and the Plan screen agree.

import { addMonths } from './dates.ts';
import { type Cents, sumCents } from './money.ts';
import type { ProgressionHorizon, ProgressionPoint } from './payoff.ts';
import { isPlanDebt } from './plan/engine.ts';
import type { PlanInput, PlanResult } from './plan/types.ts';

/**
 * `months` points from the plan's start: point i covers plan month i + 1, with the in-plan balance at
 * its start, that month's payments (lump sums included) and interest, and the monthly income. After
 * the debt-free month the balance, payments and interest are 0.
 */
export function planProgression(input: PlanInput, plan: PlanResult, monthlyIncome: Cents, months: ProgressionHorizon): ProgressionPoint[] {
  let balance = sumCents(input.debts.filter(isPlanDebt).map((d) => d.balance));
  const points: ProgressionPoint[] = [];
  for (let i = 0; i < months; i++) {
    const date = addMonths(plan.startDate, i);
    const m = plan.schedule[i];
    points.push({
      month: date.slice(0, 7),
      date,
      income: monthlyIncome,
      debtBalance: balance,
      payments: m?.totalPayment ?? 0,
      interest: m?.totalInterest ?? 0,
    });
    balance = m?.totalBalance ?? 0;
  }
  return points;
}
