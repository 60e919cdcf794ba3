// Monthly income estimates (weekly ×4.33, bi-weekly by this month's paydays, monthly ×1, twice-monthly ×2, variable ×1) and the Income screen's summary.

import {
  type IsoDate,
  addDays,
  clampToInputRange,
  compareDates,
  daysBetween,
  endOfMonth,
  startOfMonth,
  toDayNumber,
} from '../dates/calendar.ts';
import { type Cents, mulDiv, parseHundredths, parseMoney, percentOf, sumCents } from '../money/cents.ts';
import {
  type IncomeFrequency,
  type IncomeScheduleFacts,
  autoNextExpectedPayDate,
  expectedPayDates,
  isIncomeFrequency,
  nextPayDateOnOrAfter,
} from '../dates/recurring.ts';

export interface IncomeFacts extends IncomeScheduleFacts {
  /** The amount of one payment, in cents. */
  amount: Cents;
  /**
   * The user's 'Expected Payments Per Month' (edit form, step 0.1; stored numeric(5,1)), as a number
   * or a numeric string. null/undefined: use the spec's rule for the frequency.
   */
  expectedPaymentsPerMonth?: number | string | null;
}

/** The spec's payments-per-month factors, in hundredths: weekly 4.33, bi-weekly 2.17 (without a pay date), ... */
export const PAYMENTS_PER_MONTH_HUNDREDTHS = {
  weekly: 433,
  biWeeklyWithoutPayDate: 217,
  monthly: 100,
  twiceMonthly: 200,
  variable: 100,
} as const;

/**
 * Bi-weekly paydays in the month of `today`: the dates on the 14-day grid through the pay date
 * (payDate ± 14k) that fall from the 1st through the last day of that month. Always 2 or 3.
 * payDate '2026-11-06', today '2026-11-22': Nov 6, Nov 20 -> 2; payDate '2026-10-02', today '2026-10-15':
 * Oct 2, 16, 30 -> 3.
 */
export function biWeeklyPaydaysInMonth(payDate: IsoDate, today: IsoDate): number {
  const first = toDayNumber(startOfMonth(today));
  const last = toDayNumber(endOfMonth(today));
  const anchor = toDayNumber(payDate);
  // First grid day on or after the 1st: anchor + 14k >= first.
  const offset = (((anchor - first) % 14) + 14) % 14;
  const firstPayday = first + offset;
  return firstPayday > last ? 0 : Math.floor((last - firstPayday) / 14) + 1;
}

/**
 * The spec's expected payments per month, in hundredths: weekly 433, bi-weekly 100 × (paydays in
 * the current month) or 217 without a pay date, monthly 100, twice-monthly 200, variable 100.
 */
export function paymentsPerMonthRuleHundredths(frequency: IncomeFrequency, payDate: IsoDate | null | undefined, today: IsoDate): number {
  switch (frequency) {
    case 'weekly':
      return PAYMENTS_PER_MONTH_HUNDREDTHS.weekly;
    case 'bi-weekly':
      return payDate ? 100 * biWeeklyPaydaysInMonth(payDate, today) : PAYMENTS_PER_MONTH_HUNDREDTHS.biWeeklyWithoutPayDate;
    case 'monthly':
      return PAYMENTS_PER_MONTH_HUNDREDTHS.monthly;
    case 'twice-monthly':
      return PAYMENTS_PER_MONTH_HUNDREDTHS.twiceMonthly;
    case 'variable':
      return PAYMENTS_PER_MONTH_HUNDREDTHS.variable;
  }
}

/** The same rule as a number, for the form's placeholder: 4.33, 2, 3, 2.17, 1 or 2. */
export function paymentsPerMonthRule(frequency: IncomeFrequency, payDate: IsoDate | null | undefined, today: IsoDate): number {
  return paymentsPerMonthRuleHundredths(frequency, payDate, today) / 100;
}

/** 'Expected Payments Per Month' (number or numeric string, >= 0, at most 2 decimals) -> hundredths; null if unusable. */
export function parseExpectedPaymentsPerMonth(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const r = parseHundredths(value, 999_999);
  return r.ok ? r.value : null;
}

