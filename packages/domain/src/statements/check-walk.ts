// The period walked day by day, balance by balance, with and without the grace period: the figures
// the interest check compares with the statement and the causes read.
import { addDays, daysBetween, daysInMonth, formatIsoDate, parseIsoDate, type IsoDate } from '../dates/calendar.ts';
import type { CardPart } from '../card/types.ts';
import { closingPartsOf, openingPartsOf } from '../card/statement-balances.ts';
import { purchaseIndex, walkParts, type PartWalk } from '../card/statement-walk.ts';
import type { CheckLine, InterestCheckInput } from './check-types.ts';

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
export const interestOf = (walks: readonly PartWalk[]) => walks.reduce((n, w) => n + w.interest, 0);
export const chargedDays = (walks: readonly PartWalk[]) => walks.reduce((n, w) => n + (w.inGrace ? 0 : w.balanceDays), 0);

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
