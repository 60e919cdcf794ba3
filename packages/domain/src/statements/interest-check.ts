import { addDays, daysBetween, daysInMonth, formatIsoDate, parseIsoDate, type IsoDate } from '../dates/calendar.ts';
import { DAILY_DENOMINATOR, formatApr, MAX_APR_BP, sumOfDailyBalances, type AprBp, type CycleTransaction } from '../debt/interest.ts';
import type { CardPartKind } from '../debt/card-shape.ts';
import { formatUsd } from '../money/usd.ts';
import { mulDiv, type Cents } from '../money/cents.ts';
import type { StatementLineKind } from '../schemas/statement.ts';

// The interest check (docs/money-math.md, "The interest check"): what a lender should have charged
// for one statement period, from Paydown's model of the card, set beside what it did charge.
//
// - The balance each day: the opening balance (the closing balance less the period's lines) with
//   each line on its posting date; the period's own interest charge is left out (it posts at the
//   end, on the balance the period built). Average daily balance method: interest = the sum of the
//   daily balances × APR / 365, rounded once (creditCardCycleInterest).
// - The grace period (Reg Z §1026.54): when the previous statement's balance (this period's
//   opening) was paid in full by its due date, purchases carry no interest in this period, neither
//   the new ones nor the repaid ones; cash advances have no grace. Not paid in full: every day's
//   whole balance carries interest.
// - A card with several balances: each balance's APR weighs by its stored amount (one rounding).

export interface CheckLine {
  postedOn: IsoDate;
  kind: StatementLineKind;
  /** Positive adds to the debt. */
  amount: Cents;
}

/** A balance of the card as Paydown has it: its kind, APR in force over the period, and amount. */
export interface CheckPart {
  kind: CardPartKind;
  apr: AprBp;
  amount: Cents;
}

export interface InterestCheckInput {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  closingBalance: Cents;
  interestCharged: Cents;
  lines: readonly CheckLine[];
  parts: readonly CheckPart[];
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
  /** The sum of the daily balances interest was computed on (cent-days). */
  balanceDays: number;
}

/** A lender rounds each figure once: one cent apart is the same figure. */
const TOLERANCE: Cents = 1;

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

function dayOf(periodStart: IsoDate, days: number, date: IsoDate): number {
  return Math.min(days - 1, Math.max(0, daysBetween(periodStart, date)));
}

function basisOf(
  input: InterestCheckInput,
  opening: Cents,
  keep: (l: CheckLine) => boolean,
  days: number,
  repaidBy: IsoDate | null = null,
): number {
  const repaid = (l: CheckLine) => repaidBy !== null && l.amount < 0 && l.postedOn <= repaidBy;
  const txs: CycleTransaction[] = input.lines
    .filter((l) => l.kind !== 'interest' && keep(l))
    // Repaid within the grace period: that part of the balance carries no interest on any day.
    .map((l) => ({ day: repaid(l) ? 0 : dayOf(input.periodStart, days, l.postedOn), amount: l.amount }));
  return sumOfDailyBalances(opening, txs, days);
}

/** Σ APR × amount over the parts and Σ amount: the weights of a blended APR. */
function weights(parts: readonly CheckPart[], include: (p: CheckPart) => boolean): { aprAmount: number; amount: number } {
  const chosen = parts.filter(include);
  const amount = chosen.reduce((n, p) => n + Math.max(0, p.amount), 0);
  if (amount === 0) {
    // No amounts stored (a card of one balance, or all at zero): the parts count alike.
    return { aprAmount: chosen.reduce((n, p) => n + p.apr, 0), amount: chosen.length };
  }
  return { aprAmount: chosen.reduce((n, p) => n + p.apr * Math.max(0, p.amount), 0), amount };
}

function interestOn(balanceDays: number, w: { aprAmount: number; amount: number }): Cents {
  if (w.amount === 0 || balanceDays <= 0) return 0;
  return mulDiv(balanceDays, w.aprAmount, DAILY_DENOMINATOR * w.amount);
}

