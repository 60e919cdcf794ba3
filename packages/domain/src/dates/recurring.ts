// Recurring dates: a debt's due dates (pay-period frequency) and an income source's pay dates.

import { type IsoDate, addDays, addMonths, compareDates, daysInMonth, formatIsoDate, parseIsoDate, toDayNumber } from './calendar.ts';

// ---------------------------------------------------------------------------------------------
// Debts

/** The pay-period frequencies the debt form offers. The column is free text, so other values are kept. */
export const DEBT_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly', 'quarterly'] as const;
export type DebtFrequency = (typeof DEBT_FREQUENCIES)[number];

export type Step = { days: number } | { months: number };

const DEBT_STEP: Record<DebtFrequency, Step> = {
  weekly: { days: 7 },
  'bi-weekly': { days: 14 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
};

/**
 * payPeriodFrequency is free text: read it case-insensitively, accept common spellings
 * ('biweekly', 'bi weekly', 'every 2 weeks', 'fortnightly'), and read anything else as monthly,
 * the spec's default.
 */
export function normalizeDebtFrequency(text: string | null | undefined): DebtFrequency {
  const t = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (t === 'weekly') return 'weekly';
  if (t === 'bi-weekly' || t === 'biweekly' || t === 'every-2-weeks' || t === 'fortnightly') return 'bi-weekly';
  if (t === 'quarterly') return 'quarterly';
  return 'monthly';
}

export function debtFrequencyStep(frequency: string | null | undefined): Step {
  return DEBT_STEP[normalizeDebtFrequency(frequency)];
}

/** anchor + k steps (months are always counted from the anchor, so the 31st comes back after February). */
export function stepFrom(anchor: IsoDate, step: Step, k: number): IsoDate {
  return 'days' in step ? addDays(anchor, step.days * k) : addMonths(anchor, step.months * k);
}

/**
 * The smallest k >= 0 with anchor + k steps on or after `date`, in O(1): days by division; months
 * from the month difference (anchor + k months lies in month anchor + k, so only the two candidates
 * around the difference need comparing). Never steps from the anchor: a date centuries away costs
 * the same as tomorrow.
 */
export function stepsToReach(anchor: IsoDate, step: Step, date: IsoDate): number {
  const gap = toDayNumber(date) - toDayNumber(anchor);
  if (gap <= 0) return 0;
  if ('days' in step) return Math.ceil(gap / step.days);
  const a = parseIsoDate(anchor);
  const d = parseIsoDate(date);
  const monthGap = d.year * 12 + d.month - (a.year * 12 + a.month);
  // k = floor(monthGap / m) lands in date's month or before it; k + 1 is in a later month.
  const k = Math.max(0, Math.floor(monthGap / step.months));
  return compareDates(stepFrom(anchor, step, k), date) >= 0 ? k : k + 1;
}

/**
 * The next due date on or after today: the stored due date if it is today or later, otherwise the
 * due date rolled forward by whole pay periods ('2026-10-31' monthly, today '2026-11-22' -> '2026-11-30';
 * today '2026-12-01' -> '2026-12-31').
 */
export function nextDueDate(dueDate: IsoDate, frequency: string | null | undefined, today: IsoDate): IsoDate {
  const step = debtFrequencyStep(frequency);
  return stepFrom(dueDate, step, stepsToReach(dueDate, step, today));
}

// ---------------------------------------------------------------------------------------------
// Income

export const INCOME_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly', 'twice-monthly', 'variable'] as const;
export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];

export function isIncomeFrequency(value: unknown): value is IncomeFrequency {
  return typeof value === 'string' && (INCOME_FREQUENCIES as readonly string[]).includes(value);
}

/**
 * The spec's auto-fill of nextExpectedPayDate when payDate or frequency changes: weekly +7 days,
 * bi-weekly +14 days, monthly +1 month (clamped: Jan 31 -> Feb 28/29), twice-monthly +15 days,
 * variable left blank (null).
 */
