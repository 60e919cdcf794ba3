// A payment logged on a card with balances, split among them as the lender applies it (Regulation
// Z §1026.53, docs/money-math.md "Payment allocation"): what is still due of this cycle's minimum
// goes to the lowest rate charged on the payment's date first, the rest to the highest rate first,
// except that a deferred-interest balance whose promotion ends within two cycles of that date takes
// the rest first. The rates are the ones of the payment's date, not today's: a payment made before
// a promotion ended was applied while that balance was still at its promotional rate.

import { type IsoDate, addMonths, toDayNumber } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { type AllocationPart, allocatePayment } from './allocation.ts';
import type { CardPart, CardPartKind } from './types.ts';

/** What one balance received of a payment. */
export interface PartPaid {
  partId: number;
  kind: CardPartKind;
  amount: Cents;
}

/**
 * Whether the part's promotion runs on `date`: a promotional rate, `date` before its end date (the
 * first day at the regular APR) and not before its start (unknown start: it runs).
 */
export function promoRunsOn(p: Pick<CardPart, 'promoApr' | 'promoEndDate' | 'promoStartDate'>, date: IsoDate): boolean {
  if (p.promoApr === null || p.promoEndDate === null || p.promoEndDate <= date) return false;
  return !p.promoStartDate || p.promoStartDate <= date;
}

/**
 * A balance as the allocation sees it on `date`: the rate charged that day, and the deferred
 * deadline when the promotion runs and ends within two cycles of that day.
 */
export function allocationPartOn(p: CardPart, date: IsoDate): AllocationPart {
  const running = promoRunsOn(p, date);
  const window = toDayNumber(addMonths(date, 2));
  const end = running ? toDayNumber(p.promoEndDate!) : null;
  return {
    balance: Math.max(0, p.balance),
    rateBp: running ? p.promoApr! : p.apr,
    deferredDeadline: p.deferredInterest && end !== null && end < window ? end : null,
  };
}

/**
 * The split of a payment made on `paymentDate`: `minimumDue` (what is still due of this cycle's
 * minimum) lowest rate first, the rest highest rate first, each balance at the rate charged on that
 * date. Only the balances that receive something are listed, in the card's order; they add up to
 * the payment when it is at most the card's balance.
 *
 * Worked example: cash advance $1,000 at 27.99 %, purchases $2,000 at 21.99 %, transfer $3,000 at
 * 0 %; $120 still due of the minimum, $620 paid → $120 to the transfer, $500 to the cash advance.
 */
export function splitCardPayment(parts: readonly CardPart[], amount: Cents, minimumDue: Cents, paymentDate: IsoDate): PartPaid[] {
  const paid = allocatePayment(
    parts.map((p) => allocationPartOn(p, paymentDate)),
    Math.max(0, minimumDue),
    amount,
  );
  return parts.flatMap((p, i) => (paid[i]! > 0 ? [{ partId: p.id, kind: p.kind, amount: paid[i]! }] : []));
}
