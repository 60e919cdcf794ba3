// The balances a statement period opened with, per balance of the card (docs/money-math.md, "The
// interest check"). Paydown stores what each balance owes now; the statement gives what the card
// owed at the period's end. The stored balances are taken as the period's closing ones, the
// difference from the statement's closing balance spread as the statement import spreads a balance
// it sets (the purchase balance first: spreadBalanceChange); then the period's lines are undone,
// latest first — each purchase, fee, credit and the interest charge taken off the balance it landed
// in, each payment's split given back (the split stored when it was logged: a balance a payment
// cleared shows nothing at the close, so only the stored split knows what it took; else §1026.53 on
// its date) — which leaves the opening balances.
// Walked forward again, the same lines land the same way and end at the closing balances.

import type { Cents } from '../money/cents.ts';
import { spreadBalanceChange } from './balance-change.ts';
import type { CardPart } from './types.ts';
import { lineTarget, paymentSplit, purchaseIndex, type WalkLine } from './statement-walk.ts';

/** The stored balances set to the statement's closing balance (the difference on the purchase balance first). */
export function closingPartsOf(stored: readonly CardPart[], closingBalance: Cents): CardPart[] {
  const total = stored.reduce((n, p) => n + p.balance, 0);
  const amounts = spreadBalanceChange(stored, closingBalance - total);
  // A fall past every balance (a credit balance): the rest shows on the purchase balance.
  const left = closingBalance - amounts.reduce((n, a) => n + a, 0);
  if (left !== 0) amounts[purchaseIndex(stored)]! += left;
  return stored.map((p, i) => ({ ...p, balance: amounts[i]! }));
}

/** The balances the period opened with: the closing ones with the period's lines (interest included) undone, latest first. */
export function openingPartsOf(closing: readonly CardPart[], lines: readonly WalkLine[], minimumDue: Cents): CardPart[] {
  // The minimum each payment still owed when it posted: the period's payments pay it first.
  const minimumBefore: Cents[] = [];
  let minimumLeft = Math.max(0, minimumDue);
  for (const line of lines) {
    minimumBefore.push(minimumLeft);
    if (line.kind === 'payment') minimumLeft = Math.max(0, minimumLeft + line.amount);
  }
  const state = closing.map((p) => ({ ...p }));
  const buy = purchaseIndex(state);
  for (let k = lines.length - 1; k >= 0; k--) {
    const line = lines[k]!;
    if (line.kind !== 'payment') {
      state[line.kind === 'interest' ? buy : lineTarget(state, line.kind)]!.balance -= line.amount;
      continue;
    }
    const paid = -line.amount;
    let rest = paid;
    for (const s of paymentSplit(state, line, minimumBefore[k]!)) {
      state.find((p) => p.id === s.partId)!.balance += s.amount;
      rest -= s.amount;
    }
    if (rest > 0) state[buy]!.balance += rest;
  }
  return state;
}
