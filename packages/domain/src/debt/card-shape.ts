// The shape of a credit card's data as a debt carries it: its balances ("parts") and the issuer's
// minimum-payment rule. The card's math lives in card/; the shapes sit here, with the debt's other
// facts, because a debt's facts include them.

import type { IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import type { AprBp } from './interest.ts';

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