/** The interest computed for the period with and without the grace period, and the basis of each. */
function computeBoth(input: InterestCheckInput) {
  const days = daysBetween(input.periodStart, input.periodEnd) + 1;
  const net = input.lines.reduce((n, l) => n + l.amount, 0);
  const opening = input.closingBalance - net;
  const due = statementDueDate(input.periodStart, input.dueDay);
  const paidByDue = -input.lines
    .filter((l) => (l.kind === 'payment' || l.kind === 'credit') && l.postedOn <= due)
    .reduce((n, l) => n + l.amount, 0);
  const graceApplied = opening <= 0 || paidByDue >= opening;
  const fullDays = basisOf(input, opening, () => true, days, input.openingInGrace ? due : null);
  const all = weights(input.parts, () => true);
  const full = interestOn(fullDays, all);
  // With grace, only what has none carries interest: cash advances, at the cash APR.
  const cashDays = basisOf(input, 0, (l) => l.kind === 'cash_advance', days);
  const cashParts = input.parts.some((p) => p.kind === 'cash_advance') ? weights(input.parts, (p) => p.kind === 'cash_advance') : all;
  const graceInterest = interestOn(cashDays, cashParts);
  return { days, opening, fullDays, full, cashDays, graceInterest, graceApplied, all };
}

/** The check of one statement period: Paydown's figure, the difference and, when they differ, the likely cause. */
export function checkStatementInterest(input: InterestCheckInput, lender = 'The lender'): InterestCheck {
  const c = computeBoth(input);
  const interestComputed = c.graceApplied ? c.graceInterest : c.full;
  const difference = input.interestCharged - interestComputed;
  const base = {
    interestComputed,
    difference,
    graceApplied: c.graceApplied,
    openingBalance: c.opening,
    balanceDays: c.graceApplied ? c.cashDays : c.fullDays,
  };
  if (Math.abs(difference) <= TOLERANCE) return { ...base, verdict: 'match', cause: null };
  const verdict: CheckVerdict = difference > 0 ? 'charged_more' : 'charged_less';
  return { ...base, verdict, cause: causeOf(input, c, difference, lender) };
}

function causeOf(input: InterestCheckInput, c: ReturnType<typeof computeBoth>, difference: Cents, lender: string): CheckCause {
  const near = (a: Cents, b: Cents) => Math.abs(a - b) <= TOLERANCE;
  if (c.graceApplied && purchasesCarried(input) && near(c.full, input.interestCharged)) {
    return {
      kind: 'no_grace',
      impliedApr: null,
      text: `purchases carried without a grace period: ${lender} counted the previous balance as not paid in full by its due date (a payment posted late or short), so every day's balance carried interest (${formatUsd(c.full)}).`,
    };
  }
  // A fee's own interest (a day or two on the balance) may ride along: within 1 % of it counts.
  const fee = input.lines.find(
    (l) => l.kind === 'fee' && Math.abs(l.amount - difference) <= Math.max(TOLERANCE, Math.floor(l.amount / 100)),
  );
  if (fee) return { kind: 'fee', impliedApr: null, text: `a fee of ${formatUsd(fee.amount)} counted as interest.` };
  if (difference > 0 && input.interestCharged <= 200 && c.full < input.interestCharged) {
    return {
      kind: 'fee',
      impliedApr: null,
      text: `a minimum interest charge of ${formatUsd(input.interestCharged)} (a fee the card adds when the interest is smaller).`,
    };
  }
  const cashLines = input.lines.filter((l) => l.kind === 'cash_advance');
  if (difference > 0 && cashLines.length > 0 && !input.parts.some((p) => p.kind === 'cash_advance')) {
    return {
      kind: 'balance_not_entered',
      impliedApr: null,
      text: `a cash advance balance not entered: the statement lists ${formatUsd(cashLines.reduce((n, l) => n + l.amount, 0))} of cash advances, which carry a higher APR and no grace period. Add it as a balance of the card.`,
    };
  }
  const days = c.graceApplied ? c.cashDays : c.fullDays;
  const implied = days > 0 ? mulDiv(input.interestCharged, DAILY_DENOMINATOR, days) : 0;
  if (implied > 0 && implied <= MAX_APR_BP) {
    return {
      kind: 'apr',
      impliedApr: formatApr(implied),
      text: `a different APR than the one entered: ${formatApr(implied)} % on the same balances gives the ${formatUsd(input.interestCharged)} charged.`,
    };
  }
  return {
    kind: 'unknown',
    impliedApr: null,
    text: 'no single cause explains the difference: check the balances, APRs and payments entered.',
  };
}

function purchasesCarried(input: InterestCheckInput): boolean {
  return input.closingBalance > 0 || input.lines.some((l) => l.kind === 'purchase');
}
