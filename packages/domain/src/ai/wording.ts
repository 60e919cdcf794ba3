// Template wording of the local suggestion engine, and the check that a text (e.g. a language
// model's rewording) states no dollar figure or date that is not among a suggestion's facts.

import { type IsoDate, daysBetween, parseIsoDate } from '../dates/calendar.ts';
import { MONTH_ABBREVIATIONS, formatShortDate } from '../dates/format.ts';
import { type AprBp, formatApr } from '../debt/interest.ts';
import { type Cents, mulDiv } from '../money/cents.ts';
import { formatUsd } from '../money/usd.ts';

// ---------------------------------------------------------------------------------------------
// Formatting

/** An APR in basis points as a percent: 1999 -> '19.99%', 1000 -> '10%', 650 -> '6.50%'. */
export function formatPercent(bp: AprBp): string {
  const text = formatApr(bp);
  return `${text.endsWith('.00') ? text.slice(0, -3) : text}%`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface Wording {
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------
// Templates (plain, friendly English; every figure comes from the caller)

export interface TimingFigures {
  debtName: string;
  today: IsoDate;
  payment: Cents;
  /** The payday to pay on. */
  payDate: IsoDate;
  /** The date paid on now: the due date, or a later date the user had chosen. */
  insteadOf: IsoDate;
  dueDate: IsoDate;
  aprBp: AprBp;
  savings: Cents;
}

export function timingWording(f: TimingFigures): Wording {
  const d = (x: IsoDate) => formatShortDate(x, f.today);
  const daysBeforeDue = daysBetween(f.payDate, f.dueDate);
  const title = `Pay ${f.debtName} on ${d(f.payDate)} instead of ${d(f.insteadOf)}`;
  const why = `${f.debtName} charges interest every day at ${formatPercent(f.aprBp)} APR`;
  const description =
    f.insteadOf === f.dueDate
      ? `Your paycheck on ${d(f.payDate)} arrives ${plural(daysBeforeDue, 'day')} before ${f.debtName} is due (${d(f.dueDate)}). ` +
        `${why}, so paying the ${formatUsd(f.payment)} on ${d(f.payDate)} instead of on the due date saves ${formatUsd(f.savings)} in interest this month.`
      : `Your paycheck on ${d(f.payDate)} arrives ${plural(daysBetween(f.payDate, f.insteadOf), 'day')} before the ${d(f.insteadOf)} payment date you set for ${f.debtName} (due ${d(f.dueDate)}). ` +
        `${why}, so paying the ${formatUsd(f.payment)} on ${d(f.payDate)} instead saves ${formatUsd(f.savings)} more in interest this month.`;
  return { title, description };
}

const STRATEGY_NAMES = {
  avalanche: 'avalanche (highest rate first)',
  snowball: 'snowball (smallest balance first)',
  custom: 'custom',
} as const;

export interface ExtraPaymentFigures {
  debtName: string;
  aprBp: AprBp;
  /** Monthly income minus monthly payments. */
  slack: Cents;
  extra: Cents;
  /** The plan's total interest minus the plan's with the extra. */
  savings: Cents;
  /** Months of the plan, and with the extra payment. */
  monthsBefore: number;
  monthsAfter: number;
  /** Whether the debt is the first one the plan pays off. */
  isFirstInPlan: boolean;
  strategy: keyof typeof STRATEGY_NAMES;
}

export function extraPaymentWording(f: ExtraPaymentFigures): Wording {
  const which = f.isFirstInPlan
    ? `${f.debtName} (${formatPercent(f.aprBp)} APR), the first debt in your ${STRATEGY_NAMES[f.strategy]} plan,`
    : `${f.debtName} (${formatPercent(f.aprBp)} APR)`;
  const saved = f.monthsBefore - f.monthsAfter;
  const sooner =
    saved > 0
      ? ` makes you debt-free ${plural(saved, 'month')} sooner (in ${plural(f.monthsAfter, 'month')} instead of ${f.monthsBefore}) and`
      : '';
  return {
    title: `Put an extra ${formatUsd(f.extra)} a month toward ${f.debtName}`,
    description:
      `In an average month you have ${formatUsd(f.slack)} left over after your debt payments. ` +
      `Adding ${formatUsd(f.extra)} of it each month to ${which}${sooner} saves ${formatUsd(f.savings)} in interest over your plan. ` +
      `The extra ends when ${f.debtName} is paid off (its minimum payment rolls on to your next debt). Your debt payments stay within 80% of your income.`,
  };
}

export interface ConsolidationFigures {
  debtNames: readonly string[];
  thresholdBp: AprBp;
  assumedAprBp: AprBp;
  /** The assumed origination fee, in hundredths of a percent (500 = 5 %), and its amount. */
  feeHundredths: number;
  fee: Cents;
  totalBalance: Cents;
  /** The assumed term and the loan's level payment for it. */
  termMonths: number;
  loanPayment: Cents;
  /** The plan's monthly budget: the same with the loan. */
  monthlyBudget: Cents;
  /** The plan's interest − the plan's with the loan − the fee (evaluateOffer's netSavings). */
  savings: Cents;
  /** The plan's months without and with the loan. */
  monthsBefore: number;
  monthsAfter: number;
}

export function consolidationWording(f: ConsolidationFigures): Wording {
  const faster =
    f.monthsAfter < f.monthsBefore ? ` and make you debt-free in ${plural(f.monthsAfter, 'month')} instead of ${f.monthsBefore}` : '';
  return {
    title: `Consider consolidating ${f.debtNames.length} high-interest debts`,
    description:
      `${listNames(f.debtNames)} charge ${formatPercent(f.thresholdBp)} APR or more on ${formatUsd(f.totalBalance)} in total. ` +
      `Moving them to one loan at ${formatPercent(f.assumedAprBp)} APR over ${f.termMonths} months with a ${formatPercent(f.feeHundredths)} ` +
      `origination fee (${formatUsd(f.fee)}, added to the loan; an assumed rate, term and fee, not an offer) means a payment of ` +
      `${formatUsd(f.loanPayment)} a month. Keeping your plan's ${formatUsd(f.monthlyBudget)} a month, that would save ` +
      `${formatUsd(f.savings)} in interest after the fee${faster}. Compare real offers, including their fees, before you decide.`,
  };
}

export interface RolloverFigures {
  firstDebtName: string;
  strategy: keyof typeof STRATEGY_NAMES;
  /** The plan's monthly budget. */
  totalPayment: Cents;
  /** The plan's interestSaved: paying as you do now minus the plan. */
  savings: Cents;
  /** Months paying as you do now, and with the plan. */
  monthsBefore: number;
  monthsAfter: number;
}

export function rolloverWording(f: RolloverFigures): Wording {
  const faster =
    f.monthsAfter < f.monthsBefore ? ` and makes you debt-free in ${plural(f.monthsAfter, 'month')} instead of ${f.monthsBefore}` : '';
  return {
    title: 'Follow your payoff plan: move each paid-off payment to your next debt',
    description:
      `When a debt is paid off, keep paying the same ${formatUsd(f.totalPayment)} a month in total by moving its payment to the next debt ` +
      `of your ${STRATEGY_NAMES[f.strategy]} plan (starting with ${f.firstDebtName}). Compared with paying each debt as you do now, ` +
      `that saves ${formatUsd(f.savings)} in interest${faster}.`,
  };
}

export interface CashFlowFigures {
  monthlyIncome: Cents;
  monthlyPayments: Cents;
}

export function insufficientCashFlowWording(f: CashFlowFigures & { shortfall: Cents; extraPayments: Cents }): Wording {
  const extra =
    f.extraPayments > 0
      ? ` You are adding ${formatUsd(f.extraPayments)} a month in extra payments; lowering those is the first place to look.`
      : '';
  return {
    title: 'Your debt payments are more than your income',
    description:
      `Your debt payments of ${formatUsd(f.monthlyPayments)} a month are ${formatUsd(f.shortfall)} more than your income in an average month, ` +
      `${formatUsd(f.monthlyIncome)}.${extra} Check that all your income is recorded; if it is, consider asking your lenders about lower ` +
      `payments or a hardship plan before a payment is missed.`,
  };
}

export function tightCashFlowWording(f: CashFlowFigures & { leftOver: Cents; limit: Cents; overLimit: Cents }): Wording {
  return {
    title: 'Your cash flow is tight',
    description:
      `Your debt payments of ${formatUsd(f.monthlyPayments)} a month take more than 80% of your income in an average month, ${formatUsd(f.monthlyIncome)}, ` +
      `leaving ${formatUsd(f.leftOver)} for everything else. To get back under 80% (${formatUsd(f.limit)}), payments would need to drop by ` +
      `${formatUsd(f.overLimit)} a month, or your income to rise.`,
  };
}

export function noIncomeWording(): Wording {
  return {
    title: 'Add your income to get payment-date suggestions',
    description:
      "Paydown doesn't have any income recorded for you yet. Add your paychecks and other income so it can check your cash flow " +
      'and line up payments with your paydays to save interest.',
  };
}

export function noPaydayBeforeDueWording(f: { debtName: string; today: IsoDate; dueDate: IsoDate; payment: Cents }): Wording {
  return {
    title: `Set aside ${formatUsd(f.payment)} for ${f.debtName}`,
    description:
      `No paycheck is expected between today and ${f.debtName}'s due date (${formatShortDate(f.dueDate, f.today)}). ` +
      `Set aside ${formatUsd(f.payment)} from money you already have so the payment goes out on time.`,
  };
}

export function paymentBelowInterestWording(f: { debtName: string; aprBp: AprBp; payment: Cents; monthInterest: Cents }): Wording {
  return {
    title: `Your ${f.debtName} payment doesn't cover its interest`,
    description:
      `${f.debtName} charges about ${formatUsd(f.monthInterest)} in interest a month at ${formatPercent(f.aprBp)} APR, but your monthly payment is ` +
      `${formatUsd(f.payment)}, so the balance keeps growing. Paying more than ${formatUsd(f.monthInterest)} a month is what starts bringing it down.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Checking a text against the facts

/** The figures a text may mention: money in cents, calendar dates, and names to ignore while scanning. */
export interface MentionableFacts {
  amounts: Readonly<Record<string, Cents>>;
  dates: Readonly<Record<string, IsoDate>>;
  /** Debt names: removed before scanning, so a name such as 'Amex 12/25' is not read as a date. */
  debtNames?: readonly string[];
}

/** A dollar figure found in a text: value = digits × scale / 10^decimals cents (precision = scale / 10^decimals). */
export interface AmountMention {
  text: string;
  digits: number;
  decimals: number;
  /** Cents per unit of the written number: 100 for dollars, 100,000 for '$1.2k', 1 for '66 cents'. */
  scale: number;
}

export interface DateMention {
  text: string;
  year: number | null;
  month: number;
  day: number | null;
}

const MULTIPLIERS: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000, bn: 1e9, billion: 1e9 };
const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const MULT = String.raw`(?:\s?(k|m|bn|thousand|million|billion)\b)?`;
const AMOUNT_PATTERNS: RegExp[] = [
  new RegExp(String.raw`(?:US\s?|USD\s?)?\$\s?${NUM}${MULT}`, 'gi'),
  new RegExp(String.raw`\bUSD\s?${NUM}${MULT}`, 'gi'),
  new RegExp(String.raw`\b${NUM}${MULT}\s?(?:dollars?|bucks|USD)\b`, 'gi'),
  new RegExp(String.raw`\b${NUM}${MULT}\s?\$`, 'gi'),
];
const CENTS_PATTERN = /\b(\d+)\s?(?:cents?\b|¢)/gi;

function toMention(text: string, whole: string, fraction: string | undefined, multiplier: string | undefined): AmountMention {
  const decimals = fraction?.length ?? 0;
  const digits = Number(whole.replaceAll(',', '') + (fraction ?? ''));
  const scale = 100 * (multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1);
  return { text, digits, decimals, scale };
}

/** Every dollar figure in a text: '$1,234.56', '$50', 'US$ 12', '$1.2k', '12 dollars', 'USD 40', '66 cents'. */
export function mentionedAmounts(text: string): AmountMention[] {
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && a < e);
  const out: (AmountMention & { at: number })[] = [];
  for (const re of AMOUNT_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      taken.push([start, end]);
      out.push({ ...toMention(m[0], m[1]!, m[2], m[3]), at: start });
    }
  }
  for (const m of text.matchAll(CENTS_PATTERN)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    out.push({ text: m[0], digits: Number(m[1]), decimals: 0, scale: 1, at: m.index });
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...mention }) => mention);
}

const MONTH_RE = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** A year after a month and day: four digits not running on into an ISO or numeric date ('Dec 4, 2026-12-05'). */
const YEAR = String.raw`(?:,?\s+(\d{4})\b(?![-/]\d))?`;
const MONTH_DAY = new RegExp(String.raw`\b${MONTH_RE}\s+(\d{1,2})(?:st|nd|rd|th)?\b${YEAR}`, 'gi');
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE}\b${YEAR}`, 'gi');
const MONTH_YEAR = new RegExp(String.raw`\b${MONTH_RE}\s+(?:of\s+)?(\d{4})\b`, 'gi');
const ISO = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g;
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/g;

function monthIndex(name: string): number {
  return MONTH_ABBREVIATIONS.findIndex((m) => name.toLowerCase().startsWith(m.toLowerCase())) + 1;
}

/** 'may' is a month only when written with a capital M ('you may 2x' is not a date). */
function isMonthWord(original: string): boolean {
  return !/^may$/i.test(original) || original.startsWith('M');
}

function fullYear(text: string | undefined): number | null {
  if (text === undefined) return null;
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

/**
 * Every date in a text: 'Dec 4', 'December 4th, 2026', '4 December', '2026-12-04', '12/4', '12/04/2026',
 * and month-and-year mentions ('March 2028', day null). Impossible dates (13/40) are not dates.
 */
export function mentionedDates(text: string): DateMention[] {
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && a < e);
  const out: (DateMention & { at: number })[] = [];
  const add = (m: RegExpMatchArray, year: number | null, month: number, day: number | null) => {
    const start = m.index!;
    const end = start + m[0].length;
    if (overlaps(start, end)) return;
    if (month < 1 || month > 12 || (day !== null && (day < 1 || day > 31))) return;
    taken.push([start, end]);
    out.push({ text: m[0], year, month, day, at: start });
  };
  for (const m of text.matchAll(ISO)) add(m, Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(MONTH_DAY)) if (isMonthWord(m[1]!)) add(m, fullYear(m[3]), monthIndex(m[1]!), Number(m[2]));
  for (const m of text.matchAll(DAY_MONTH)) if (isMonthWord(m[2]!)) add(m, fullYear(m[3]), monthIndex(m[2]!), Number(m[1]));
  for (const m of text.matchAll(MONTH_YEAR)) if (isMonthWord(m[1]!)) add(m, Number(m[2]), monthIndex(m[1]!), null);
  for (const m of text.matchAll(NUMERIC)) add(m, fullYear(m[3]), Number(m[1]), Number(m[2]));
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...mention }) => mention);
}

