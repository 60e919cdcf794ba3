// The shapes the month loop works on (simulate.ts), shared with the card loop (card-sim.ts), the
// avalanche's re-ranking (rerank.ts) and the strategies' ordering, so that none of them has to
// import another for its types.

import type { DebtType } from '../debt/type.ts';
import type { AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import type { CardPartKind, MinPaymentRule } from '../card/types.ts';

export interface SimPromo {
  rateBp: AprBp;
  /** Day number of the first day at the regular APR. */
  endDay: number;
  deferred: boolean;
  /** Regular-APR interest accrued from the promo start to today (the back-dated charge so far). */
  accruedBefore: Cents;
}

export interface SimPart {
  id: number;
  kind: CardPartKind;
  balance: Cents;
  apr: number;
  promo: SimPromo | null;
}

export interface SimCard {
  /** null: a card without parts (one balance, the debt's own interest). */
  parts: SimPart[] | null;
  rule: MinPaymentRule;
  /** The typed minimum payment: what the fixed rule asks. */
  fixedMinimum: Cents;
  /** Paid above the rule's minimum every month (a percent rule): the card's extra payment. */
  extra: Cents;
  /** Never less than this (a percent rule): a fixed monthly payment being tried for a warning. */
  atLeast: Cents;
}

export interface SimPartPayment {
  partId: number;
  kind: CardPartKind;
  payment: Cents;
  interest: Cents;
  balance: Cents;
}

export interface SimDebt {
  id: number;
  debtType: DebtType;
  balance: Cents;
  /** Regular APR, the fallback already applied. */
  apr: AprBp;
  payment: Cents;
  /** Paid already toward month 1's payment (a cycle paid or part-paid): month 1 asks for the rest. */
  paidFirstMonth: Cents;
  promo: SimPromo | null;
  /** A credit card with balances or a minimum-payment rule (card-sim.ts); null or absent otherwise. */
  card?: SimCard | null;
}

/** From `month` on, the rollover pours into the debts in `perm` (indexes into the plan's order). */
export interface Reorder {
  month: number;
  perm: Int32Array;
}
