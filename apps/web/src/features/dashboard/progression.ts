import type { PlanOut } from '@paydown/domain';
import { formatCurrency, toAmount } from '../../lib/format.ts';

export interface ProgressionPointWire {
  month: string;
  date: string;
  income: string;
  debtBalance: string;
  payments: string;
  interest: string;
}

export interface ChartPoint {
  /** "Nov '26" */
  label: string;
  debtBalance: number;
  income: number;
  payments: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' -> "Nov '26" (no Date object, so no time-zone shift). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} '${(y ?? '').slice(-2)}`;
}

/**
 * The chart's points. With the plan, the balance and payments are the plan's (in-plan debts only, so
 * a mortgage left out of the plan does not flatten the chart; payments include the rollover and the
 * extra): point i is the balance at the start of month i and that month's payment, as the server's
 * projection has it. Income stays the projection's.
 */
export function toChartData(points: readonly ProgressionPointWire[], plan?: PlanOut): ChartPoint[] {
  return points.map((p, i) => {
    const planned = plan ? planMonth(plan, i) : null;
    return {
      label: monthLabel(p.month),
      debtBalance: planned ? planned.balance : toAmount(p.debtBalance),
      income: toAmount(p.income),
      payments: planned ? planned.payment : toAmount(p.payments),
    };
  });
}

/**
 * The plan's balance at the start of month i (0-based) and its payment that month; 0s once
 * debt-free. Only the plan answer's monthly head holds month i at index i (later rows are a year
 * apart): past it, null, and the projection's own figures are drawn.
 */
function planMonth(plan: PlanOut, i: number): { balance: number; payment: number } | null {
  if (i >= plan.scheduleMonthlyRows && i < plan.scheduleMonths) return null;
  const month = plan.schedule[i];
  const before = i === 0 ? null : plan.schedule[i - 1];
  const opening = (m: PlanOut['schedule'][number]) => toAmount(m.totalBalance) + toAmount(m.totalPayment) - toAmount(m.totalInterest);
  const balance = before ? toAmount(before.totalBalance) : i === 0 && month ? opening(month) : 0;
  return { balance, payment: month ? toAmount(month.totalPayment) : 0 };
}

/** One sentence for screen readers: where the balance starts and where it ends up. */
export function describeProgression(points: readonly ChartPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No projection yet.';
  return (
    `Projected debt balance goes from ${formatCurrency(first.debtBalance)} in ${first.label} ` +
    `to ${formatCurrency(last.debtBalance)} in ${last.label}, with ${formatCurrency(first.income)} monthly income ` +
    `and ${formatCurrency(first.payments)} in plan payments the first month.`
  );
}

const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 10];

/**
 * Round y-axis ticks from 0 to just above the highest value (about four steps of 1, 1.5, 2, 2.5, 3, 4
 * or 5 × a power of ten): 11,200 -> 0, 3k, 6k, 9k, 12k; 4,000 -> 0, 1.5k, 3k, 4.5k (a flat line never
 * sits on the frame).
 */
export function niceTicks(maxValue: number): number[] {
  const max = Math.max(maxValue, 0) * 1.05 || 1000;
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (NICE_STEPS.find((s) => s * magnitude >= raw) ?? 10) * magnitude;
  const count = Math.ceil(max / step);
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

/** The highest balance: the left axis. */
export function balanceMax(points: readonly ChartPoint[]): number {
  return points.reduce((m, p) => Math.max(m, p.debtBalance), 0);
}

/**
 * The highest income or payment: the right axis. Income and payments have their own scale, so a
 * large balance does not press them onto the zero line.
 */
export function cashMax(points: readonly ChartPoint[]): number {
  return points.reduce((m, p) => Math.max(m, p.income, p.payments), 0);
}
