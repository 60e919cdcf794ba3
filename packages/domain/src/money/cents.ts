// Money inside Paydown's domain is an integer number of cents (a JS number: the largest amount a
// numeric(10,2) column holds, 99,999,999.99, is 9,999,999,999 cents, far below 2^53).
//
// On the wire money is a string with two decimals ("1234.50"). Percentages (APR, numeric(5,2)) use
// the same "at most two decimals" text and are held as integer hundredths (basis points).
//
// ROUNDING RULE (the only one in the domain): whenever a computation produces a fraction of a cent
// it is rounded to the nearest cent, and an exact half cent is rounded away from zero
// ("round half up" for the non-negative amounts we deal with): 0.5 -> 1, 2.5 -> 3, -0.5 -> -1.
// The rounding happens once, on the exact rational result (numerator / denominator in integers),
// never on an intermediate floating-point value.

/** An integer amount of cents. */
export type Cents = number;

/** 99,999,999.99: the largest value of a numeric(10,2) column. */
export const MAX_MONEY_CENTS: Cents = 9_999_999_999;

/**
 * Whether an amount computed by the app (a balance a payment's removal gives back, a history row's
 * balance after) can be stored: every money column is numeric(10,2), at most 99,999,999.99, and a
 * balance or an amount is never negative. A write checks this before it runs, so an amount out of
 * range is a 400, never a database error.
 */
export function fitsMoneyColumn(cents: Cents): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_MONEY_CENTS;
}

/** An exact rational factor, e.g. a daily rate of 19.99 % / 365 = { numerator: 1999, denominator: 3_650_000 }. */
export interface Ratio {
  numerator: number;
  denominator: number;
}

export type DecimalParseError = 'empty' | 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large';

export type DecimalParseResult = { ok: true; value: number } | { ok: false; error: DecimalParseError };

const DECIMAL_RE = /^(?:(\d+)(?:\.(\d{1,2}))?|\.(\d{1,2}))$/;
const NUMBERISH_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Parses a non-negative decimal with at most two decimals into integer hundredths (cents for money,
 * basis points for a percentage). Accepts a string ("1234.50", "0.5", ".5", "12") or a JSON number
 * (12.5 -> its shortest decimal text "12.5"). Leading and trailing spaces are ignored.
 * `maxHundredths` bounds the value (inclusive).
 */
export function parseHundredths(input: string | number, maxHundredths: number): DecimalParseResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: 'not_a_number' };
    if (input < 0 || Object.is(input, -0)) return { ok: false, error: 'negative' };
    text = String(input); // shortest round-trip text: 0.1 + 0.2 -> "0.30000000000000004" (refused below)
    if (/e/i.test(text)) {
      // 1e21 and above, or tiny values such as 1e-7: neither fits numeric(10,2) exactly.
      return { ok: false, error: input >= 1 ? 'too_large' : 'too_many_decimals' };
    }
  } else {
    text = input.trim();
  }
  if (text === '') return { ok: false, error: 'empty' };
  const match = DECIMAL_RE.exec(text);
  if (!match) {
    if (NUMBERISH_RE.test(text)) {
      if (text.startsWith('-')) return { ok: false, error: 'negative' };
      if (/^\+?\d*\.\d{3,}$/.test(text)) return { ok: false, error: 'too_many_decimals' };
    }
    return { ok: false, error: 'not_a_number' };
  }
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  // Compare lengths first so a huge integer part never goes through Number().
  if (whole.length > String(Math.floor(maxHundredths / 100)).length) return { ok: false, error: 'too_large' };
  const value = Number(whole) * 100 + Number(fraction);
  if (value > maxHundredths) return { ok: false, error: 'too_large' };
  return { ok: true, value };
}

export type MoneyParseResult = { ok: true; cents: Cents } | { ok: false; error: DecimalParseError };

/** Wire money ("1234.50", "0.5", "12" or a JSON number) -> cents, without throwing. */
export function tryParseMoney(input: string | number): MoneyParseResult {
  const r = parseHundredths(input, MAX_MONEY_CENTS);
  return r.ok ? { ok: true, cents: r.value } : r;
}

