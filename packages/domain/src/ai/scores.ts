// Score formulas of the AI features (docs/money-math.md, "Suggestions and scores").

import { type Cents, mulDiv } from '../money/cents.ts';

/** The spec's default impactScore (section 9), used when a suggestion has no savings figure. */
export const DEFAULT_IMPACT_SCORE = 10;
/** Points per tenfold increase of the savings (in dollars + 1). */
export const IMPACT_POINTS_PER_DECADE = 25;

/**
 * impactScore (integer 1-100) from a suggestion's potentialSavings:
 *   null                -> 10 (the spec's default: no savings figure)
 *   savings in cents s  -> clamp(round(25 × log10(1 + s / 100)), 1, 100)
 * 25 points per tenfold: $1 -> 8, $10 -> 26, $100 -> 50, $1,000 -> 75, $9,999 and more -> 100;
 * any positive or zero figure scores at least 1.
 */
export function impactScore(potentialSavings: Cents | null): number {
  if (potentialSavings === null) return DEFAULT_IMPACT_SCORE;
  const dollarsPlusOne = Math.max(0, potentialSavings) / 100 + 1;
  const raw = Math.round(IMPACT_POINTS_PER_DECADE * Math.log10(dollarsPlusOne));
  return Math.min(100, Math.max(1, raw));
}

/**
 * A score 0-100 comparing the interest of the best plan with the interest of the plan being judged:
 * round(100 × best / judged), half up, clamped to 0-100. 100 when the judged plan costs no interest
 * (nothing left to gain). The caller returns 0 for empty data before calling this.
 */
export function ratioScore(best: Cents, judged: Cents): number {
  if (judged <= 0) return 100;
  return Math.min(100, Math.max(0, mulDiv(Math.max(0, best), 100, judged)));
}
