// The payoff order of each strategy, fixed at the start of the plan (so paying more never costs more):
// - avalanche: deferred-interest promotions still running come first, earliest deadline first (the
//   back-dated charge at the promo end is the costliest thing in any plan: the regular APR on the
//   whole promo period at once), then the highest rate charged today first (a running promotion's
//   rate, else the APR), ties by smaller balance; the plan re-ranks it in the months a promotion
//   ends (rerank.ts: an order set by the calendar, never by the budget, so paying more still never costs more);
// - snowball: smallest balance first, ties by higher rate;
// - custom: the user's order; debts it does not list follow in avalanche order.
// Last ties: name, then id, so the order never depends on the input order.

import { compareAvalanche, compareSnowball } from '../debt/priority.ts';
import type { PlanStrategy } from '../schemas/plan.ts';
import type { SimDebt } from './sim-types.ts';

export interface OrderFacts extends SimDebt {
  debtName: string;
  /** Day number of the first day of the plan. */
  startDay: number;
}

function rateNow(d: OrderFacts): number {
  return d.promo !== null && d.promo.endDay > d.startDay ? d.promo.rateBp : d.apr;
}

function deadline(d: OrderFacts): number | null {
  return d.promo !== null && d.promo.deferred && d.promo.endDay >= d.startDay ? d.promo.endDay : null;
}

const priorityFacts = (d: OrderFacts) => ({ id: d.id, debtName: d.debtName, balance: d.balance, apr: rateNow(d) });

export function compareAvalancheWithDeadlines(a: OrderFacts, b: OrderFacts): number {
  const da = deadline(a);
  const db = deadline(b);
  if (da !== null || db !== null) {
    if (da === null) return 1;
    if (db === null) return -1;
    if (da !== db) return da - db;
  }
  return compareAvalanche(priorityFacts(a), priorityFacts(b));
}

export function orderFor<T extends OrderFacts>(debts: readonly T[], strategy: PlanStrategy, customOrder: readonly number[] | null): T[] {
  if (strategy === 'snowball') return [...debts].sort((a, b) => compareSnowball(priorityFacts(a), priorityFacts(b)));
  const avalanche = [...debts].sort(compareAvalancheWithDeadlines);
  if (strategy === 'avalanche') return avalanche;
  const byId = new Map(debts.map((d) => [d.id, d]));
  const listed: T[] = [];
  for (const id of customOrder ?? []) {
    const d = byId.get(id);
    if (d && !listed.includes(d)) listed.push(d);
  }
  return [...listed, ...avalanche.filter((d) => !listed.includes(d))];
}
