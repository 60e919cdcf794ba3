import { formatIsoDate, tryParseIsoDate, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';

// The number and date forms lenders write in statement files, read exactly: money to integer cents
// by its digits (never through a float), dates to calendar days.

const AMOUNT_RE = /^([+-])?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2})\d*)?$/;

/**
 * "-1,234.56", "+45", "$12.30", "(45.00)" (a negative in parentheses), "1234.5" → signed cents;
 * null for anything else. Digits past the cent are refused, not rounded: a statement figure has none.
 */
export function parseStatementAmount(raw: string): Cents | null {
  let text = raw.trim();
  let negative = false;
  const paren = /^\((.*)\)$/.exec(text);
  if (paren?.[1] !== undefined) {
    negative = true;
    text = paren[1].trim();
  }
  if (text.startsWith('-$')) text = `-${text.slice(2)}`;
  const m = AMOUNT_RE.exec(text);
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  const fraction = /\.(\d*)$/.exec(text)?.[1] ?? '';
  if (fraction.length > 2) return null;
  const whole = Number((m[2] ?? '0').replace(/,/g, ''));
  const cents = whole * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  if (m[1] === '-') negative = !negative;
  return negative ? -cents : cents;
}

/** An OFX date-time (YYYYMMDD, YYYYMMDDHHMMSS[.XXX][[-5:EST]]) → its calendar day; null if not one. */
export function parseOfxDate(raw: string): IsoDate | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(raw.trim());
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  return tryParseIsoDate(date) ? date : null;
}

/** A CSV date: "MM/DD/YYYY", "M/D/YY", "YYYY-MM-DD" (the US card exports' forms) → its day; null if not one. */
export function parseCsvDate(raw: string): IsoDate | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  let parts: { year: number; month: number; day: number } | null = null;
  if (iso) parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else if (us) {
    const yearText = us[3] ?? '';
    const y = Number(yearText);
    parts = { year: yearText.length === 2 ? 2000 + y : y, month: Number(us[1]), day: Number(us[2]) };
  }
  if (!parts) return null;
  const date = formatIsoDate(parts);
  return tryParseIsoDate(date) ? date : null;
}
