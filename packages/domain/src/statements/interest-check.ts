import { addDays, daysBetween, daysInMonth, formatIsoDate, parseIsoDate, type IsoDate } from '../dates/calendar.ts';
import type { CardPart } from '../card/types.ts';
import { closingPartsOf, openingPartsOf } from '../card/statement-balances.ts';
import { purchaseIndex, walkParts, type LineSplit, type PartWalk } from '../card/statement-walk.ts';
import type { CardPartKind } from '../debt/card-shape.ts';
import type { Cents } from '../money/cents.ts';
import type { StatementLineKind } from '../schemas/statement.ts';
import { causeOf } from './check-causes.ts';

// The interest check (docs/money-math.md, "The interest check"): what a lender should have charged
// for one statement period, from Paydown's model of the card, set beside what it did charge.
//
// - The balances each day: the card's balances as the period opened (card/statement-balances.ts)
//   with each line on its posting date in its own balance, each payment split among them by
//   §1026.53 on its date; the period's own interest charge is left out of the days (it posts at
//   the end, on the balances the period built). Average daily balance method, balance by balance:
//   each one's sum of daily balances × its own rate / 365 (its promotional rate while the
//   promotion runs), rounded once per balance (card/statement-walk.ts).
// - The grace period (Reg Z §1026.54): when the previous statement's balance (this period's
//   opening) was paid in full by its due date, the purchase balance carries no interest in this
//   period, neither the new purchases nor the repaid ones; the other balances (cash advances,
//   transfers, promotions) have no grace. Not paid in full: every day's balance carries interest.

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

/** The first `dueDay` of a month at least 21 days after the period's start (the CARD Act's least notice, §1026.5(b)(2)). */
export function statementDueDate(periodStart: IsoDate, dueDay: number): IsoDate {
  const earliest = addDays(periodStart, 20);
  const { year, month } = parseIsoDate(periodStart);
  for (let i = 0; i < 3; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    const date = formatIsoDate({ year: y, month: m, day: Math.min(dueDay, daysInMonth(y, m)) });
    if (date >= earliest) return date;
  }
  return addDays(periodStart, 25);
}

/** A cash advance on a card without a cash-advance balance: walked as one of its own (no grace) at the purchase APR. */
function withCashBalance(parts: readonly CardPart[], lines: readonly CheckLine[]): CardPart[] {
  const cash = lines.filter((l) => l.kind === 'cash_advance').reduce((n, l) => n + l.amount, 0);
  if (cash === 0 || parts.some((p) => p.kind === 'cash_advance')) return [...parts];
  const apr = parts[purchaseIndex(parts)]?.apr ?? 0;
  const added: CardPart = { id: -1, kind: 'cash_advance', balance: cash, apr, promoApr: null, promoEndDate: null, deferredInterest: false };
  return [...parts, added];
}

/**
 * The balances as the period knew them: a promotion start after the period's last day (the day a
 * balance was added to Paydown stands in for a start not entered) says nothing of the period, so the
 * promotion counts as running, from an unknown start.
 */
function partsInPeriod(parts: readonly CardPart[], periodEnd: IsoDate): CardPart[] {
  return parts.map((p) => (p.promoStartDate && p.promoStartDate > periodEnd ? { ...p, promoStartDate: null } : p));
}

const byDate = (a: CheckLine, b: CheckLine) => (a.postedOn < b.postedOn ? -1 : a.postedOn > b.postedOn ? 1 : 0);
const interestOf = (walks: readonly PartWalk[]) => walks.reduce((n, w) => n + w.interest, 0);
const chargedDays = (walks: readonly PartWalk[]) => walks.reduce((n, w) => n + (w.inGrace ? 0 : w.balanceDays), 0);

/** The period walked with and without the grace period. */
export function computeBoth(input: InterestCheckInput) {
  const days = daysBetween(input.periodStart, input.periodEnd) + 1;
  const net = input.lines.reduce((n, l) => n + l.amount, 0);
  const opening = input.closingBalance - net;
  const due = statementDueDate(input.periodStart, input.dueDay);
  const paidByDue = -input.lines
    .filter((l) => (l.kind === 'payment' || l.kind === 'credit') && l.postedOn <= due)
    .reduce((n, l) => n + l.amount, 0);
  const graceApplied = opening <= 0 || paidByDue >= opening;
  const lines = [...input.lines].sort(byDate);
  const minimumDue = Math.max(0, input.minimumDue ?? 0);
  const closing = closingPartsOf(withCashBalance(partsInPeriod(input.parts, input.periodEnd), input.lines), input.closingBalance);
  const openingParts = openingPartsOf(closing, lines, minimumDue);
  const walk = { periodStart: input.periodStart, days, parts: openingParts, lines: lines.filter((l) => l.kind !== 'interest'), minimumDue };
  const withGrace = walkParts({ ...walk, grace: true, repaidBy: null });
  const without = walkParts({ ...walk, grace: false, repaidBy: input.openingInGrace ? due : null });
  return { opening, graceApplied, withGrace, without, full: interestOf(without), graceInterest: interestOf(withGrace) };
}

export type CheckComputation = ReturnType<typeof computeBoth>;

/** The check of one statement period: Paydown's figure, the difference and, when they differ, the likely cause. */
export function checkStatementInterest(input: InterestCheckInput, lender = 'The lender'): InterestCheck {
  const c = computeBoth(input);
  const walks = c.graceApplied ? c.withGrace : c.without;
  const interestComputed = interestOf(walks);
  const difference = input.interestCharged - interestComputed;
  const base = {
    interestComputed,
    difference,
    graceApplied: c.graceApplied,
    openingBalance: c.opening,
    balanceDays: chargedDays(walks),
    parts: walks,
  };
  if (Math.abs(difference) <= TOLERANCE) return { ...base, verdict: 'match', cause: null };
  const verdict: CheckVerdict = difference > 0 ? 'charged_more' : 'charged_less';
  return { ...base, verdict, cause: causeOf(input, c, { computed: interestComputed, difference, lender }) };
}
