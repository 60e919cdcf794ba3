// A credit card as lenders run it (docs/money-math.md, "Credit cards"): one card may carry several
// balances ("parts"), each with its own APR and promotion, and its minimum payment follows the
// issuer's formula. Money in cents, rates in basis points (hundredths of a percent).

import type { IsoDate } from '../dates/calendar.ts';
import type { AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';

export const CARD_PART_KINDS = ['purchase', 'balance_transfer', 'cash_advance', 'promo_purchase'] as const;
export type CardPartKind = (typeof CARD_PART_KINDS)[number];

/** At most this many balances on one card (a purchase, a transfer, a cash advance and a few promotions). */
export const MAX_CARD_PARTS = 6;

/** One balance of a card. */
export interface CardPart {
  id: number;
  kind: CardPartKind;
  balance: Cents;
  /** The part's regular APR. */
  apr: AprBp;
  /** The promotional APR until promoEndDate (null: no promotion). */
  promoApr: AprBp | null;
  /** The first day charged at `apr`. */
  promoEndDate: IsoDate | null;
  /** A balance left at the promo end is charged the regular APR back-dated to the promo start. */
  deferredInterest: boolean;
  /**
   * When the promotion began: the back-dated charge of a deferred-interest balance counts from it,
   * and a payment made before it was applied at the regular APR. The API fills in the day the
   * balance was added when none was entered (promoStartOf); absent here: the plan's today.
   */
  promoStartDate?: IsoDate | null;
}

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

export const MIN_PAYMENT_RULE_KINDS = ['fixed', 'percent_plus_interest', 'percent_of_balance'] as const;
export type MinPaymentRuleKind = (typeof MIN_PAYMENT_RULE_KINDS)[number];

/**
 * How the issuer sets the minimum payment:
 * - fixed: the minimum the user typed (what every card did before rules existed);
 * - percent_plus_interest: percent of the balance before the month's interest, plus that interest;
 * - percent_of_balance: percent of the balance including the month's interest.
 * Both percent rules: never below `floor`, never above what is owed.
 */
export type MinPaymentRule =
  | { kind: 'fixed' }
  | { kind: 'percent_plus_interest'; percentBp: number; floor: Cents }
  | { kind: 'percent_of_balance'; percentBp: number; floor: Cents };

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