/**
 * 'Monthly Est.' of the income form: amount × expected payments per month, rounded once.
 * $1,234.56 × 2.5 = round(123,456 × 250 / 100) = 308,640 ($3,086.40).
 */
export function monthlyEstimateFromExpected(amount: Cents, expectedPaymentsPerMonth: number | string): Cents {
  const hundredths = parseExpectedPaymentsPerMonth(expectedPaymentsPerMonth);
  if (hundredths === null) throw new RangeError(`Invalid expected payments per month: ${JSON.stringify(expectedPaymentsPerMonth)}`);
  return mulDiv(amount, hundredths, 100);
}

/**
 * estMonthlyIncome of a source: amount × the user's expected payments per month when given,
 * otherwise amount × the spec's rule for its frequency. Weekly $500: 50,000 × 433 / 100 = 216,500 ($2,165.00).
 */
export function estMonthlyIncome(source: IncomeFacts, today: IsoDate): Cents {
  const custom = parseExpectedPaymentsPerMonth(source.expectedPaymentsPerMonth);
  const hundredths = custom ?? paymentsPerMonthRuleHundredths(source.frequency, source.payDate, today);
  return mulDiv(source.amount, hundredths, 100);
}

/** The sum of estMonthlyIncome over all sources. */
export function totalMonthlyIncome(sources: readonly IncomeFacts[], today: IsoDate): Cents {
  return sumCents(sources.map((s) => estMonthlyIncome(s, today)));
}

/** Paydays in a year by frequency: the average month has 1/12 of them (variable: one a month, the spec's rule). */
export const PAYMENTS_PER_YEAR: Record<IncomeFrequency, number> = {
  weekly: 52,
  'bi-weekly': 26,
  monthly: 12,
  'twice-monthly': 24,
  variable: 12,
};

/**
 * Average monthly income: what cash flow and the plan's budget check compare payments
 * with. A month's estMonthlyIncome counts the paydays of the current month (a bi-weekly month with 3
 * of them reads 50 % above the others); the average counts a year's: amount × paydays a year / 12,
 * rounded once per source (bi-weekly $1,000.00 -> 100,000 × 26 / 12 = 216,667; weekly $500.00 -> 216,667).
 * The user's own 'Expected Payments Per Month' wins when given, as on the income card.
 */
export function averageMonthlyIncome(sources: readonly IncomeFacts[]): Cents {
  return sumCents(
    sources.map((s) => {
      const custom = parseExpectedPaymentsPerMonth(s.expectedPaymentsPerMonth);
      return custom === null ? mulDiv(s.amount, PAYMENTS_PER_YEAR[s.frequency], 12) : mulDiv(s.amount, custom, 100);
    }),
  );
}

export interface IncomeSummary {
  totalMonthly: Cents;
  /** The earliest next expected pay date on or after today among all sources, or null. */
  nextPayment: IsoDate | null;
  /** 'This Month Received': 75 % of the total, rounded. */
  thisMonthReceived: Cents;
  /** 'Remaining': the total minus thisMonthReceived, so the two always add up to the total. */
  remaining: Cents;
}

/** The spec's fixed split: 75.00 % received, the rest remaining. */
export const RECEIVED_SHARE_HUNDREDTHS = 7_500;

/** 75 % / 25 % split of a total: received = round(total × 0.75), remaining = total − received. */
export function splitReceivedRemaining(total: Cents): { thisMonthReceived: Cents; remaining: Cents } {
  const thisMonthReceived = percentOf(total, RECEIVED_SHARE_HUNDREDTHS);
  return { thisMonthReceived, remaining: total - thisMonthReceived };
}

/**
 * The 'Monthly Income Summary' card. Next Payment is the earliest nextExpectedPayDate; a stored date
 * already in the past is rolled forward by the source's frequency (so the card never shows a past
 * date as "next"), and variable income counts only its known future dates.
 */
export function incomeSummary(sources: readonly IncomeFacts[], today: IsoDate): IncomeSummary {
  const totalMonthly = totalMonthlyIncome(sources, today);
  let nextPayment: IsoDate | null = null;
  for (const s of sources) {
    // The spec's "earliest nextExpectedPayDate", read as the earliest pay date still to come: a pay
    // date in the future (a new job, or the user entering their upcoming payday) is the next payment,
    // even though nextExpectedPayDate, auto-filled from it, lies one period later.
    const next = nextPayDateOnOrAfter(s, today);
    if (next && (nextPayment === null || compareDates(next, nextPayment) < 0)) nextPayment = next;
  }
  return { totalMonthly, nextPayment, ...splitReceivedRemaining(totalMonthly) };
}

