// Interest, the way each kind of lender computes it, so a savings claim matches what the lender charges:
// - credit cards: a daily periodic rate (APR / 365) applied to the average daily balance of the
//   billing cycle (the method US issuers disclose under Regulation Z, 12 CFR 1026.7 / 1026.60);
// - personal, auto and student loans: simple daily interest on the outstanding principal, from the
//   last payment to this one (so a payment made earlier stops interest on that money earlier);
// - mortgage / rent: monthly, APR / 12 on the prior month's balance; the amount due does not depend
//   on the day of the month the payment arrives, so paying earlier saves nothing.
// - other: no lender model is known; Paydown treats it as a simple daily-interest debt (see docs/money-math.md).
//
// APRs are integer basis points (hundredths of a percent): "19.99" % -> 1999. Results are cents,
// rounded once with the domain's rule (half away from zero, see money.ts).

import type { DebtType } from './type.ts';
import { type IsoDate, daysBetween } from '../dates/calendar.ts';
import { type Cents, type DecimalParseResult, type Ratio, formatHundredths, mulDiv, mulMulDiv, parseHundredths } from '../money/cents.ts';

/** An APR in basis points: 1999 = 19.99 %. */
export type AprBp = number;

/** The year Paydown's daily rate divides by (most US card issuers and loan servicers use 365). */
export const DAYS_PER_YEAR = 365;
/** 99.99 %: the largest numeric(5,2) APR the schemas accept. */
export const MAX_APR_BP: AprBp = 9_999;
/** The spec's flat 18 %/year (1.5 % a month), used only when a debt has no rate at all. */
export const FALLBACK_APR_BP: AprBp = 1_800;

/** basis points × days ÷ (10,000 × 365): the denominator of a daily-rate product. */
export const DAILY_DENOMINATOR = 10_000 * DAYS_PER_YEAR; // 3,650,000
/** basis points ÷ (10,000 × 12): the denominator of a monthly-rate product. */
const MONTHLY_DENOMINATOR = 10_000 * 12; // 120,000

/** "19.99" (or 19.99) -> 1999 basis points; refuses negatives, > 2 decimals and more than 99.99. */
export function tryParseApr(input: string | number): DecimalParseResult {
  return parseHundredths(input, MAX_APR_BP);
}

export function parseApr(input: string | number): AprBp {
  const r = tryParseApr(input);
  if (!r.ok) throw new RangeError(`Invalid interest rate ${JSON.stringify(input)}: ${r.error.replaceAll('_', ' ')}`);
  return r.value;
}

/** 1999 -> "19.99". */
export function formatApr(bp: AprBp): string {
  return formatHundredths(bp);
}

/** The APR to compute with: the debt's own, or the 18 % fallback only when the rate is missing. A 0 % APR stays 0. */
export function effectiveApr(bp: AprBp | null | undefined): AprBp {
  return bp === null || bp === undefined || !Number.isFinite(bp) ? FALLBACK_APR_BP : bp;
}

export type InterestAccrual = 'daily' | 'monthly';

/** How a debt type accrues interest: mortgage -> 'monthly'; every other type -> 'daily'. */
export function accrualOf(type: DebtType): InterestAccrual {
  return type === 'mortgage' ? 'monthly' : 'daily';
}

/** The daily periodic rate as an exact ratio: APR / 365. 19.99 % -> 1999 / 3,650,000 (≈ 0.0548 % a day). */
export function dailyPeriodicRate(bp: AprBp): Ratio {
  return { numerator: bp, denominator: DAILY_DENOMINATOR };
}

/** The monthly periodic rate as an exact ratio: APR / 12. 6.00 % -> 600 / 120,000 (0.5 % a month). */
export function monthlyPeriodicRate(bp: AprBp): Ratio {
  return { numerator: bp, denominator: MONTHLY_DENOMINATOR };
}

const nonNeg = (n: number) => (n > 0 ? n : 0);

/**
 * Simple daily interest: balance × APR / 365 × days, rounded once. 0 for days <= 0.
 * interestForDays(500_000, 1999, 30) = round(500,000 × 1999 × 30 / 3,650,000) = round(8215.07) = 8215 ($82.15).
 */
export function interestForDays(balance: Cents, bp: AprBp, days: number): Cents {
  if (days <= 0 || balance <= 0 || bp <= 0) return 0;
  return mulMulDiv(balance, bp, days, DAILY_DENOMINATOR);
}

/** One month of APR / 12 on a balance: interestForMonth(20_000_000, 600) = 20,000,000 × 600 / 120,000 = 100,000 ($1,000.00). */
export function interestForMonth(balance: Cents, bp: AprBp): Cents {
  if (balance <= 0 || bp <= 0) return 0;
  return mulDiv(balance, bp, MONTHLY_DENOMINATOR);
}

