import type { PlanOut } from '@paydown/domain';
import { debtColors } from '../../lib/debt-colors.ts';
import { formatCurrency, toAmount } from '../../lib/format.ts';
import { monthYear, shortMonthYear } from './plan-format.ts';

/** A point of the chart: `month` months after the plan's start (0: today), each debt's balance by series key. */
export type BalancePoint = { month: number; label: string } & Record<string, number | string>;

export interface BalanceSeries {
  name: string;
  label: string;
  color: string;
}

const seriesKey = (debtId: number) => `d${debtId}`;

/**
 * One series per debt, stacked in plan order (the first paid off at the bottom); each debt keeps its
 * own colour whatever the strategy (debtColors).
 */
export function balanceSeries(plan: PlanOut): BalanceSeries[] {
  const colors = debtColors(plan.debts.map((d) => d.debtId));
  return [...plan.debts]
    .sort((a, b) => a.order - b.order)
    .map((debt) => ({ name: seriesKey(debt.debtId), label: debt.debtName, color: colors.get(debt.debtId) ?? 'gray.6' }));
}

/**
 * The chart's rows: today's balances, then the balance of each debt after every month the plan
 * answer carries (month by month at first, then a row a year, always the last: a few dozen points
 * however long the plan). The x axis is the month number, so the yearly rows sit at their true
 * distance. The answer also carries the months where the plan changes (a lump sum's month and the
 * one before, a promotion's end, a payoff), so a lump sum in year 4 is a drop in its own month.
 */
export function balanceData(plan: PlanOut): BalancePoint[] {
  const start: BalancePoint = { month: 0, label: shortMonthYear(plan.startDate) };
  const opening = new Map<number, number>();
  for (const month of plan.schedule.slice(0, 1)) {
    for (const p of month.payments) opening.set(p.debtId, toAmount(p.balance) + toAmount(p.payment) - toAmount(p.interest));
  }
  for (const debt of plan.debts) start[seriesKey(debt.debtId)] = opening.get(debt.debtId) ?? 0;

  return [
    start,
    ...plan.schedule.map((month) => {
      const point: BalancePoint = { month: month.month, label: shortMonthYear(monthsAfter(plan.startDate, month.month)) };
      for (const debt of plan.debts) point[seriesKey(debt.debtId)] = 0;
      for (const p of month.payments) point[seriesKey(p.debtId)] = toAmount(p.balance);
      return point;
    }),
  ];
}

/** The axis label of a month number: '2026-11-23' and 3 -> "Feb '27" (the balance after month 3 is February's). */
export function monthLabel(startDate: string, month: number): string {
  return shortMonthYear(monthsAfter(startDate, Math.round(month)));
}

/** '2026-11-23' and 1 -> '2026-12-01': the first of the month `n` months after a date's month. */
function monthsAfter(date: string, n: number): string {
  const [y, m] = date.split('-').map(Number);
  const index = (y ?? 0) * 12 + ((m ?? 1) - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The chart in one sentence, for screen readers. */
export function describeBalances(plan: PlanOut): string {
  const first = plan.schedule[0];
  if (!first) return 'No balances to chart.';
  const total = toAmount(first.totalBalance) + toAmount(first.totalPayment) - toAmount(first.totalInterest);
  const end = plan.debtFreeDate ? `reaches $0 in ${monthYear(plan.debtFreeDate)}` : 'is not paid off within 50 years';
  return `Balances over time, stacked by debt: the total of ${formatCurrency(total)} today ${end}.`;
}
