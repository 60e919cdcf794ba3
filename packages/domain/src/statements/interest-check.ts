// The interest check (docs/money-math.md, "The interest check"): what a lender should have charged
// for one statement period, from Paydown's model of the card, set beside what it did charge.
//
// - The balances each day: the card's balances as the period opened (card/statement-balances.ts)
//   with each line on its posting date in its own balance, each payment split among them by
//   §1026.53 on its date; the period's own interest charge is left out of the days (it posts at
//   the end, on the balances the period built). Average daily balance method, balance by balance:
//   each one's sum of daily balances × its own rate / 365 (its promotional rate while the
//   promotion runs), rounded once per balance (card/statement-walk.ts).
// - The grace period (Reg Z §1026.54): when the previous statement's balance (this period's
//   opening) was paid in full by its due date, the purchase balance carries no interest in this
//   period, neither the new purchases nor the repaid ones; the other balances (cash advances,
//   transfers, promotions) have no grace. Not paid in full: every day's balance carries interest.

import { causeOf } from './check-causes.ts';
import { TOLERANCE, type CheckVerdict, type InterestCheck, type InterestCheckInput } from './check-types.ts';
import { chargedDays, computeBoth, interestOf } from './check-walk.ts';

export * from './check-types.ts';
export { computeBoth, statementDueDate, type CheckComputation } from './check-walk.ts';

/** The check of one statement period: Paydown's figure, the difference and, when they differ, the likely cause. */
export function checkStatementInterest(input: InterestCheckInput, lender = 'The lender'): InterestCheck {
  const c = computeBoth(input);
  const walks = c.graceApplied ? c.withGrace : c.without;
  const interestComputed = interestOf(walks);
  const difference = input.interestCharged - interestComputed;
  const base = {
    interestComputed,
    difference,
    graceApplied: c.graceApplied,
    openingBalance: c.opening,
    balanceDays: chargedDays(walks),
    parts: walks,
  };
  if (Math.abs(difference) <= TOLERANCE) return { ...base, verdict: 'match', cause: null };
  const verdict: CheckVerdict = difference > 0 ? 'charged_more' : 'charged_less';
  return { ...base, verdict, cause: causeOf(input, c, { computed: interestComputed, difference, lender }) };
}
