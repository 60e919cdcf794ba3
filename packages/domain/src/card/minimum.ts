// The card's minimum payment by the issuer's rule (docs/money-math.md, "The minimum payment").
// Common agreements: "1 % of the balance plus interest, at least $35" (percent_plus_interest) and
// "2 % of the balance, at least $25" (percent_of_balance). One half-up rounding per figure: the
// percent of the balance is rounded once; the interest arrives already rounded.

import { type IsoDate, addMonths, daysBetween } from '../dates/calendar.ts';
import { interestForDays } from '../debt/interest.ts';
import { type Cents, mulDiv } from '../money/cents.ts';
import { type CardPart, type MinPaymentRule, cardBalance } from './types.ts';

export interface MinimumFacts {
  /** The balance before the month's interest (the previous statement's balance less payments). */
  balance: Cents;
  /** The month's interest (already rounded). */
  interest: Cents;
  /** The typed minimum payment: what the fixed rule asks. */
  fixed: Cents;
}

/**
 * The minimum due this month: never below the rule's floor, never above what is owed (balance +
 * interest). $3,000.00 at "1 % + interest, at least $35" with $62.48 of interest: 30.00 + 62.48 =
 * $92.48; $20.00 owed: $20.00 (not the $35 floor).
 */
export function ruleMinimum(rule: MinPaymentRule, { balance, interest, fixed }: MinimumFacts): Cents {
  const b = Math.max(0, balance);
  const i = Math.max(0, interest);
  const owed = b + i;
  let due: Cents;
  switch (rule.kind) {
    case 'fixed':
      due = Math.max(0, fixed);
      break;
    case 'percent_plus_interest':
      due = Math.max(rule.floor, mulDiv(b, rule.percentBp, 10_000) + i);
      break;
    case 'percent_of_balance':
      due = Math.max(rule.floor, mulDiv(owed, rule.percentBp, 10_000));
      break;
  }
  return Math.min(owed, due);
}

export interface MinimumNowInput {
  /** The card's parts (cardPartsOf gives one for a card without parts). */
  parts: readonly CardPart[];
  rule: MinPaymentRule;
  /** The typed minimum payment (the fixed rule). */
  fixedMinimum: Cents;
  today: IsoDate;
}

/**
 * The minimum a card reports today (its `minPayment` with a percent rule): the rule on the current
 * balance with the coming month's estimated interest, each part's balance × the rate charged
 * today / 365 × the days from today to the same day next month. The fixed rule: the typed minimum,
 * at most the balance.
 */
export function minimumNow({ parts, rule, fixedMinimum, today }: MinimumNowInput): Cents {
  const balance = cardBalance(parts);
  if (rule.kind === 'fixed') return Math.min(Math.max(0, fixedMinimum), balance);
  const days = daysBetween(today, addMonths(today, 1));
  let interest = 0;
  for (const p of parts) {
    const promo = p.promoApr !== null && p.promoEndDate !== null && p.promoEndDate > today;
    interest += interestForDays(p.balance, promo ? p.promoApr! : p.apr, days);
  }
  return ruleMinimum(rule, { balance, interest, fixed: fixedMinimum });
}