/** estInterestPerDay = balance × APR / 365 (all types, a 365-day year): $5,000.00 at 19.99 % -> round(273.84) = 274 ($2.74). */
export function estInterestPerDay(balance: Cents, bp: AprBp): Cents {
  return interestForDays(balance, bp, 1);
}

/**
 * Interest that builds up from today until a date: balance × APR / 365 × days(today -> date),
 * 0 when the date is today or already past. Rounded once on the whole product (not per-day × days).
 * Used for both estInterestTillDue and estInterestTillSuggested.
 */
export function estInterestUntil(balance: Cents, bp: AprBp, today: IsoDate, date: IsoDate): Cents {
  return interestForDays(balance, bp, daysBetween(today, date));
}

/** estInterestTillDue: estInterestUntil(balance, apr, today, nextDueDate). */
export function estInterestTillDue(balance: Cents, bp: AprBp, today: IsoDate, dueDate: IsoDate): Cents {
  return estInterestUntil(balance, bp, today, dueDate);
}

/** estInterestTillSuggested: estInterestUntil(balance, apr, today, suggestedDate). */
export function estInterestTillSuggested(balance: Cents, bp: AprBp, today: IsoDate, suggestedDate: IsoDate): Cents {
  return estInterestUntil(balance, bp, today, suggestedDate);
}

export interface SavingsInput {
  type: DebtType;
  /** The amount paid on the suggested date (normally the monthly payment). */
  payment: Cents;
  bp: AprBp;
  suggestedDate: IsoDate;
  dueDate: IsoDate;
}

/**
 * What paying `payment` on the suggested date instead of the due date saves:
 * payment × APR / 365 × days early, for daily-accruing debts; 0 for monthly-accruing ones
 * (mortgage/rent) and when the suggested date is not before the due date.
 * $300 at 24 % paid 10 days early: round(30,000 × 2400 × 10 / 3,650,000) = round(197.26) = 197 ($1.97).
 */
export function interestSavings({ type, payment, bp, suggestedDate, dueDate }: SavingsInput): Cents {
  if (accrualOf(type) === 'monthly') return 0;
  return interestForDays(nonNeg(payment), bp, daysBetween(suggestedDate, dueDate));
}

/**
 * The interest a debt accrues over one period of `days` calendar days (one projection month) when
 * the payment arrives at the end of the period: daily types -> balance × APR / 365 × days; monthly
 * types -> balance × APR / 12 whatever the month's length.
 */
export function periodInterest(type: DebtType, balance: Cents, bp: AprBp, days: number): Cents {
  return accrualOf(type) === 'monthly' ? interestForMonth(balance, bp) : interestForDays(balance, bp, days);
}

export interface CycleTransaction {
  /** 0-based day of the billing cycle the transaction posts on (it counts from that day's balance). */
  day: number;
  /** Positive for a purchase or fee, negative for a payment or credit. */
  amount: Cents;
}

/**
 * The sum of the daily balances of a billing cycle (cent-days): the balance at the end of each day,
 * opening balance plus every transaction posted on or before that day, never below zero.
 */
export function sumOfDailyBalances(opening: Cents, transactions: readonly CycleTransaction[], cycleDays: number): number {
  const byDay = new Map<number, Cents>();
  for (const t of transactions) {
    if (t.day < 0 || t.day >= cycleDays) throw new RangeError(`transaction day ${t.day} outside a ${cycleDays}-day cycle`);
    byDay.set(t.day, (byDay.get(t.day) ?? 0) + t.amount);
  }
  let balance = opening;
  let sum = 0;
  for (let day = 0; day < cycleDays; day++) {
    balance += byDay.get(day) ?? 0;
    sum += nonNeg(balance);
  }
  return sum;
}

/** Average daily balance of a cycle, in cents (rounded): the figure a card statement discloses. */
export function averageDailyBalance(opening: Cents, transactions: readonly CycleTransaction[], cycleDays: number): Cents {
  if (cycleDays <= 0) return 0;
  return mulDiv(sumOfDailyBalances(opening, transactions, cycleDays), 1, cycleDays);
}

/**
 * A credit card's interest charge for a billing cycle, average daily balance method (excluding new
 * purchases' grace period and without daily compounding): ADB × (APR / 365) × days in cycle, which
 * equals (sum of daily balances) × APR / 365, rounded once.
 * $1,000 for a 30-day cycle at 24 % with $400 paid on day 20:
 * sum = 20 × 100,000 + 10 × 60,000 = 2,600,000 cent-days; × 2400 / 3,650,000 = 1709.59 -> 1710 ($17.10).
 */
export function creditCardCycleInterest(opening: Cents, transactions: readonly CycleTransaction[], cycleDays: number, bp: AprBp): Cents {
  if (bp <= 0) return 0;
  return mulDiv(sumOfDailyBalances(opening, transactions, cycleDays), bp, DAILY_DENOMINATOR);
}