export function autoNextExpectedPayDate(payDate: IsoDate, frequency: IncomeFrequency): IsoDate | null {
  switch (frequency) {
    case 'weekly':
      return addDays(payDate, 7);
    case 'bi-weekly':
      return addDays(payDate, 14);
    case 'monthly':
      return addMonths(payDate, 1);
    case 'twice-monthly':
      return addDays(payDate, 15);
    case 'variable':
      return null;
  }
}

export interface IncomeScheduleFacts {
  payDate: IsoDate;
  frequency: IncomeFrequency;
  nextExpectedPayDate?: IsoDate | null;
}

/**
 * The two pay days of a twice-monthly schedule in a given month, from the anchor's day of month d:
 * d <= 15 -> d and d + 15; d > 15 -> d − 15 and d; each clamped to the month's last day
 * (1 -> 1st and 16th; 15 -> 15th and 30th (Feb: 28th/29th); 31 -> 16th and last day).
 */
function twiceMonthlyDays(anchorDay: number, year: number, month: number): [number, number] {
  const last = daysInMonth(year, month);
  const [a, b] = anchorDay <= 15 ? [anchorDay, anchorDay + 15] : [anchorDay - 15, anchorDay];
  return [Math.min(a, last), Math.min(b, last)];
}

/** Pay dates of one regular series starting at `anchor` (included), from `from` through `to` (inclusive). */
function seriesBetween(anchor: IsoDate, frequency: IncomeFrequency, from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  const start = compareDates(anchor, from) > 0 ? anchor : from;
  if (compareDates(start, to) > 0) return out;
  if (frequency === 'weekly' || frequency === 'bi-weekly' || frequency === 'monthly') {
    // The same periods as a debt's pay-period frequency of that name.
    const step = DEBT_STEP[frequency];
    for (let k = stepsToReach(anchor, step, start); ; k++) {
      const d = stepFrom(anchor, step, k);
      if (compareDates(d, to) > 0) break;
      out.push(d);
    }
  } else if (frequency === 'twice-monthly') {
    const a = parseIsoDate(anchor);
    const s = parseIsoDate(start);
    for (let index = s.year * 12 + s.month - 1; ; index++) {
      const year = Math.floor(index / 12);
      const month = index - year * 12 + 1;
      if (compareDates(formatIsoDate({ year, month, day: 1 }), to) > 0) break;
      for (const day of twiceMonthlyDays(a.day, year, month)) {
        const d = formatIsoDate({ year, month, day });
        if (compareDates(d, start) >= 0 && compareDates(d, to) <= 0) out.push(d);
      }
    }
  } else if (start === anchor) {
    out.push(anchor); // variable: only the known date
  }
  return out;
}

/**
 * The date the schedule is re-anchored on, or null when it runs from payDate alone. A
 * nextExpectedPayDate later than payDate re-anchors it (the user knows their next payday best),
 * unless it says nothing new: it is the spec's auto-fill of payDate (monthly Jan 31 -> Feb 28,
 * twice-monthly Feb 15 -> Mar 2) or already a date of payDate's schedule. Re-anchoring on those
 * would shift every later payday (to the 28th of each month; to the 2nd and 17th).
 */
export function scheduleReanchor(source: IncomeScheduleFacts): IsoDate | null {
  const next = source.nextExpectedPayDate ?? null;
  if (!next || compareDates(next, source.payDate) <= 0) return null;
  if (next === autoNextExpectedPayDate(source.payDate, source.frequency)) return null;
  if (source.frequency !== 'variable' && firstInSeries(source.payDate, source.frequency, next) === next) return null;
  return next;
}

/** The first date of the regular series from `anchor` that is on or after `date` (O(1)). */
function firstInSeries(anchor: IsoDate, frequency: Exclude<IncomeFrequency, 'variable'>, date: IsoDate): IsoDate {
  const start = compareDates(anchor, date) > 0 ? anchor : date;
  if (frequency !== 'twice-monthly') {
    const step = DEBT_STEP[frequency];
    return stepFrom(anchor, step, stepsToReach(anchor, step, start));
  }
  const a = parseIsoDate(anchor);
  const s = parseIsoDate(start);
  for (const day of twiceMonthlyDays(a.day, s.year, s.month)) if (day >= s.day) return formatIsoDate({ year: s.year, month: s.month, day });
  // Past both of this month's days: the first of next month's.
  const year = s.month === 12 ? s.year + 1 : s.year;
  const month = s.month === 12 ? 1 : s.month + 1;
  return formatIsoDate({ year, month, day: twiceMonthlyDays(a.day, year, month)[0] });
}

