// Calendar dates are 'YYYY-MM-DD' strings: a due date is a day on the calendar, not an instant, so
// no time zone can ever shift it. Arithmetic runs on day numbers (days since 1970-01-01 in the
// proleptic Gregorian calendar) with integer formulas (H. Hinnant's civil-from-days algorithms);
// no Date object is involved except in todayInTimeZone, which reads the calendar day of an instant.

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1-12): daysInMonth(2028, 2) = 29. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

/** The number written with ASCII digits in text[start, start + length), or -1 if any is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let n = 0;
  for (let i = start; i < start + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

// Dates are parsed by hand, not with a regular expression: the money math compares and steps
// through dates in its inner loops, and this is several times faster (docs/performance.md).
/** Days since 1970-01-01 of a 'YYYY-MM-DD' text, or NaN when it is not a real calendar date. */
function dayNumberOrNaN(text: string): number {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return NaN;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NaN;
  return dayNumberFromParts(year, month, day);
}

/** 'YYYY-MM-DD' -> parts, or null when the text is not a real calendar date (2026-02-30, 2026-2-3). */
export function tryParseIsoDate(text: string): DateParts | null {
  if (Number.isNaN(dayNumberOrNaN(text))) return null;
  return { year: digitsAt(text, 0, 4), month: digitsAt(text, 5, 2), day: digitsAt(text, 8, 2) };
}

export function isIsoDate(text: unknown): text is IsoDate {
  return typeof text === 'string' && tryParseIsoDate(text) !== null;
}

/**
 * The range of dates a user may enter (due dates, pay dates, payment dates). Every schedule and
 * estimate stays cheap and representable inside it; docs/decisions.md.
 */
export const MIN_INPUT_DATE: IsoDate = '1900-01-01';
export const MAX_INPUT_DATE: IsoDate = '2199-12-31';

/** True for a calendar date within [MIN_INPUT_DATE, MAX_INPUT_DATE] (ISO dates compare as text). */
export function isDateInInputRange(date: IsoDate): boolean {
  return isIsoDate(date) && date >= MIN_INPUT_DATE && date <= MAX_INPUT_DATE;
}

/**
 * A stored date moved into the input range (rows saved before the range existed, e.g. 9999-12-31):
 * reads use it so such a row still lists and computes instead of failing the whole response.
 */
export function clampToInputRange(date: IsoDate): IsoDate {
  // PostgreSQL also returns dates no YYYY-MM-DD can hold: '10000-01-01', '0044-03-15 BC'.
  if (tryParseIsoDate(date) === null) return date.endsWith('BC') ? MIN_INPUT_DATE : MAX_INPUT_DATE;
  return date < MIN_INPUT_DATE ? MIN_INPUT_DATE : date > MAX_INPUT_DATE ? MAX_INPUT_DATE : date;
}

/** 'YYYY-MM-DD' -> parts; throws a RangeError for anything that is not a real calendar date. */
export function parseIsoDate(text: string): DateParts {
  const parts = tryParseIsoDate(text);
  if (!parts) throw notADate(text);
  return parts;
}

const notADate = (text: unknown) => new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(text)}`);

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Days since 1970-01-01 for a civil date. */
export function dayNumberFromParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date of a day number (days since 1970-01-01). */
export function partsFromDayNumber(dayNumber: number): DateParts {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 'YYYY-MM-DD' -> days since 1970-01-01 ('1970-01-02' -> 1). */
export function toDayNumber(date: IsoDate): number {
  const n = typeof date === 'string' ? dayNumberOrNaN(date) : NaN;
  if (Number.isNaN(n)) throw notADate(date);
  return n;
}

/** Days since 1970-01-01 -> 'YYYY-MM-DD'. */
export function fromDayNumber(dayNumber: number): IsoDate {
  return formatIsoDate(partsFromDayNumber(dayNumber));
}

/** addDays('2028-02-28', 1) = '2028-02-29'; negative n goes back. */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + n);
}

/**
 * Adds calendar months, clamping to the last day of the target month:
 * addMonths('2026-01-31', 1) = '2026-02-28', addMonths('2028-01-31', 1) = '2028-02-29',
 * addMonths('2026-03-31', -1) = '2026-02-28'. Always computed from the given date, so a schedule
 * anchored on the 31st returns to the 31st (Jan 31 -> Feb 28 -> Mar 31) when built as anchor + k months.
 */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + n;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return formatIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** Whole days from a to b (b − a): daysBetween('2026-11-22', '2026-12-01') = 9; negative when b is earlier. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** -1, 0 or 1 (ISO dates also compare correctly as strings; this validates them). */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const d = toDayNumber(a) - toDayNumber(b);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) <= 0 ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) >= 0 ? a : b;
}

export function dayOfMonth(date: IsoDate): number {
  return parseIsoDate(date).day;
}

/** '2026-11-22' -> '2026-11-01'. */
export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate({ year, month, day: 1 });
}

/** '2028-02-10' -> '2028-02-29'. */
export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** '2026-11-22' -> '2026-11'. */
export function monthKey(date: IsoDate): string {
  return date.slice(0, 7);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone, the last minute asked for and its day: every request asks (X-Timezone), Intl is slow. */
const lastDay = new Map<string, { minute: number; day: IsoDate }>();
const MINUTE_MS = 60_000;
const MAX_ZONES = 1_000;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day an instant falls on in an IANA time zone:
 * todayInTimeZone(new Date('2026-11-23T03:00:00Z'), 'America/New_York') = '2026-11-22'.
 * Throws a RangeError for an unknown time zone. The caller passes `now`; nothing here reads the clock.
 */
export function todayInTimeZone(now: Date, timeZone = 'UTC'): IsoDate {
  // Every zone in use changes its offset, and so its date, only on whole minutes: within one
  // minute the answer is the same.
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const last = lastDay.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = computeToday(now, timeZone);
  if (lastDay.size >= MAX_ZONES) lastDay.clear();
  lastDay.set(timeZone, { minute, day });
  return day;
}

function computeToday(now: Date, timeZone: string): IsoDate {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    // Intl accepts any letter case of a zone name: bound what a client can make this keep.
    if (formatters.size >= MAX_ZONES) formatters.clear();
    formatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: get('year'), month: get('month'), day: get('day') });
}

/** The UTC calendar day of an instant (e.g. a timestamptz read from the database). */
export function utcDateOf(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}
