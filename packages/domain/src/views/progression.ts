// The dashboard's Financial Progression read from the payoff plan: the
// in-plan debts as the plan pays them (strategy, extra, rollover, lump sums), so the chart, the
// debt-free date and the Plan screen agree.

import { type IsoDate, addMonths } from '../dates/calendar.ts';
import { type Cents, formatMoney, sumCents } from '../money/cents.ts';
import { isPlanDebt } from '../plan/engine.ts';
import type { PlanInput, PlanResult } from '../plan/types.ts';

export const PROGRESSION_HORIZONS = [6, 12] as const;
export type ProgressionHorizon = (typeof PROGRESSION_HORIZONS)[number];

export interface ProgressionPoint {
  /** 'YYYY-MM' of the point's month. */
  month: string;
  /** First day of the point's period (today + i months). */
  date: IsoDate;
  /** Monthly income (average monthly income, held constant). */
  income: Cents;
  /** In-plan debt balance at the start of the period (point 0: today's balance). */
  debtBalance: Cents;
  /** The plan's payments to in-plan debts during the period (lump sums included). */
  payments: Cents;
  /** Interest charged on in-plan debts during the period. */
  interest: Cents;
}

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

/** The progression points in wire form (money as two-decimal strings). */
export function formatProgression(points: readonly ProgressionPoint[]) {
  return points.map((p) => ({
    month: p.month,
    date: p.date,
    income: formatMoney(p.income),
    debtBalance: formatMoney(p.debtBalance),
    payments: formatMoney(p.payments),
    interest: formatMoney(p.interest),
  }));
}
