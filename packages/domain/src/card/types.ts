// A credit card as lenders run it (docs/money-math.md, "Credit cards"): one card may carry several
// balances ("parts"), each with its own APR and promotion, and its minimum payment follows the
// issuer's formula. Money in cents, rates in basis points (hundredths of a percent).

import type { IsoDate } from '../dates/calendar.ts';
import type { AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import type { CardPart, MinPaymentRule } from '../debt/card-shape.ts';

export {
  CARD_PART_KINDS,
  MAX_CARD_PARTS,
  MIN_PAYMENT_RULE_KINDS,
  type CardPart,
  type CardPartKind,
  type MinPaymentRule,
  type MinPaymentRuleKind,
} from '../debt/card-shape.ts';

/**
 * A balance's promotion start as the API reports it: the date entered, else the day the balance was
 * added (as a card without balances counts from the day the debt was added); null without a
 * promotion, or when the balance was added on or after its promotion's end (an ended promotion
 * recorded later: its start is not known, and no longer matters).
 */
export function promoStartOf(
  p: { promoApr: AprBp | string | null; promoEndDate: IsoDate | null; promoStartDate: IsoDate | null },
  addedOn: IsoDate | null,
): IsoDate | null {
  if (p.promoApr === null || p.promoEndDate === null) return null;
  if (p.promoStartDate !== null) return p.promoStartDate;
  return addedOn !== null && addedOn < p.promoEndDate ? addedOn : null;
}

export const FIXED_RULE: MinPaymentRule = Object.freeze({ kind: 'fixed' });

/** 0.01 % to 25 % in hundredths of a percent; a floor of $0 to $1,000. */
export const MIN_RULE_PERCENT_BP = 1;
export const MAX_RULE_PERCENT_BP = 2_500;
export const MAX_RULE_FLOOR_CENTS: Cents = 100_000;

/** The card's balance: the sum of its parts. */
export function cardBalance(parts: readonly Pick<CardPart, 'balance'>[]): Cents {
  let total = 0;
  for (const p of parts) total += Math.max(0, p.balance);
  return total;
}

/**
 * The card's APR as one figure (its `interestRate`): the purchase part's APR, or the highest APR when
 * there is no purchase part. The first purchase part counts when there are several.
 */
export function cardApr(parts: readonly Pick<CardPart, 'kind' | 'apr'>[]): AprBp {
  const purchase = parts.find((p) => p.kind === 'purchase');
  if (purchase) return purchase.apr;
  let best = 0;
  for (const p of parts) best = Math.max(best, p.apr);
  return best;
}

/** The promotional fields of a card without parts, as the debt stores them. */
export interface SimpleCardFields {
  balance: Cents;
  apr: AprBp;
  promoRateBp: AprBp | null;
  promoEndDate: IsoDate | null;
  deferredInterest: boolean;
  promoStartDate?: IsoDate | null;
}

/**
 * A card's parts: its own, or — a card without parts — one purchase part made of the debt's
 * balance, APR and promotion (id 0), so every card computation has one shape.
 */
export function cardPartsOf(parts: readonly CardPart[] | null | undefined, card: SimpleCardFields): CardPart[] {
  if (parts && parts.length > 0) return [...parts];
  return [
    {
      id: 0,
      kind: 'purchase',
      balance: card.balance,
      apr: card.apr,
      promoApr: card.promoRateBp,
      promoEndDate: card.promoRateBp === null ? null : card.promoEndDate,
      deferredInterest: card.deferredInterest,
      promoStartDate: card.promoStartDate ?? null,
    },
  ];
}

/**
 * What a line on a card's statement is, from the lender's side: it moves the debt down (payment,
 * credit) or up; the statement import and the interest check read it.
 */
export const STATEMENT_LINE_KINDS = ['payment', 'credit', 'purchase', 'cash_advance', 'fee', 'interest'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];
