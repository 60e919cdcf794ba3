/**
 * Display formatters shared by every screen: USD in en-US, whole dollars in
 * summaries and two decimals in detail; dates as 'Nov 22, 2026' or, short, 'Nov 22'.
 *
 * Money travels from the API as strings with two decimals ("1234.50"); both forms are accepted.
 * Calendar dates travel as 'YYYY-MM-DD' and are formatted as that calendar day in every time
 * zone (never shifted to the previous day west of UTC); full timestamps are shown in the
 * viewer's local time zone.
 */

import { formatUsd } from '@paydown/domain/money';

export type MoneyValue = number | string | null | undefined;
export type DateValue = string | Date | null | undefined;

/** Parses a money value from the wire; anything unparseable counts as 0. */
export function toAmount(value: MoneyValue): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** '$1,235' — summary cards and totals. */
export function formatCurrency(value: MoneyValue): string {
  return formatUsd(toCents(value), { precision: 'whole-dollars' });
}

/** '$1,234.50' — balances, payments and anything the user typed. */
export function formatCurrencyDetailed(value: MoneyValue): string {
  return formatUsd(toCents(value));
}

/** A wire amount in dollars as whole cents, for the domain's one USD formatter. */
function toCents(value: MoneyValue): number {
  return Math.round(toAmount(value) * 100);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDateUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDateUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

interface ParsedDate {
  date: Date;
  /** True for a 'YYYY-MM-DD' calendar date, which must be formatted in UTC to stay on its day. */
  calendar: boolean;
}

function parseDate(value: DateValue): ParsedDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendar: false };
  const match = CALENDAR_DATE.exec(value);
  if (match) {
    const [, y, m, d] = match;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    // Reject impossible days such as 2026-02-31 instead of rolling them over.
    if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
    return { date, calendar: true };
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar: false };
}

/** 'Nov 22, 2026'; `fallback` (default 'N/A') for a missing or invalid date. */
export function formatDate(value: DateValue, fallback = 'N/A'): string {
  const parsed = parseDate(value);
  if (!parsed) return fallback;
  return (parsed.calendar ? longDateUtc : longDate).format(parsed.date);
}

/** 'Nov 22'; `fallback` (default 'N/A') for a missing or invalid date. */
export function formatShortDate(value: DateValue, fallback = 'N/A'): string {
  const parsed = parseDate(value);
  if (!parsed) return fallback;
  return (parsed.calendar ? shortDateUtc : shortDate).format(parsed.date);
}

/** A countdown as m:ss ('1:05', '0:09'); negative values read '0:00'. Rounds partial seconds up. */
export function formatCountdown(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** '1 day', '12 days': a count with its noun, made plural with an 's' except for exactly one. */
export function formatCount(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** The y axis in thousands of dollars: 12500 -> '$12.5k', 3000 -> '$3k', 0 -> '$0k'. */
export function formatThousands(value: number): string {
  const k = Math.round(value / 100) / 10;
  const text = Number.isInteger(k) ? String(k) : k.toFixed(1);
  return `${k < 0 ? '-' : ''}$${text.replace('-', '')}k`;
}

/** 28 -> '2 years 4 months', 12 -> '1 year', 5 -> '5 months', 0 -> '0 months'. */
export function formatDuration(months: number): string {
  const m = Math.abs(months);
  const years = Math.floor(m / 12);
  const rest = m % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 22, 2026, 3:05 PM': a moment in the viewer's time zone; `fallback` for a missing one. */
export function formatDateTime(value: DateValue, fallback = 'N/A'): string {
  const parsed = parseDate(value);
  return parsed ? dateTime.format(parsed.date) : fallback;
}
