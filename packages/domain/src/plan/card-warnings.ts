// DEFERRED_INTEREST for a card's deferred-interest balance: the debt-level warning (warnings.ts)
// reads the debt's own promotion; a card with balances carries its promotions on them.

import { fromDayNumber } from '../dates/calendar.ts';
import { formatShortDate } from '../dates/format.ts';
import type { Cents } from '../money/cents.ts';
import { formatUsd } from '../money/usd.ts';
import { CARD_PART_LABELS } from '../card/wording.ts';
import { withFixedPayment } from './card-sim.ts';
import type { MonthGrid } from './grid.ts';
import { paymentsBeforeEnd, smallestPayment } from './promo.ts';
import { type SimDebt, type SimResult, simulate } from './simulate.ts';
import type { PlanWarningResult } from './types.ts';

/**
 * The smallest monthly payment to the card with which no back-dated interest is charged (the
 * deferred balances are paid by their ends: Regulation Z sends the excess to them first in the two
 * cycles before); null when no payment lands before the first end.
 */
export function cardDeferredPaymentNeeded(debt: SimDebt, grid: MonthGrid, lastEnd: number): Cents | null {
  const k = paymentsBeforeEnd(grid, lastEnd);
  if (k === 0 || k >= grid.horizon) return null;
  const short: MonthGrid = { ...grid, horizon: k + 1, boundary: grid.boundary.subarray(0, k + 2) };
  const works = (payment: Cents) =>
    simulate([withFixedPayment(debt, payment)], short, { rollover: false, extra: 0, lumps: null, record: false }).debts[0]!
      .deferredChargeMonth === null;
  const hi = debt.balance + 1;
  return works(hi) ? smallestPayment(0, hi, works) : null;
}

/** One warning per card whose deferred balance the plan leaves owing at its promotion's end. */
export function cardDeferredWarnings(
  grid: MonthGrid,
  debts: readonly (SimDebt & { debtName: string })[],
  plan: SimResult,
): PlanWarningResult[] {
  const out: PlanWarningResult[] = [];
  debts.forEach((d, i) => {
    const r = plan.debts[i]!;
    const parts = d.card?.parts;
    if (!parts || r.deferredChargeMonth === null) return;
    const deferred = parts.filter((p) => p.promo?.deferred);
    if (deferred.length === 0) return;
    const first = deferred.reduce((a, p) => (p.promo!.endDay < a.promo!.endDay ? p : a));
    const needed = cardDeferredPaymentNeeded(d, grid, Math.max(...deferred.map((p) => p.promo!.endDay)));
    const endDate = formatShortDate(fromDayNumber(first.promo!.endDay), grid.startDate);
    out.push({
      code: 'DEFERRED_INTEREST',
      debtId: d.id,
      message:
        `${d.debtName}'s promotional rate on the ${CARD_PART_LABELS[first.kind]} ends ${endDate}. This plan leaves a balance then, so ` +
        `${formatUsd(r.deferredCharge)} of back-dated interest (the regular APR since the promotion began) would be charged.` +
        (needed !== null
          ? ` Paying ${formatUsd(needed)} a month to ${d.debtName} clears it in time.`
          : ' Pay that balance before the promotion ends to avoid it.'),
      ...(needed !== null ? { paymentNeeded: needed } : {}),
    });
  });
  return out;
}
