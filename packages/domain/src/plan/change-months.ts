// The months where a plan's balances step or bend, read off the engine's own schedule: the bounded
// schedule of a plan answer (schedule-page.ts) carries them besides its yearly rows, so a chart
// drawn through its rows shows a lump sum's drop in the month it is paid, not as a slope over a year.

import type { PlanMonth, PlanMonthPayment } from './types.ts';

/** The schedule's rows that show one change: the month it happens, and the month before for a step. */
export type ChangeRows = readonly number[];

type Line = Pick<PlanMonthPayment, 'payment' | 'interest' | 'balance'>;

/** Whether a debt's (or a card balance's) line bends up from `prev` to `now`: a promotion's end. */
const promoEnds = (prev: Line, now: Line) =>
  // The balance starts rising (a deferred-interest charge; one whose payment never covers its
  // interest rises every month: no change), or interest is charged after a month of none.
  (now.interest > now.payment && prev.interest <= prev.payment) || (prev.interest === 0 && now.interest > 0);

interface Lines {
  debts: Map<number, PlanMonthPayment>;
  parts: Map<string, Line>;
}

/** Each debt's line in a month by debt id, and each card balance's by card and part id. */
function linesOf(month: PlanMonth): Lines {
  const debts = new Map<number, PlanMonthPayment>();
  const parts = new Map<string, Line>();
  for (const p of month.payments) {
    debts.set(p.debtId, p);
    for (const q of p.parts ?? []) parts.set(`${p.debtId}:${q.partId}`, q);
  }
  return { debts, parts };
}

/**
 * The changes of a schedule, most telling first (lump sums, then the rest, each in month order):
 * - a lump sum paid in month m: a step down, rows m − 1 and m;
 * - a promotion's end in month m: a balance rising after a month it did not (a deferred-interest
 *   charge; a debt whose payment never covers its interest rises every month, no change) or charged
 *   interest after a month it was charged none while owed: rows m − 1 and m;
 * - a debt paid off in month m (its balance 0 after a month it was owed): row m, where its line
 *   reaches 0 and the others start taking its payment.
 * Month 1's changes need no row before it (the chart's start is month 0).
 */
export function planChangeRows(months: readonly PlanMonth[]): ChangeRows[] {
  const lumps: ChangeRows[] = [];
  const others: ChangeRows[] = [];
  let before: Lines = { debts: new Map(), parts: new Map() };
  for (const month of months) {
    const m = month.month;
    const now = linesOf(month);
    const step = m > 1 ? [m - 1, m] : [m];
    if (month.lumpSum > 0) lumps.push(step);
    let promoEnd = false;
    let payoff = false;
    for (const [id, line] of now.debts) {
      const prev = before.debts.get(id);
      if (!prev || prev.balance <= 0) continue;
      if (promoEnds(prev, line)) promoEnd = true;
      if (line.balance === 0) payoff = true;
    }
    for (const [id, line] of now.parts) {
      const prev = before.parts.get(id);
      if (prev && prev.balance > 0 && promoEnds(prev, line)) promoEnd = true;
    }
    if (promoEnd) others.push(step);
    else if (payoff) others.push([m]);
    before = now;
  }
  return [...lumps, ...others];
}
