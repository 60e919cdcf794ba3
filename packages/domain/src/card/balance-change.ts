// A change to a card's balance that no payment split decides (a statement's closing balance set on
// the card, the difference between the balances stored and a statement's): it lands on the purchase
// balance first and, when that would go below zero, on the next balances in the card's order. The
// statement import sets a balance this way, and the interest check reads a statement's balances
// back the same way.

import type { Cents } from '../money/cents.ts';
import type { CardPartKind } from './types.ts';

/** Part indexes in the order a balance change takes them: purchase balances first, then the card's order. */
export function balanceChangeOrder(parts: readonly { kind: CardPartKind }[]): number[] {
  return parts.map((_, i) => i).sort((a, b) => Number(parts[b]!.kind === 'purchase') - Number(parts[a]!.kind === 'purchase') || a - b);
}

/**
 * Each part's amount once `change` is spread (`balanceChangeOrder`, never below zero). A rise all
 * goes to the first part of the order; a fall takes each part down to zero before the next.
 * What no part can take (a fall past the card's total) is left off.
 */
export function spreadBalanceChange(parts: readonly { kind: CardPartKind; balance: Cents }[], change: Cents): Cents[] {
  const out = parts.map((p) => p.balance);
  let left = change;
  for (const i of balanceChangeOrder(parts)) {
    if (left === 0) break;
    const next = Math.max(0, out[i]! + left);
    left -= next - out[i]!;
    out[i] = next;
  }
  return out;
}