/**
 * The expected pay dates of an income source from `from` through `to` (inclusive), ascending.
 * The schedule runs forward from payDate by the frequency; when the user gave a nextExpectedPayDate
 * that re-anchors it (scheduleReanchor), the old schedule's dates are kept only while their
 * successor comes no later than that date. Variable income has no schedule: only payDate and
 * nextExpectedPayDate themselves. O(number of dates returned).
 */
export function expectedPayDates(source: IncomeScheduleFacts, from: IsoDate, to: IsoDate): IsoDate[] {
  if (compareDates(from, to) > 0) return [];
  const next = source.nextExpectedPayDate ?? null;
  if (source.frequency === 'variable') {
    const known = new Set([source.payDate, ...(next ? [next] : [])]);
    return [...known].filter((d) => compareDates(d, from) >= 0 && compareDates(d, to) <= 0).sort();
  }
  const reanchor = scheduleReanchor(source);
  if (!reanchor) return seriesBetween(source.payDate, source.frequency, from, to);
  // Before the re-anchor: the old schedule's dates whose own successor comes no later than it
  // (payDate Nov 6 bi-weekly, next Nov 21: Nov 6 stays, Nov 20 is replaced by Nov 21).
  const old = compareDates(from, reanchor) < 0 ? seriesBetween(source.payDate, source.frequency, from, addDays(reanchor, 62)) : [];
  const early = old.filter((d, i) => {
    const successor = old[i + 1];
    return successor !== undefined && compareDates(successor, reanchor) <= 0 && compareDates(d, to) <= 0;
  });
  return [...early, ...seriesBetween(reanchor, source.frequency, from, to)];
}

/** The pay dates of several income sources in a range, ascending, without duplicates. */
export function allExpectedPayDates(sources: readonly IncomeScheduleFacts[], from: IsoDate, to: IsoDate): IsoDate[] {
  const set = new Set<IsoDate>();
  for (const s of sources) for (const d of expectedPayDates(s, from, to)) set.add(d);
  return [...set].sort();
}

/** The earliest next pay date of several sources on or after `date`, or null (O(sources)). */
export function firstPayDateOnOrAfter(sources: readonly IncomeScheduleFacts[], date: IsoDate): IsoDate | null {
  let first: IsoDate | null = null;
  for (const s of sources) {
    const d = nextPayDateOnOrAfter(s, date);
    if (d !== null && (first === null || compareDates(d, first) < 0)) first = d;
  }
  return first;
}

/**
 * The next expected pay date of a source on or after today (null when there is none, e.g. variable
 * income whose known dates are past): expectedPayDates(source, today, ∞)[0], computed in O(1)
 * whatever the distance between today and the anchors.
 */
export function nextPayDateOnOrAfter(source: IncomeScheduleFacts, today: IsoDate): IsoDate | null {
  if (source.frequency === 'variable') {
    const known = [source.payDate, source.nextExpectedPayDate].filter((d): d is IsoDate => !!d && compareDates(d, today) >= 0).sort();
    return known[0] ?? null;
  }
  const reanchor = scheduleReanchor(source);
  if (!reanchor) return firstInSeries(source.payDate, source.frequency, today);
  if (compareDates(today, reanchor) < 0) {
    // The old schedule's first date from today counts only while its successor is no later than
    // the re-anchor; successors only grow, so if it fails, every later old date fails too.
    const d = firstInSeries(source.payDate, source.frequency, today);
    const successor = firstInSeries(source.payDate, source.frequency, addDays(d, 1));
    if (compareDates(successor, reanchor) <= 0) return d;
  }
  return firstInSeries(reanchor, source.frequency, today);
}
