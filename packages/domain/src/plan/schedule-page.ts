// The plan's schedule on the wire in bounded parts: a plan answer carries a fixed number of rows
// whatever the plan's length or the number of debts' months, and the rest is read a page at a time
// (GET /api/plan/schedule). A 1,000-debt plan over 600 months was a 47 MB answer when it travelled whole.

import { formatMoney } from '../money.ts';
import {
  type PlanOut,
  type PlanSchedulePage,
  SCHEDULE_MONTHLY_ROWS,
  SCHEDULE_PAGE_DEFAULT,
  SCHEDULE_PAGE_MAX,
  SCHEDULE_SPARSE_EVERY,
} from '../schemas/plan.ts';
import type { PlanMonth } from './types.ts';

export type PlanMonthOut = PlanOut['schedule'][number];

/** One month in wire form (money as two-decimal strings). */
export function planMonthOut(m: PlanMonth): PlanMonthOut {
  return {
    month: m.month,
    startDate: m.startDate,
    payments: m.payments.map((x) => ({
      debtId: x.debtId,
      payment: formatMoney(x.payment),
      interest: formatMoney(x.interest),
      balance: formatMoney(x.balance),
    })),
    lumpSum: formatMoney(m.lumpSum),
    totalPayment: formatMoney(m.totalPayment),
    totalInterest: formatMoney(m.totalInterest),
    totalBalance: formatMoney(m.totalBalance),
  };
}

/**
 * The months a plan answer carries: 1 to SCHEDULE_MONTHLY_ROWS, then every SCHEDULE_SPARSE_EVERY-th
 * month, and the last month (the debt-free month, or the horizon) always. The schedule's months are
 * 1, 2, 3... in order, so a row's index is its month − 1.
 */
export function boundedScheduleMonths(months: readonly PlanMonth[]): PlanMonth[] {
  const last = months.length;
  return months.filter((m) => m.month <= SCHEDULE_MONTHLY_ROWS || m.month % SCHEDULE_SPARSE_EVERY === 0 || m.month === last);
}

/** The schedule fields of a plan answer: the bounded rows, the schedule's length and its monthly head. */
export function boundedSchedule(months: readonly PlanMonth[]): Pick<PlanOut, 'schedule' | 'scheduleMonths' | 'scheduleMonthlyRows'> {
  return {
    schedule: boundedScheduleMonths(months).map(planMonthOut),
    scheduleMonths: months.length,
    scheduleMonthlyRows: Math.min(SCHEDULE_MONTHLY_ROWS, months.length),
  };
}

/**
 * Months from..from+limit−1 of a schedule (fewer at its end, none past it). limit is clamped to
 * 1..SCHEDULE_PAGE_MAX so no caller can ask for the whole of a long plan at once.
 */
export function schedulePage(months: readonly PlanMonth[], from = 1, limit = SCHEDULE_PAGE_DEFAULT): PlanSchedulePage {
  const start = Math.max(1, Math.floor(from));
  const size = Math.min(SCHEDULE_PAGE_MAX, Math.max(1, Math.floor(limit)));
  const rows = months.slice(start - 1, start - 1 + size).map(planMonthOut);
  const next = start + size;
  return { scheduleMonths: months.length, from: start, rows, nextFrom: next <= months.length ? next : null };
}
