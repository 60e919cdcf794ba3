// A debt's actual balance line from its dated records (the payments and balance edits of types.ts): payments and hand edits.

import { type IsoDate, compareDates, minDate } from '../dates/calendar.ts';
import { type Cents, sumCents } from '../money/cents.ts';
import type { DebtLine, ProgressBalanceEdit, ProgressDebt, ProgressPayment } from './types.ts';

/**
 * Each debt's line (docs/money-math.md, "Progress against the plan"): opening = now + Σ payments −
 * Σ edits (what it owed before anything recorded changed it), so the balance on a day D on or after
 * its first day = opening − Σ payments dated ≤ D + Σ edits dated ≤ D, exact whatever order the
 * records were entered, edited or deleted in.
 */
export function debtLines(
  debts: readonly ProgressDebt[],
  payments: readonly ProgressPayment[],
  edits: readonly ProgressBalanceEdit[],
  today: IsoDate,
): DebtLine[] {
  return debts.map((d) => {
    const changes = [
      ...payments.filter((p) => p.debtId === d.id).map((p) => ({ date: p.paymentDate, delta: -p.amount })),
      ...edits.filter((e) => e.debtId === d.id).map((e) => ({ date: e.day, delta: e.after - e.before })),
    ];
    // Paid off before payments were kept: its stored balance went that day, with no payment on record.
    if (d.isPaid && d.balance > 0) changes.push({ date: d.paidDate ?? today, delta: -d.balance });
    const now = d.isPaid ? 0 : d.balance;
    const opening = now - sumCents(changes.map((c) => c.delta));
    const firstDay = changes.reduce((day, c) => minDate(day, c.date), d.createdOn);
    return { id: d.id, firstDay, opening, now, changes };
  });
}

/** A debt's balance at the end of `date` (0 before its first day). */
export function lineBalanceOn(line: DebtLine, date: IsoDate): Cents {
  if (compareDates(line.firstDay, date) > 0) return 0;
  return line.opening + sumCents(line.changes.filter((c) => compareDates(c.date, date) <= 0).map((c) => c.delta));
}

/** A record of one debt's balance with the moment it was entered (created_at, in ms). */
export type Entered<T> = T & { enteredAt: number };

/** One record of a debt's line, in the order it took effect, and the balance right after it. */
export interface BalanceStep {
  date: IsoDate;
  /** The payment's id; null for a hand edit of the balance (or a payoff from before payments were kept). */
  paymentId: number | null;
  balance: Cents;
}

/**
 * The debt's actual balance line of progress (debtLines: the same opening and the same dated
 * changes) walked record by record; a payment's step is its balanceAfter (docs/money-math.md,
 * "balanceAfter"). The order is the date; payments of one date in the order they were entered
 * (by id); a hand edit of the balance, dated the day it was made, among that day's payments by
 * when it was entered. A debt paid off before payments were kept loses its stored balance last on
 * its paid day. The last step is the balance now.
 */
export function balanceSteps(
  debt: ProgressDebt,
  payments: readonly Entered<ProgressPayment>[],
  edits: readonly Entered<ProgressBalanceEdit>[],
  today: IsoDate,
): BalanceStep[] {
  const [line] = debtLines([debt], payments, edits, today);
  if (!line) return [];
  const byPaymentOrder = [...payments].sort((a, b) => compareDates(a.paymentDate, b.paymentDate) || a.id - b.id);
  const others = edits.map((e) => ({ date: e.day, enteredAt: e.enteredAt, id: e.id, delta: e.after - e.before }));
  // debtLines adds the payoff of a debt paid off before payments were kept as its last change.
  const legacy = line.changes.length > payments.length + edits.length ? line.changes[line.changes.length - 1] : undefined;
  if (legacy) others.push({ date: legacy.date, enteredAt: Number.POSITIVE_INFINITY, id: 0, delta: legacy.delta });
  others.sort((a, b) => compareDates(a.date, b.date) || a.enteredAt - b.enteredAt || a.id - b.id);
  const steps: BalanceStep[] = [];
  let balance = line.opening;
  let next = 0;
  // Every other change that took effect before `p` (dated earlier, or entered earlier that day); all of them without `p`.
  const othersBefore = (p: Entered<ProgressPayment> | null) => {
    for (; next < others.length; next += 1) {
      const change = others[next] as (typeof others)[number];
      if (p && (compareDates(change.date, p.paymentDate) || Math.sign(change.enteredAt - p.enteredAt)) >= 0) break;
      balance += change.delta;
      steps.push({ date: change.date, paymentId: null, balance });
    }
  };
  for (const p of byPaymentOrder) {
    othersBefore(p);
    balance -= p.amount;
    steps.push({ date: p.paymentDate, paymentId: p.id, balance });
  }
  othersBefore(null);
  return steps;
}
