// Month boundaries of a plan: month m covers [start + (m−1) months, start + m months), each
// boundary clamped to the month's length (Jan 31 -> Feb 28 -> Mar 31), as day numbers.

import { type IsoDate, dayNumberFromParts, daysInMonth, fromDayNumber, parseIsoDate, toDayNumber } from '../dates/calendar.ts';

export interface MonthGrid {
  startDate: IsoDate;
  horizon: number;
  /** boundary[k] = the day number of start + k months, k = 0..horizon. */
  boundary: Int32Array;
}

export function monthGrid(startDate: IsoDate, horizon: number): MonthGrid {
  const start = parseIsoDate(startDate);
  const boundary = new Int32Array(horizon + 1);
  for (let k = 0; k <= horizon; k++) {
    const index = start.year * 12 + (start.month - 1) + k;
    const y = Math.floor(index / 12);
    const mo = index - y * 12 + 1;
    boundary[k] = dayNumberFromParts(y, mo, Math.min(start.day, daysInMonth(y, mo)));
  }
  return { startDate, horizon, boundary };
}

/** The month (1..horizon) whose period contains a date, or null when it is before the start or past the horizon. */
export function monthOf(grid: MonthGrid, date: IsoDate): number | null {
  const day = toDayNumber(date);
  const b = grid.boundary;
  if (day < b[0]! || day >= b[grid.horizon]!) return null;
  let lo = 1;
  let hi = grid.horizon;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (day < b[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The last day of month m: start + m months − 1 day. */
export function lastDayOfMonth(grid: MonthGrid, m: number): IsoDate {
  return fromDayNumber(grid.boundary[m]! - 1);
}

export function firstDayOfMonth(grid: MonthGrid, m: number): IsoDate {
  return fromDayNumber(grid.boundary[m - 1]!);
}

/**
 * The last day plan month `m` covers, for a plan starting on `startDate` (start + m months − 1 day):
 * the schedule labels each row by the dates it covers (Mar 25 – Apr 24), and the debt-free date is
 * the last day of the month in which the last debt is paid.
 */
export function planMonthEnd(startDate: IsoDate, m: number): IsoDate {
  return lastDayOfMonth(monthGrid(startDate, m), m);
}
