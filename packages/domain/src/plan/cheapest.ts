// Which strategy costs the least interest in this user's data: a strategy card may say "the least
// interest" only of the one this names (with promotions running, avalanche is not always it).

import type { PlanStrategy } from '../schemas/plan.ts';
import type { PlanResult } from './types.ts';

const ORDER: readonly PlanStrategy[] = ['avalanche', 'snowball', 'custom'];

/** The strategy with the least total interest among those computed (ties: avalanche, snowball, custom); null when none ends. */
export function cheapestStrategy(strategies: PlanResult['strategies']): PlanStrategy | null {
  let best: PlanStrategy | null = null;
  let least = Infinity;
  for (const s of ORDER) {
    const interest = strategies[s]?.totalInterest;
    if (interest !== null && interest !== undefined && interest < least) {
      least = interest;
      best = s;
    }
  }
  return best;
}
