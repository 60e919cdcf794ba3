// The plan's schedule on the wire in bounded parts: a plan answer carries a fixed number of rows
// whatever the plan's length or the number of debts' months, and the rest is read a page at a time
// (GET /api/plan/schedule). A 1,000-debt plan over 600 months was a 47 MB answer when it travelled whole.

import { formatMoney } from '../money/cents.ts';
import type { PlanOut, PlanSchedulePage } from '../schemas/plan.ts';
import {
  SCHEDULE_CHANGE_ROWS_MAX,
  SCHEDULE_MAX_ENTRIES,
  SCHEDULE_MONTHLY_ROWS,
  SCHEDULE_PAGE_DEFAULT,
  SCHEDULE_PAGE_MAX,
  SCHEDULE_SPARSE_EVERY,
} from '../schemas/plan-limits.ts';
import { planChangeRows } from './change-months.ts';
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
      ...(x.parts
        ? {
            parts: x.parts.map((q) => ({
              partId: q.partId,
              kind: q.kind,
              payment: formatMoney(q.payment),
              interest: formatMoney(q.interest),
              balance: formatMoney(q.balance),
            })),
          }
        : {}),
    })),
    lumpSum: formatMoney(m.lumpSum),
    totalPayment: formatMoney(m.totalPayment),
    totalInterest: formatMoney(m.totalInterest),
    totalBalance: formatMoney(m.totalBalance),
  };
}

/** A shape of the bounded schedule: the first `head` months one by one, then every `every`-th month. */
interface Bound {
  head: number;
  every: number;
}

/**
 * The shapes tried in turn, richest first: the first that fits SCHEDULE_MAX_ENTRIES is used. The
 * head never drops below 12 months (the dashboard's progression reads 12).
 */
const BOUNDS: readonly Bound[] = [
  { head: SCHEDULE_MONTHLY_ROWS, every: SCHEDULE_SPARSE_EVERY },
  { head: 12, every: 12 },
  { head: 12, every: 24 },
  { head: 12, every: 60 },
];

const pick = (months: readonly PlanMonth[], { head, every }: Bound) =>
  months.filter((m) => m.month <= head || m.month % every === 0 || m.month === months.length);

const entries = (rows: readonly PlanMonth[]) => rows.reduce((n, m) => n + m.payments.length, 0);

/**
 * The rows of the months where the plan changes (change-months.ts) that the sparse rows lack, most
 * telling first, while they stay within SCHEDULE_CHANGE_ROWS_MAX rows and the answer within
 * SCHEDULE_MAX_ENTRIES debt-months. A change's rows come together or not at all.
 */
function changeRows(months: readonly PlanMonth[], picked: readonly PlanMonth[]): PlanMonth[] {
  const have = new Set(picked.map((m) => m.month));
  let room = SCHEDULE_MAX_ENTRIES - entries(picked);
  const added: PlanMonth[] = [];
  for (const change of planChangeRows(months)) {
    const missing = change.filter((month) => !have.has(month)).flatMap((month) => months[month - 1] ?? []);
    const cost = entries(missing);
    if (missing.length === 0 || added.length + missing.length > SCHEDULE_CHANGE_ROWS_MAX || cost > room) continue;
    for (const m of missing) have.add(m.month);
    added.push(...missing);
    room -= cost;
  }
  return added;
}

/**
 * The months a plan answer carries: months 1 to SCHEDULE_MONTHLY_ROWS, then every
 * SCHEDULE_SPARSE_EVERY-th month, and the last month (the debt-free month, or the horizon) always.
 * Each row lists every debt still owed, so a plan of many debts gets a shorter head and a row every
 * 2 or 5 years instead, keeping the answer within SCHEDULE_MAX_ENTRIES debt-months where it can.
 * Past the head, the months where the plan changes are added (changeRows), so a lump sum paid in
 * year 4 is a step in its month on the chart, not a slope across the year. Rows are in month order.
 * The schedule's months are 1, 2, 3... in order, so a row's index is its month − 1.
 */
function boundedRows(months: readonly PlanMonth[]): { rows: PlanMonth[]; head: number } {
  let rows: PlanMonth[] = [];
  let head = 0;
  for (const bound of BOUNDS) {
    rows = pick(months, bound);
    head = bound.head;
    if (entries(rows) <= SCHEDULE_MAX_ENTRIES) break;
  }
  rows = [...rows, ...changeRows(months, rows)].sort((a, b) => a.month - b.month);
  return { rows, head };
}

/** The schedule fields of a plan answer: the bounded rows, the schedule's length and its monthly head. */
export function boundedSchedule(months: readonly PlanMonth[]): Pick<PlanOut, 'schedule' | 'scheduleMonths' | 'scheduleMonthlyRows'> {
  const { rows, head } = boundedRows(months);
  return {
    schedule: rows.map(planMonthOut),
    scheduleMonths: months.length,
    scheduleMonthlyRows: Math.min(head, months.length),
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