/**
 * Whether an amount mention states a fact: the fact rounded (half up) to the precision the figure
 * is written with equals it. '$1,234.56' needs 123,456 cents exactly; '$1,235' accepts 123,450-123,549;
 * '$1.2k' accepts 115,000-124,999; '66 cents' needs 66.
 */
export function amountMatches(mention: AmountMention, cents: Cents): boolean {
  const pow = 10 ** mention.decimals;
  if (!Number.isSafeInteger(mention.digits) || !Number.isSafeInteger(pow)) return false;
  return mulDiv(cents, pow, mention.scale) === mention.digits;
}

function dateMatches(mention: DateMention, date: IsoDate): boolean {
  const { year, month, day } = parseIsoDate(date);
  return mention.month === month && (mention.day === null || mention.day === day) && (mention.year === null || mention.year === year);
}

/**
 * true when every dollar figure and every date a text mentions appears among the facts (used to
 * reject a language model's wording that invents figures). Debt names are ignored while scanning.
 * Not checked: numbers without a currency mark, percentages, weekday names and relative dates.
 */
export function wordingMentionsOnly(text: string, facts: MentionableFacts): boolean {
  let scanned = text;
  const names = [...(facts.debtNames ?? [])].filter((n) => n.trim() !== '').sort((a, b) => b.length - a.length);
  for (const name of names) scanned = scanned.split(name).join(' ');
  const amounts = Object.values(facts.amounts);
  const dates = Object.values(facts.dates);
  for (const m of mentionedAmounts(scanned)) if (!amounts.some((c) => amountMatches(m, c))) return false;
  for (const m of mentionedDates(scanned)) if (!dates.some((d) => dateMatches(m, d))) return false;
  return true;
}
