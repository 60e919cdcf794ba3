// Where a card payment goes among the card's balances, as Regulation Z requires (docs/money-math.md,
// "Payment allocation"):
// - the part up to the minimum: the issuer may apply it as it likes, and issuers apply it to the
//   LOWEST rate first (so it stops the least interest);
// - the amount above the minimum: to the HIGHEST rate first (12 CFR 1026.53(a));
// - except in the billing cycle whose period contains a deferred-interest balance's promo end date
//   and the cycle just before it, when the excess goes to that balance first (1026.53(b)(1)(i)).
// Ties go to the balance listed first. Rates are the ones charged in the month.

import type { AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';

export interface AllocationPart {
  /** What the part owes now (interest of the month included). */
  balance: Cents;
  /** The rate charged this month (the promotional rate while it runs). */
  rateBp: AprBp;
  /**
   * A deferred-interest part in the two cycles before its promotion expires: the day number of its
   * promo end (earlier deadlines first when several are in their window); null otherwise.
   */
  deferredDeadline: number | null;
}

/** Part indexes, lowest rate first (ties: listed first). */
export function minimumOrder(parts: readonly AllocationPart[]): number[] {
  return parts.map((_, i) => i).sort((a, b) => parts[a]!.rateBp - parts[b]!.rateBp || a - b);
}

/** Part indexes for the excess: deferred parts in their window (earliest deadline first), then highest rate first; ties: listed first. */
export function excessOrder(parts: readonly AllocationPart[]): number[] {
  return parts
    .map((_, i) => i)
    .sort((a, b) => {
      const da = parts[a]!.deferredDeadline;
      const db = parts[b]!.deferredDeadline;
      if (da !== null || db !== null) {
        if (da === null) return 1;
        if (db === null) return -1;
        if (da !== db) return da - db;
        return a - b;
      }
      return parts[b]!.rateBp - parts[a]!.rateBp || a - b;
    });
}

/**
 * Pours `amount` into the parts in `order`, each up to what it still owes (balances less `out`);
 * adds to `out` and returns what is left over.
 */
export function pour(balances: ArrayLike<Cents>, out: Cents[] | Float64Array, order: readonly number[], amount: Cents): Cents {
  let left = amount;
  for (const i of order) {
    if (left <= 0) break;
    const room = balances[i]! - out[i]!;
    if (room <= 0) continue;
    const x = Math.min(room, left);
    out[i]! += x;
    left -= x;
  }
  return left;
}

/**
 * The payment split among the parts: min(payment, minimum) lowest rate first, the rest highest rate
 * first (deferred parts in their window first). Never more than a part owes; what the parts do not
 * owe is not applied (the result then adds up to less than the payment).
 *
 * Worked example (asserted): cash advance $1,000 at 27.99 %, purchases $2,000 at 21.99 %, transfer
 * $3,000 at 0 %; minimum $120, paid $620 → $120 to the transfer, $500 to the cash advance.
 */
export function allocatePayment(parts: readonly AllocationPart[], minimum: Cents, payment: Cents): Cents[] {
  const out = parts.map(() => 0);
  const balances = parts.map((p) => Math.max(0, p.balance));
  const pay = Math.max(0, payment);
  const toMinimum = Math.min(pay, Math.max(0, minimum));
  const left = pour(balances, out, minimumOrder(parts), toMinimum);
  pour(balances, out, excessOrder(parts), pay - toMinimum + left);
  return out;
}
