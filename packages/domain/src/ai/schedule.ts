// The AI payment schedule (spec "AI responses": debtId, creditor, dueDate, interestImpact,
// suggestedPayDates): each debt's monthly payment split across the paychecks from today through its
// next due date, each part saving interest for the days it is early (payment part × APR / 365 × days early).

import { type IsoDate, addDays, compareDates, minDate } from '../dates/calendar.ts';
import { interestSavings } from '../debt/interest.ts';
import { type Cents, formatMoney, sumCents } from '../money/cents.ts';
import { expectedPayDates } from '../dates/recurring.ts';
import { type AiFacts, analyzeAiFacts } from './facts.ts';

export interface SchedulePart {
  suggestedPayDate: IsoDate;
  amount: Cents;
}

export interface PaymentScheduleItem {
  debtId: number;
  /** The debt's name. */
  creditor: string;
  /** The next due date. */
  dueDate: IsoDate;
  /** Interest the schedule saves against paying everything on the due date, in cents. */
  interestImpact: Cents;
  suggestedPayDates: SchedulePart[];
}

/**
 * Splits a payment in proportion to weights (the paycheck amounts), in whole cents:
 * part i (i >= 1) = floor(payment × weight_i / Σ weights), and the first part takes the rest, so the
 * parts add up to the payment exactly and the remainder is paid earliest. Equal parts when every
 * weight is 0. splitPayment(20_000, [1, 1, 1]) = [6_668, 6_666, 6_666].
 */
export function splitPayment(payment: Cents, weights: readonly Cents[]): Cents[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => Math.max(0, w));
  const total = sumCents(positive);
  const w = total > 0 ? positive : positive.map(() => 1);
  const sum = total > 0 ? total : w.length;
  const parts = w.slice(1).map((x) => floorMulDiv(payment, x, sum));
  return [payment - sumCents(parts), ...parts];
}

/** floor(a × b / c) for non-negative integers, exact (BigInt once the product leaves 2^53). */
function floorMulDiv(a: number, b: number, c: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    // The float quotient can round up to the next integer near 2^53: correct it with the remainder.
    let q = Math.floor(product / c);
    if (q * c > product) q -= 1;
    return q;
  }
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** A payment is split over the paychecks of at most this many days from today (one quarter, the longest pay period). */
export const SPLIT_WINDOW_DAYS = 92;

/**
 * Per unpaid debt with a balance, sorted by due date, then creditor, then id:
 * - daily-accruing debts: the paychecks of all income sources from today through the next due date
 *   (one part per pay date; sources paid the same day count together), the monthly payment split in
 *   proportion to those paycheck amounts (splitPayment; parts of 0 cents left out); no paycheck in
 *   that window -> one part on the due date;
 * - mortgage/rent (monthly accrual): one part on the due date, impact 0.
 * interestImpact = Σ over parts of interestSavings(part, its date, due date) (each rounded once).
 * A debt with no payment has no parts.
 */
export function paymentSchedule(facts: AiFacts): PaymentScheduleItem[] {
  const analysis = analyzeAiFacts(facts);
  const { today } = analysis;
  const latest = analysis.debts.reduce((max, a) => (a.nextDue > max ? a.nextDue : max), today);
  // Each source's paychecks in [today, latest due], once: (date, amount) pairs. At most one quarter
  // ahead (SPLIT_WINDOW_DAYS): a next due date is never further unless the user dated the debt in
  // the future, and splitting one payment over decades of paychecks (a debt due in 2199) would
  // only cost time (15 s for 50 such debts).
  const windowEnd = minDate(latest, addDays(today, SPLIT_WINDOW_DAYS));
  const paychecks = new Map<IsoDate, Cents>();
  for (const source of facts.income) {
    for (const d of expectedPayDates(source, today, windowEnd)) paychecks.set(d, (paychecks.get(d) ?? 0) + source.amount);
  }
  const payDays = [...paychecks.keys()].sort();

  const items = analysis.debts.map((a): PaymentScheduleItem => {
    const { debt, nextDue: due, payment } = a;
    let parts: SchedulePart[] = [];
    if (payment > 0) {
      const dates = a.accrual === 'daily' ? payDays.filter((d) => compareDates(d, due) <= 0) : [];
      if (dates.length === 0) {
        parts = [{ suggestedPayDate: due, amount: payment }];
      } else {
        const amounts = splitPayment(
          payment,
          dates.map((d) => paychecks.get(d) ?? 0),
        );
        parts = dates.map((d, i) => ({ suggestedPayDate: d, amount: amounts[i] ?? 0 })).filter((p) => p.amount > 0);
      }
    }
    const interestImpact = sumCents(
      parts.map((p) =>
        interestSavings({ type: debt.debtType, payment: p.amount, bp: a.bp, suggestedDate: p.suggestedPayDate, dueDate: due }),
      ),
    );
    return { debtId: debt.id, creditor: debt.debtName, dueDate: due, interestImpact, suggestedPayDates: parts };
  });
  return items.sort(
    (x, y) => compareDates(x.dueDate, y.dueDate) || (x.creditor < y.creditor ? -1 : x.creditor > y.creditor ? 1 : x.debtId - y.debtId),
  );
}

/** The schedule in wire form (money as two-decimal strings), as paymentScheduleSchema describes. */
export function paymentScheduleResponse(items: readonly PaymentScheduleItem[]) {
  return items.map((item) => ({
    debtId: item.debtId,
    creditor: item.creditor,
    dueDate: item.dueDate,
    interestImpact: formatMoney(item.interestImpact),
    suggestedPayDates: item.suggestedPayDates.map((p) => ({ suggestedPayDate: p.suggestedPayDate, amount: formatMoney(p.amount) })),
  }));
}
