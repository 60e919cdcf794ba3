// An offer judged inside the plan (docs/money-math.md, "Offers"): the plan as it is and the plan
// with the offer taken, from the same engine, settings, lump sums and monthly budget, compared.

import type { Cents } from '../money/cents.ts';
import { computePlan } from '../plan/engine.ts';
import type { PlanInput, PlanResult, PlanRunSummary } from '../plan/types.ts';
import { offerPlanInput } from './build.ts';
import { offerProblem } from './check.ts';
import type { Offer, OfferResult } from './types.ts';
import { budgetWarning, transferWarnings } from './warnings.ts';

const summaryOf = (p: PlanResult): PlanRunSummary => ({ debtFreeDate: p.debtFreeDate, months: p.months, totalInterest: p.totalInterest });

/**
 * The first month whose interest saved so far (without − with, month by month; a month after a plan
 * has ended charges it nothing) covers the fee; null when no month of either plan does.
 */
export function breakEvenMonth(without: PlanResult, withOffer: PlanResult, fee: Cents): number | null {
  const months = Math.max(without.schedule.length, withOffer.schedule.length);
  let saved = 0;
  for (let m = 1; m <= months; m++) {
    saved += (without.schedule[m - 1]?.totalInterest ?? 0) - (withOffer.schedule[m - 1]?.totalInterest ?? 0);
    if (saved >= fee) return m;
  }
  return null;
}

/**
 * The offer against the plan: `input` is the plan's input as GET /api/plan builds it, with the
 * user's paid debts too (so naming one is told apart from naming a debt that does not exist). Pure.
 */
export function evaluateOffer(input: PlanInput, offer: Offer): OfferResult {
  const problem = offerProblem(input, offer);
  if (problem) return { ok: false, problem };
  const without = computePlan(input);
  const built = offerPlanInput(input, offer, without.monthlyBudget);
  const withOffer = computePlan(built.input);
  const before = without.totalInterest;
  const after = withOffer.totalInterest;
  const interestDifference = before !== null && after !== null ? before - after : null;
  return {
    ok: true,
    evaluation: {
      without: summaryOf(without),
      with: summaryOf(withOffer),
      fee: built.fee,
      interestDifference,
      netSavings: interestDifference === null ? null : interestDifference - built.fee,
      monthsSaved: without.months !== null && withOffer.months !== null ? without.months - withOffer.months : null,
      breakEvenMonth: breakEvenMonth(without, withOffer, built.fee),
      newDebt: { balance: built.newBalance, monthlyPayment: built.newPayment },
      warnings: [
        ...budgetWarning(built, without.monthlyBudget),
        ...(offer.kind === 'balance_transfer' ? transferWarnings(offer, built, without, withOffer) : []),
      ],
    },
  };
}