/**
 * Elapsed share of the time from start to end at `today`, in percent, clamped to 0-100:
 * start '2026-11-01', end '2026-11-15', today '2026-11-08' -> 7 / 14 = 50. An empty or inverted
 * range reads 100 once today has reached the end, 0 before.
 */
export function progressPercent(start: IsoDate, end: IsoDate, today: IsoDate): number {
  const total = daysBetween(start, end);
  const elapsed = daysBetween(start, today);
  if (total <= 0) return compareDates(today, end) >= 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (elapsed / total) * 100));
}

export interface PayPeriod {
  start: IsoDate;
  end: IsoDate;
}

/**
 * The pay period an income card's progress bar covers: from the last expected pay date on or before
 * today to the next one after it. Before the first pay date: payDate -> the one after. null for
 * variable income ('Irregular schedule').
 */
export function currentPayPeriod(source: IncomeScheduleFacts, today: IsoDate): PayPeriod | null {
  if (source.frequency === 'variable') return null;
  const beforeFirst = compareDates(today, source.payDate) < 0;
  const after = nextPayDateOnOrAfter(source, addDays(beforeFirst ? source.payDate : today, 1));
  if (!after) return null;
  if (beforeFirst) return { start: source.payDate, end: after };
  const previous = expectedPayDates(source, addDays(today, -62), today);
  const start = previous[previous.length - 1] ?? source.payDate;
  return { start, end: after };
}

/** The progress bar of an income card (0-100), or null for variable income. */
export function incomeProgress(source: IncomeScheduleFacts, today: IsoDate): number | null {
  const period = currentPayPeriod(source, today);
  return period ? progressPercent(period.start, period.end, today) : null;
}

/**
 * nextExpectedPayDate after a partial update (PUT /api/income/{id}): an explicit value (or null) in
 * the patch wins; otherwise, if payDate or frequency changes, it is auto-filled from the new values
 * (weekly +7 days, bi-weekly +14, monthly +1 month, twice-monthly +15, variable blank); otherwise the stored value stays.
 */
export function resolveNextExpectedPayDate(
  stored: { payDate: IsoDate; frequency: IncomeFrequency; nextExpectedPayDate: IsoDate | null },
  patch: { payDate?: IsoDate | undefined; frequency?: IncomeFrequency | undefined; nextExpectedPayDate?: IsoDate | null | undefined },
): IsoDate | null {
  if (patch.nextExpectedPayDate !== undefined) return patch.nextExpectedPayDate;
  const payDate = patch.payDate ?? stored.payDate;
  const frequency = patch.frequency ?? stored.frequency;
  // A stored pay date from before the input range is read clamped, so the auto-fill stays a real date.
  if (payDate !== stored.payDate || frequency !== stored.frequency) return autoNextExpectedPayDate(clampToInputRange(payDate), frequency);
  return stored.nextExpectedPayDate;
}

/** An income row as the database returns it (numeric columns as strings). */
export interface IncomeRowLike {
  amount: string | number;
  payDate: IsoDate;
  frequency: string;
  nextExpectedPayDate?: IsoDate | null;
  expectedPaymentsPerMonth?: string | number | null;
}

/**
 * A stored row -> IncomeFacts (an unknown frequency text reads as 'variable': no schedule is invented).
 * Dates stored before the input range existed are read clamped to it (see debtFactsFromRow).
 */
export function incomeFactsFromRow(row: IncomeRowLike): IncomeFacts {
  return {
    amount: parseMoney(row.amount),
    payDate: clampToInputRange(row.payDate),
    frequency: isIncomeFrequency(row.frequency) ? row.frequency : 'variable',
    nextExpectedPayDate: row.nextExpectedPayDate ? clampToInputRange(row.nextExpectedPayDate) : null,
    expectedPaymentsPerMonth: row.expectedPaymentsPerMonth ?? null,
  };
}
