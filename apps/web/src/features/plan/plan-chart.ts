import type { PlanOut } from '@paydown/domain';
import { formatCurrency, toAmount } from '../../lib/format.ts';
import { monthYear, shortMonthYear } from './plan-format.ts';

export type BalancePoint = { label: string } & Record<string, number | string>;

export interface BalanceSeries {
  name: string;
  label: string;
  color: string;
}

const COLORS = ['red.6', 'orange.6', 'yellow.6', 'teal.6', 'blue.6', 'grape.6', 'pink.6', 'cyan.6', 'lime.7', 'indigo.6'];

/** At most this many points on the chart: a 30-year plan is drawn every few months. */
const MAX_POINTS = 120;

const seriesKey = (debtId: number) => `d${debtId}`;

/** One series per debt, in plan order (the first paid off at the bottom of the stack). */
export function balanceSeries(plan: PlanOut): BalanceSeries[] {
  return [...plan.debts]
    .sort((a, b) => a.order - b.order)
    .map((debt, i) => ({ name: seriesKey(debt.debtId), label: debt.debtName, color: COLORS[i % COLORS.length] ?? 'gray.6' }));
}

/**
 * The chart's rows: today's balances, then the balance of each debt after every month up to the
 * debt-free date (every few months for long plans, always keeping the last one).
 */
export function balanceData(plan: PlanOut): BalancePoint[] {
  const start: BalancePoint = { label: shortMonthYear(plan.startDate) };
  const opening = new Map<number, number>();
  for (const month of plan.schedule.slice(0, 1)) {
    for (const p of month.payments) opening.set(p.debtId, toAmount(p.balance) + toAmount(p.payment) - toAmount(p.interest));
  }
  for (const debt of plan.debts) start[seriesKey(debt.debtId)] = opening.get(debt.debtId) ?? 0;

  const step = Math.max(1, Math.ceil(plan.schedule.length / MAX_POINTS));
  const rows = plan.schedule.filter((_, i) => (i + 1) % step === 0 || i === plan.schedule.length - 1);
  return [
    start,
    ...rows.map((month) => {
      const point: BalancePoint = { label: shortMonthYear(nextMonthStart(month.startDate)) };
      for (const debt of plan.debts) point[seriesKey(debt.debtId)] = 0;
      for (const p of month.payments) point[seriesKey(p.debtId)] = toAmount(p.balance);
      return point;
    }),
  ];
}

/** '2026-11-23' -> '2026-12-23': the label of the balance after a month is the start of the next. */
function nextMonthStart(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const month = (m ?? 1) % 12;
  const year = (y ?? 0) + ((m ?? 1) === 12 ? 1 : 0);
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The chart in one sentence, for screen readers. */
export function describeBalances(plan: PlanOut): string {
  const first = plan.schedule[0];
  if (!first) return 'No balances to chart.';
  const total = toAmount(first.totalBalance) + toAmount(first.totalPayment) - toAmount(first.totalInterest);
  const end = plan.debtFreeDate ? `reaches $0 in ${monthYear(plan.debtFreeDate)}` : 'is not paid off within 50 years';
  return `Balances over time, stacked by debt: the total of ${formatCurrency(total)} today ${end}.`;
}
