// What an offer's answer warns about: a promotional balance the plan leaves owing when the promotion
// ends (with the monthly payment to the card that clears it in time), a deferred-interest charge
// that would fall, and a budget the offer's payments do not fit in.

import { percentText } from '../card/wording.ts';
import { addMonths } from '../dates/calendar.ts';
import { formatShortDate } from '../dates/format.ts';
import type { Cents } from '../money/cents.ts';
import { formatUsd } from '../money/usd.ts';
import { withFixedPayment } from '../plan/card-sim.ts';
import { monthGrid } from '../plan/grid.ts';
import { simDebtOf, smallestPayment } from '../plan/promo.ts';
import { simulate } from '../plan/simulate.ts';
import type { PlanDebtInput, PlanResult } from '../plan/types.ts';
import type { OfferPlan } from './build.ts';
import type { BalanceTransferOffer, OfferWarning } from './types.ts';

/** The transferred balance after `month` in the plan's schedule; 0 when the card is paid off by then. */
function partBalanceAfter(plan: PlanResult, debtId: number, partId: number, month: number): Cents {
  const row = plan.schedule[month - 1];
  const entry = row?.payments.find((p) => p.debtId === debtId);
  return entry?.parts?.find((p) => p.partId === partId)?.balance ?? 0;
}

/**
 * The smallest monthly payment to the card with which the transferred balance is paid by the
 * promotion's end (payments at month ends: `months` of them land by then); null when none does.
 * The card's minimum goes to its lowest rate first, so on a card with other balances this pays them too.
 */
export function promoClearingPayment(card: PlanDebtInput, partId: number, today: string, months: number): Cents | null {
  const sim = simDebtOf({ ...card, paidThisMonth: 0 }, today);
  const grid = monthGrid(today, months);
  const works = (payment: Cents) => {
    const run = simulate([withFixedPayment(sim, payment)], grid, { rollover: false, extra: 0, lumps: null, record: true });
    const last = run.schedule?.at(-1);
    return (last?.payments[0]?.parts?.find((p) => p.partId === partId)?.balance ?? 0) <= 0;
  };
  const hi = 2 * sim.balance + 100;
  return works(hi) ? smallestPayment(0, hi, works) : null;
}

export function transferWarnings(offer: BalanceTransferOffer, built: OfferPlan, without: PlanResult, withPlan: PlanResult): OfferWarning[] {
  const today = built.input.today;
  if (offer.deferredInterest) {
    // The plan's own DEFERRED_INTEREST warning for the card, when the offer is what brings it.
    const before = new Set(without.warnings.filter((w) => w.code === 'DEFERRED_INTEREST').map((w) => w.debtId));
    return withPlan.warnings
      .filter((w) => w.code === 'DEFERRED_INTEREST' && w.debtId === built.debtId && !before.has(w.debtId))
      .map((w) => ({
        code: 'DEFERRED_INTEREST' as const,
        message: w.message,
        ...(w.paymentNeeded !== undefined ? { paymentNeeded: w.paymentNeeded } : {}),
      }));
  }
  if (offer.promoAprBp >= offer.aprAfterBp || built.partId === null) return [];
  const left = partBalanceAfter(withPlan, built.debtId, built.partId, offer.promoMonths);
  if (left <= 0) return [];
  const card = built.input.debts.find((d) => d.id === built.debtId);
  if (card === undefined) return [];
  const needed = promoClearingPayment(card, built.partId, today, offer.promoMonths);
  const endDate = formatShortDate(addMonths(today, offer.promoMonths), today);
  return [
    {
      code: 'PROMO_BALANCE_REMAINS',
      message:
        `This plan still owes ${formatUsd(left)} of the transferred balance when the ${percentText(offer.promoAprBp)} rate ends ` +
        `${endDate}; from then it is charged ${percentText(offer.aprAfterBp)}.` +
        (needed !== null
          ? ` Paying ${formatUsd(needed)} a month to ${built.carrier === 'new_card' ? 'the new card' : built.debtName} clears it in time.`
          : ''),
      ...(needed !== null ? { paymentNeeded: needed } : {}),
    },
  ];
}

export function budgetWarning(built: OfferPlan, budget: Cents): OfferWarning[] {
  if (built.budgetRaisedBy <= 0) return [];
  const what =
    built.carrier === 'new_card'
      ? "The new card's minimum"
      : built.carrier === 'loan'
        ? "The consolidation loan's payment"
        : `${built.debtName}'s new minimum`;
  return [
    {
      code: 'BUDGET_RAISED',
      message:
        `${what} of ${formatUsd(built.newPayment)} a month does not fit in your plan's ${formatUsd(budget)} a month, even with ` +
        `every other debt at its minimum: this comparison pays ${formatUsd(built.budgetRaisedBy)} a month more.`,
    },
  ];
}
