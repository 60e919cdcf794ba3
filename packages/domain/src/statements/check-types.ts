// The interest check's inputs and answer (what a statement period is checked with, and what the
// check says), shared by the walk, the causes and the check itself.
import type { IsoDate } from '../dates/calendar.ts';
import type { CardPart } from '../card/types.ts';
import type { LineSplit, PartWalk } from '../card/statement-walk.ts';
import type { CardPartKind } from '../debt/card-shape.ts';
import type { Cents } from '../money/cents.ts';
import type { StatementLineKind } from '../schemas/statement.ts';

export interface CheckLine {
  postedOn: IsoDate;
  kind: StatementLineKind;
  /** Positive adds to the debt. */
  amount: Cents;
  /** A payment logged in Paydown: its split among the card's balances as stored when it was logged. */
  split?: readonly LineSplit[] | null;
}

export interface InterestCheckInput {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  closingBalance: Cents;
  interestCharged: Cents;
  lines: readonly CheckLine[];
  /**
   * The card's balances as Paydown stores them (`balance`: what each owes now, taken as the
   * period's closing balances); a card of one balance is one purchase part (cardPartsOf).
   */
  parts: readonly CardPart[];
  /** The card's minimum payment: the period's payments pay it first, lowest rate first (§1026.53). Absent: 0. */
  minimumDue?: Cents;
  /** The card's due day of the month (the previous statement's due date falls on it). */
  dueDay: number;
  /**
   * The opening balance was itself in a grace period (the statement before it was paid in full):
   * when this period loses the grace, the part repaid by the due date still carries no interest
   * (§1026.54(a)(1)(ii)). False or absent: a balance carried from earlier cycles.
   */
  openingInGrace?: boolean;
}

export type CheckVerdict = 'match' | 'charged_more' | 'charged_less';
export type CheckCauseKind = 'apr' | 'no_grace' | 'fee' | 'balance_not_entered' | 'unknown';

export interface CheckCause {
  kind: CheckCauseKind;
  text: string;
  /** For 'apr': the APR (percent, two decimals) that gives the lender's figure. */
  impliedApr: string | null;
  /** For 'apr' on a card with several balances: the balance whose APR it is (its id and kind); else null. */
  partId: number | null;
  partKind: CardPartKind | null;
}

export interface InterestCheck {
  interestComputed: Cents;
  /** Charged − computed. */
  difference: Cents;
  verdict: CheckVerdict;
  cause: CheckCause | null;
  /** The previous balance was paid in full by its due date: purchases had their grace period. */
  graceApplied: boolean;
  openingBalance: Cents;
  /** The sum of the daily balances interest was computed on (cent-days; the balances charged interest). */
  balanceDays: number;
  /** Each balance of the card over the period, as computed (grace applied or not, as the verdict). */
  parts: PartWalk[];
}

/** A lender rounds each figure once: one cent apart is the same figure. */
export const TOLERANCE: Cents = 1;
