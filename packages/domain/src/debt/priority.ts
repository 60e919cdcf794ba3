// Debt priority: avalanche (highest APR first, ties by smaller balance) and snowball (smallest balance first, ties by higher APR).

import { type AprBp, effectiveApr } from './interest.ts';
import type { Cents } from '../money/cents.ts';

export const PAYOFF_STRATEGIES = ['avalanche', 'snowball'] as const;
export type PayoffStrategy = (typeof PAYOFF_STRATEGIES)[number];

export interface PriorityFacts {
  id: number;
  debtName: string;
  balance: Cents;
  /** null = missing rate; ranked as the 18 % fallback, the rate the projection charges it. */
  apr: AprBp | null;
}

function byName(a: PriorityFacts, b: PriorityFacts): number {
  return a.debtName < b.debtName ? -1 : a.debtName > b.debtName ? 1 : a.id - b.id;
}

/** Avalanche order: highest APR first; equal APRs by smaller balance; then name, then id (deterministic). */
export function compareAvalanche(a: PriorityFacts, b: PriorityFacts): number {
  return effectiveApr(b.apr) - effectiveApr(a.apr) || a.balance - b.balance || byName(a, b);
}

/** Snowball order: smallest balance first; equal balances by higher APR; then name, then id. */
export function compareSnowball(a: PriorityFacts, b: PriorityFacts): number {
  return a.balance - b.balance || effectiveApr(b.apr) - effectiveApr(a.apr) || byName(a, b);
}

/** The debts in payoff order (a new array; the input is not changed). */
export function prioritize<T extends PriorityFacts>(debts: readonly T[], strategy: PayoffStrategy = 'avalanche'): T[] {
  return [...debts].sort(strategy === 'avalanche' ? compareAvalanche : compareSnowball);
}

/** The dashboard's debtPriority: names of the unpaid debts with a balance, avalanche order. */
export function debtPriority(debts: readonly (PriorityFacts & { isPaid?: boolean })[]): string[] {
  return prioritize(debts.filter((d) => !d.isPaid && d.balance > 0)).map((d) => d.debtName);
}
