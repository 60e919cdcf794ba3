// Deferred interest before a known day (docs/money-math.md, "Cards in the plan"): a deferred-interest
// balance accrues its regular APR from its promotion's start, and the whole accrual is charged if
// the balance still owes when the promotion ends. The days before the first day Paydown follows are
// charged on that day's balance, their history being unknown: the plan counts them up to its today,
// the interest check up to a statement period's first day.

import { type IsoDate, daysBetween } from '../dates/calendar.ts';
import { interestForDays } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import type { CardPart } from './types.ts';

/**
 * The regular-APR interest a deferred-interest part accrued from its promotion's start to `date`,
 * on its balance (no start, or one on or after `date`: nothing before `date` counts). 0 for a part
 * without deferred interest.
 */
export function deferredInterestBefore(p: Pick<CardPart, 'balance' | 'apr' | 'deferredInterest' | 'promoStartDate'>, date: IsoDate): Cents {
  if (!p.deferredInterest) return 0;
  const start = p.promoStartDate && p.promoStartDate < date ? p.promoStartDate : date;
  return interestForDays(Math.max(0, p.balance), p.apr, daysBetween(start, date));
}
