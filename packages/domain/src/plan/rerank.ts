// Avalanche that tells the truth when promotions run (docs/money-math.md, "Avalanche and
// promotions"). Ranked once by today's rates, a 0 % balance transfer came last and grew at its
// regular APR after the promotion while cheaper debts were paid first. So the avalanche plan
// re-ranks whenever a promotion ends: the money beyond each debt's own payment goes, each month, to
// the debts in order of the rate charged at that month's end (a running deferred-interest promotion
// first, earliest deadline first, as at the start); ties keep the order of the start.
//
// Why re-rank rather than rank once by "the rate when the plan reaches the debt": when the plan
// reaches a debt depends on the order itself (and on the budget), so that rank is a guess; the
// re-ranked order depends only on the calendar and the rates, so the same budget-free order holds
// for every budget and paying more still never costs more (each month pours the money into the
// same order whatever the budget: a richer plan owes no more on any debt in any month).

import type { MonthGrid } from './grid.ts';
import type { Reorder, SimDebt } from './sim-types.ts';

export type { Reorder } from './sim-types.ts';
import { type OrderFacts, compareAvalancheWithDeadlines } from './strategies.ts';

/** The rate a debt is charged on `day`: its promotion's while it runs, else its APR; a card with balances, its highest on a balance owed at the start. */
function rateOn(d: SimDebt, day: number): number {
  const parts = d.card?.parts;
  if (!parts) return d.promo !== null && d.promo.endDay > day ? d.promo.rateBp : d.apr;
  let best = 0;
  for (const p of parts) if (p.balance > 0) best = Math.max(best, p.promo !== null && p.promo.endDay > day ? p.promo.rateBp : p.apr);
  return best;
}

/** The days a promotion ends on, for every debt and card balance. */
function promoEnds(debts: readonly SimDebt[]): number[] {
  const days: number[] = [];
  for (const d of debts) {
    if (d.promo) days.push(d.promo.endDay);
    for (const p of d.card?.parts ?? []) if (p.promo) days.push(p.promo.endDay);
  }
  return days;
}

/**
 * The avalanche's re-rankings over the plan: one per month in which a promotion ends (and month 1,
 * ranked by the rate at its end), kept only when the order changes. None when no promotion ends
 * within the horizon, so such a plan is the plan ranked once.
 */
export function avalancheReorders<T extends OrderFacts>(order: readonly T[], grid: MonthGrid): Reorder[] {
  const ends = promoEnds(order);
  if (ends.length === 0) return [];
  const months = new Set<number>([1]);
  const b = grid.boundary;
  for (const day of ends) {
    if (day < b[0]! || day >= b[grid.horizon]!) continue;
    let lo = 1;
    let hi = grid.horizon;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (day < b[mid]!) hi = mid;
      else lo = mid + 1;
    }
    months.add(lo);
  }
  const out: Reorder[] = [];
  let previous: readonly number[] = order.map((_, i) => i);
  for (const m of [...months].sort((x, y) => x - y)) {
    const lastDay = b[m]! - 1;
    const facts = order.map((d, i) => ({ ...d, apr: rateOn(d, lastDay), promo: null, startDay: lastDay, index: i, deadline: d.promo }));
    const perm = facts
      .sort((x, y) => {
        // A deferred-interest promotion still running at the month's end keeps its place ahead (earliest deadline first).
        const dx = x.deadline && x.deadline.deferred && x.deadline.endDay > lastDay ? x.deadline.endDay : null;
        const dy = y.deadline && y.deadline.deferred && y.deadline.endDay > lastDay ? y.deadline.endDay : null;
        if (dx !== null || dy !== null) {
          if (dx === null) return 1;
          if (dy === null) return -1;
          if (dx !== dy) return dx - dy;
        }
        return compareAvalancheWithDeadlines(x, y) || x.index - y.index;
      })
      .map((f) => f.index);
    if (perm.some((v, k) => v !== previous[k])) {
      out.push({ month: m, perm: Int32Array.from(perm) });
      previous = perm;
    }
  }
  return out;
}
