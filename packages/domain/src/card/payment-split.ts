// A payment logged on a card with balances, split among them as the lender applies it (Regulation
// Z §1026.53, docs/money-math.md "Payment allocation"): what is still due of this cycle's minimum
// goes to the lowest rate charged today first, the rest to the highest rate first, except that a
// deferred-interest balance whose promotion ends within the next two cycles takes the rest first.

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

/** A balance as the allocation sees it today: the rate charged today, the deferred deadline when within two cycles. */
export function allocationPartToday(p: CardPart, today: IsoDate): AllocationPart {
  const running = p.promoApr !== null && p.promoEndDate !== null && p.promoEndDate > today;
  const window = toDayNumber(addMonths(today, 2));
  const end = running ? toDayNumber(p.promoEndDate!) : null;
  return {
    balance: Math.max(0, p.balance),
    rateBp: running ? p.promoApr! : p.apr,
    deferredDeadline: p.deferredInterest && end !== null && end < window ? end : null,
  };
}

/**
 * The payment's split: `minimumDue` (what is still due of this cycle's minimum) lowest rate first,
 * the rest highest rate first. Only the balances that receive something are listed, in the card's
 * order; they add up to the payment when it is at most the card's balance.
 *
 * Worked example: cash advance $1,000 at 27.99 %, purchases $2,000 at 21.99 %, transfer $3,000 at
 * 0 %; $120 still due of the minimum, $620 paid → $120 to the transfer, $500 to the cash advance.
 */
export function splitCardPayment(parts: readonly CardPart[], amount: Cents, minimumDue: Cents, today: IsoDate): PartPaid[] {
  const paid = allocatePayment(
    parts.map((p) => allocationPartToday(p, today)),
    Math.max(0, minimumDue),
    amount,
  );
  return parts.flatMap((p, i) => (paid[i]! > 0 ? [{ partId: p.id, kind: p.kind, amount: paid[i]! }] : []));
}
