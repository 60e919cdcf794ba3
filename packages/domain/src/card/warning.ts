// The statement's minimum-payment warning (12 CFR 1026.7(b)(12)), computed as Appendix M1 to Part
// 1026 prescribes and as its sample program (Appendix M2) does; docs/money-math.md, "The
// minimum-payment warning", gives every step with worked examples.
//
// Minimum payments only: start from the current balance; no new purchases, no fees; monthly
// periods, each part's interest = its balance × rate / 12 (M2's 365/12 days at APR/365 is the same
// rate), rounded to the cent, at the promotional rate for the months that end on or before its
// end date, then the APR; the minimum by the card's rule, applied to the lowest rate first; repeat
// until paid. The balance stops falling once no promotion is left to end → never paid off (so also
// past 1,200 months).

import { addMonths } from '../dates/calendar.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { interestForMonth, type AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import { minimumOrder, pour } from './allocation.ts';
import { ruleMinimum } from './minimum.ts';
import { describeRule, describePromo } from './wording.ts';
import { type CardPart, type MinPaymentRule, cardBalance } from './types.ts';

/** Appendix M1 stops where a repayment would take longer than 100 years. */
export const WARNING_MAX_MONTHS = 1_200;
/** The "pay it off in 3 years" line of the warning. */
export const PAYOFF_MONTHS = 36;

export interface MinimumOnlyEstimate {
  /** The number of minimum payments until paid. */
  months: number;
  /** months / 12 rounded to the nearest whole year (half up), as the statement prints it. */
  years: number;
  totalPaid: Cents;
  totalInterest: Cents;
}

export interface Payoff36Estimate {
  /** The level payment that repays the balance in 36 months at the balance-weighted rate. */
  monthlyPayment: Cents;
  /** 36 × monthlyPayment. */
  totalPaid: Cents;
  /** minimumOnly.totalPaid − totalPaid; null when the minimum never pays the card off. */
  savings: Cents | null;
}

export interface MinimumPaymentWarning {
  balance: Cents;
  /** null when the minimum never pays the card off. */
  minimumOnly: MinimumOnlyEstimate | null;
  /** null when the minimum alone repays within 36 months. */
  payoff36: Payoff36Estimate | null;
  neverPaysOff: boolean;
  /** Plain sentences: what the figures assume (shown next to them). */
  assumptions: string[];
}

export interface WarningInput {
  /** The statement day the estimate starts from (the user's today). */
  today: IsoDate;
  /** The card's balances; a card without parts is one purchase part (cardPartsOf). */
  parts: readonly CardPart[];
  rule: MinPaymentRule;
  /** The typed minimum payment (the fixed rule). */
  fixedMinimum: Cents;
}

/** How many months, counted from `today`, end on or before the promo end date: M2's `expm`. */
export function promoMonths(today: IsoDate, part: Pick<CardPart, 'promoApr' | 'promoEndDate'>): number {
  if (part.promoApr === null || part.promoEndDate === null || part.promoEndDate <= today) return 0;
  let k = 0;
  while (k < WARNING_MAX_MONTHS && addMonths(today, k + 1) <= part.promoEndDate) k++;
  return k;
}

function minimumOnly(parts: readonly CardPart[], expm: readonly number[], rule: MinPaymentRule, fixed: Cents): MinimumOnlyEstimate | null {
  const n = parts.length;
  const balances = parts.map((p) => Math.max(0, p.balance));
  const owed = new Array<number>(n).fill(0);
  const paid = new Array<number>(n).fill(0);
  const lastPromo = Math.max(0, ...expm);
  let total = cardBalance(parts);
  if (total === 0) return { months: 0, years: 0, totalPaid: 0, totalInterest: 0 };
  let totalPaid = 0;
  let totalInterest = 0;
  for (let k = 1; total > 0 && k <= WARNING_MAX_MONTHS; k++) {
    let interest = 0;
    const rates: { rateBp: AprBp; deferredDeadline: null; balance: Cents }[] = [];
    for (let i = 0; i < n; i++) {
      const p = parts[i]!;
      const rate = k <= expm[i]! && p.promoApr !== null ? p.promoApr : p.apr;
      const x = interestForMonth(balances[i]!, rate);
      interest += x;
      owed[i] = balances[i]! + x;
      paid[i] = 0;
      rates.push({ rateBp: rate, deferredDeadline: null, balance: owed[i]! });
    }
    const payment = ruleMinimum(rule, { balance: total, interest, fixed });
    pour(owed, paid, minimumOrder(rates), payment);
    for (let i = 0; i < n; i++) balances[i] = owed[i]! - paid[i]!;
    const next = total + interest - payment;
    totalPaid += payment;
    totalInterest += interest;
    if (next === 0) return { months: k, years: Math.floor((k + 6) / 12), totalPaid, totalInterest };
    if (next >= total && k >= lastPromo) return null;
    total = next;
  }
  return null;
}

/**
 * The monthly payment that repays the balance in 36 months: B × r / (1 − (1 + r)^−36) at the
 * balance-weighted monthly rate r (a promotional part counts its promo rate for its promo months of
 * the 36 and its APR for the rest, as M2's xperrate1a), B / 36 at 0 %; rounded to the cent.
 */
export function payoff36Payment(parts: readonly CardPart[], expm: readonly number[]): Cents {
  const total = cardBalance(parts);
  if (total === 0) return 0;
  let weighted = 0;
  parts.forEach((p, i) => {
    const promoShare = p.promoApr === null ? 0 : Math.min(expm[i]!, PAYOFF_MONTHS) / PAYOFF_MONTHS;
    const annualBp = promoShare * (p.promoApr ?? 0) + (1 - promoShare) * p.apr;
    weighted += Math.max(0, p.balance) * (annualBp / 120_000);
  });
  const r = weighted / total;
  const exact = r === 0 ? total / PAYOFF_MONTHS : (total * r) / (1 - (1 + r) ** -PAYOFF_MONTHS);
  return Math.round(exact);
}

/** The warning box of a card's statement, recomputed from the card. */
export function minimumPaymentWarning({ today, parts, rule, fixedMinimum }: WarningInput): MinimumPaymentWarning {
  const balance = cardBalance(parts);
  const expm = parts.map((p) => promoMonths(today, p));
  const estimate = minimumOnly(parts, expm, rule, fixedMinimum);
  let payoff36: Payoff36Estimate | null = null;
  if (balance > 0 && (estimate === null || estimate.months > PAYOFF_MONTHS)) {
    const monthlyPayment = payoff36Payment(parts, expm);
    const totalPaid = monthlyPayment * PAYOFF_MONTHS;
    payoff36 = { monthlyPayment, totalPaid, savings: estimate === null ? null : estimate.totalPaid - totalPaid };
  }
  const assumptions = [
    `Starts from the balance of today's statement and assumes you pay only the minimum each month.`,
    'No new purchases, cash advances, fees or late payments.',
    'Interest is each balance × its APR / 12 every month, rounded to the cent (Appendix M1 to Regulation Z).',
    describeRule(rule, fixedMinimum),
    ...parts.flatMap((p, i) => describePromo(p, expm[i]!, parts.length)),
    ...(parts.length > 1 ? ['Each minimum payment goes to the lowest-rate balance first, as card issuers apply it.'] : []),
  ];
  return { balance, minimumOnly: estimate, payoff36, neverPaysOff: balance > 0 && estimate === null, assumptions };
}
