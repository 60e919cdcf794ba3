// An installment loan's level payment (standard amortisation), as a lender quotes it.

import type { AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';

/**
 * The level monthly payment that repays `principal` in `months` payments at `aprBp` / 12 a month:
 * P × r / (1 − (1 + r)^−n), P / n at 0 %, rounded half up to the cent once (in floating point: the
 * power has no exact rational form; the result is far from a half cent in every realistic case).
 * $7,420.00 at 11.90 % over 36 months: r = 0.0099166…, $245.99 a month.
 */
export function levelPayment(principal: Cents, aprBp: AprBp, months: number): Cents {
  if (principal <= 0 || months <= 0) return 0;
  const r = aprBp / 120_000;
  const exact = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.round(exact);
}