export class MoneyParseError extends Error {
  constructor(
    readonly input: unknown,
    readonly reason: DecimalParseError,
  ) {
    super(`Invalid money amount ${JSON.stringify(input)}: ${reason.replaceAll('_', ' ')}`);
    this.name = 'MoneyParseError';
  }
}

/** Wire money -> cents; throws MoneyParseError on negatives, > 2 decimals, > 99,999,999.99 or non-numbers. */
export function parseMoney(input: string | number): Cents {
  const r = tryParseMoney(input);
  if (!r.ok) throw new MoneyParseError(input, r.error);
  return r.cents;
}

/** Integer hundredths -> "1234.50" (two decimals, no grouping; "-0.05" for negatives). */
export function formatHundredths(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount: ${value}`);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return `${sign}${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** Cents -> the wire format, two decimals: 123450 -> "1234.50". */
export function formatMoney(cents: Cents): string {
  return formatHundredths(cents);
}

/** Normalises any accepted money input to the wire format: 12.5 -> "12.50", "007" -> "7.00". */
export function normalizeMoney(input: string | number): string {
  return formatMoney(parseMoney(input));
}

/**
 * round(numerator / denominator) with the domain's rounding rule (half away from zero), exactly,
 * on integers. The denominator must be a positive integer.
 */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = abs / denominator;
  const r = abs % denominator;
  const rounded = r * 2n >= denominator ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/**
 * round(a × b / c) exactly (half away from zero) for integers a, b and a positive integer c.
 * Uses plain number arithmetic while the product is exactly representable and BigInt otherwise,
 * so it is both exact and fast (operands beyond 2^53 — inexact already — fall back to floating point).
 */
export function mulDiv(a: number, b: number, c: number): number {
  if (!Number.isInteger(a) || !Number.isInteger(b) || !Number.isInteger(c) || c <= 0) {
    throw new RangeError(`mulDiv needs integers and a positive divisor (got ${a}, ${b}, ${c})`);
  }
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    const abs = Math.abs(product);
    const q = Math.floor(abs / c);
    const r = abs - q * c;
    const rounded = 2 * r >= c ? q + 1 : q;
    return product < 0 ? -rounded : rounded;
  }
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return roundFloat(product / c);
  return Number(roundDiv(BigInt(a) * BigInt(b), BigInt(c)));
}

/**
 * An operand beyond 2^53 is already inexact as a JS number (only a runaway projection gets there:
 * a balance of more than $90 trillion), so exact integer arithmetic would buy nothing: round the
 * floating-point quotient with the same rule.
 */
function roundFloat(x: number): number {
  return x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5);
}

/** round(a × b × d / c): three integer factors, one rounding. */
export function mulMulDiv(a: number, b: number, d: number, c: number): number {
  const ab = a * b;
  if (Number.isSafeInteger(ab)) return mulDiv(ab, d, c);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(d)) return roundFloat((ab * d) / c);
  return Number(roundDiv(BigInt(a) * BigInt(b) * BigInt(d), BigInt(c)));
}

/** cents × ratio, rounded once with the domain's rule: mulRatio(10_000, { numerator: 1999, denominator: 3_650_000 }) = 55. */
export function mulRatio(cents: Cents, ratio: Ratio): Cents {
  return mulDiv(cents, ratio.numerator, ratio.denominator);
}

/** percent% of an amount, the percent given in hundredths (7500 = 75.00 %): percentOf(1001, 7500) = 751 (750.75 rounds up). */
export function percentOf(cents: Cents, percentHundredths: number): Cents {
  return mulDiv(cents, percentHundredths, 10_000);
}

/** Exact sum of cents. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** For charts only (never for arithmetic): cents -> thousands of dollars, 1_234_500 -> 12.345. */
export function centsToThousands(cents: Cents): number {
  return cents / 100_000;
}

/** For display only: cents -> dollars as a number, 123450 -> 1234.5. */
export function centsToDollars(cents: Cents): number {
  return cents / 100;
}
