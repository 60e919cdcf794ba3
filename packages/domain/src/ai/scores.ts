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
 * The share of a fixed ruler's interest that the judged plan avoids, as a score 0-100:
 * round(100 × (ruler − judged) / ruler), half up, clamped to 0-100. The ruler is the interest of
 * paying only each debt's minimum (nothing a suggestion changes), so a plan that costs less always
 * scores at least as much. 100 when the ruler costs nothing (nothing to avoid) or never ends while
 * the judged plan does; 0 when the judged plan never ends. The caller returns 0 for empty data.
 */
export function avoidedScore(ruler: Cents | null, judged: Cents | null): number {
  if (judged === null) return 0;
  if (ruler === null || ruler <= 0) return 100;
  return Math.min(100, Math.max(0, mulDiv(Math.max(0, ruler - judged), 100, ruler)));
}
