// The calendar feed's events: what to pay when over the next 12 months, as all-day events on the
// user's own days. The payments come from the one schedule the Dashboard's "This payday" uses
// (assignPaydayPayments, asked for 12 plan months); a payment the user planned takes the place of
// its cycle's entry, as in Upcoming Payments; a lump sum is shown on its own date (docs/money-math.md,
// "Calendar feed").

import { type IsoDate, addMonths, compareDates } from '../dates/calendar.ts';
import { formatShortDate } from '../dates/format.ts';
import type { DebtFacts, PlannedPayment } from '../debt/facts.ts';
import { rateToday } from '../debt/facts.ts';
import { interestSavings } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import { formatUsd } from '../money/usd.ts';
import { type PaydayListInput, assignPaydayPayments } from '../plan/payday-list.ts';
import type { PlanLumpSum } from '../plan/types.ts';

/** The feed looks this many months ahead (the plan's months 1 through 12). */
export const CALENDAR_FEED_MONTHS = 12;

export interface CalendarFeedInput extends Omit<PaydayListInput, 'months'> {
  /** Payments the user planned and has not logged yet. */
  planned: readonly PlannedPayment[];
  lumpSums: readonly PlanLumpSum[];
  /** False: no amounts or savings in titles and descriptions (the user's choice). */
  includeAmounts: boolean;
  /** The web page of a debt, linked from its events. */
  debtUrl: (debtId: number) => string;
}

export interface CalendarEvent {
  /**
   * Stable across feeds, so a calendar updates an event instead of adding a second one: a plan
   * payment is its debt and due date (the cycle it pays), a planned payment or a lump sum its row.
   */
  key: string;
  /** The all-day event's day (the suggested, planned or lump-sum date), a calendar date of the user's. */
  date: IsoDate;
  summary: string;
  description: string;
  /** The debt's page; null for a lump sum. */
  url: string | null;
}

interface PayEvent {
  key: string;
  debt: DebtFacts;
  amount: Cents;
  payOn: IsoDate;
  dueDate: IsoDate | null;
  saved: Cents;
  how: string;
}

function payEvent(e: PayEvent, input: CalendarFeedInput): CalendarEvent {
  const { today, includeAmounts } = input;
  const day = (d: IsoDate) => formatShortDate(d, today);
  const due = e.dueDate ? ` (due ${day(e.dueDate)})` : '';
  const amount = includeAmounts ? ` ${formatUsd(e.amount)}` : '';
  const url = input.debtUrl(e.debt.id);
  const lines = [e.dueDate ? `Due ${day(e.dueDate)}.` : 'Planned payment.', e.how];
  if (includeAmounts && e.dueDate && e.saved > 0) {
    lines.push(`Paying on ${day(e.payOn)} rather than on the due date saves ${formatUsd(e.saved)} in interest.`);
  }
  lines.push(url);
  return { key: e.key, date: e.payOn, summary: `Pay ${e.debt.debtName}${amount}${due}`, description: lines.join('\n'), url };
}

function lumpSumEvent(l: PlanLumpSum, input: CalendarFeedInput): CalendarEvent {
  const amount = input.includeAmounts ? ` ${formatUsd(l.amountCents)}` : '';
  const note = l.note ? `${l.note}\n` : '';
  return {
    key: `lump-sum-${l.id}`,
    date: l.date,
    summary: `Lump sum${amount} toward your plan`,
    description: `${note}A one-off payment: the plan pays it this month to the first debt in its order, and that month's "Pay" events include it.`,
    url: null,
  };
}

/**
 * The feed's events from today through 12 months ahead, by date then title: each payment the plan
 * (and each debt outside it) makes in its next 12 cycles on its suggested date, each planned payment
 * on its planned date (in place of the plan's entry for the cycle it falls in), each lump sum on its date.
 */
export function calendarFeedEvents(input: CalendarFeedInput): CalendarEvent[] {
  const { today } = input;
  const end = addMonths(today, CALENDAR_FEED_MONTHS);
  const inHorizon = (d: IsoDate) => compareDates(d, today) >= 0 && compareDates(d, end) <= 0;
  const debts = new Map(input.debts.filter((d) => !d.isPaid).map((d) => [d.id, d]));
  const assigned = assignPaydayPayments({ ...input, months: CALENDAR_FEED_MONTHS });

  // A planned payment replaces the plan's entry for the cycle it is made in: the debt's first
  // cycle due on or after the planned date.
  const replaced = new Set<(typeof assigned)[number]>();
  const events: CalendarEvent[] = [];
  for (const p of input.planned) {
    const debt = debts.get(p.debtId);
    if (!debt || !inHorizon(p.plannedDate)) continue;
    const cycle = assigned
      .filter((a) => a.debtId === p.debtId && compareDates(a.dueDate, p.plannedDate) >= 0)
      .sort((a, b) => compareDates(a.dueDate, b.dueDate))[0];
    if (cycle) replaced.add(cycle);
    const amount = Math.min(p.amount, debt.balance);
    const dueDate = cycle?.dueDate ?? null;
    const bp = debt.paysInFull ? 0 : rateToday(debt, today);
    const saved = dueDate ? interestSavings({ type: debt.debtType, payment: amount, bp, suggestedDate: p.plannedDate, dueDate }) : 0;
    events.push(
      payEvent({ key: `planned-${p.id}`, debt, amount, payOn: p.plannedDate, dueDate, saved, how: 'You planned this payment.' }, input),
    );
  }
  for (const a of assigned) {
    const debt = debts.get(a.debtId);
    if (!debt || replaced.has(a) || !inHorizon(a.payBy)) continue;
    const how = a.inPlan
      ? "The payoff plan's payment for this cycle (extra and rollover included)."
      : "The debt's own monthly payment (it is outside the payoff plan).";
    events.push(
      payEvent(
        { key: `pay-${a.debtId}-${a.dueDate}`, debt, amount: a.amount, payOn: a.payBy, dueDate: a.dueDate, saved: a.interestSaved, how },
        input,
      ),
    );
  }
  for (const l of input.lumpSums) if (inHorizon(l.date)) events.push(lumpSumEvent(l, input));
  return events.sort((a, b) => compareDates(a.date, b.date) || (a.summary < b.summary ? -1 : a.summary > b.summary ? 1 : 0));
}
