// Promotional rates and deferred interest as the simulation needs them:
// - a promotion runs from promoStartDate (default today) to promoEndDate, the first day charged at
//   the regular APR; a promotion that ended on or before today is ignored;
// - deferred interest: the regular-APR interest of the promo period is tracked, from the promo start
//   to today on today's balance (the history before today is not known), then month by month on the
//   simulated balance; if a balance is still owed when the promo ends (after the last monthly
//   payment on or before the end date), that whole amount, less the promo interest already charged,
//   is charged in the month containing the end date.

import { type IsoDate, daysBetween, toDayNumber } from '../dates/calendar.ts';
import { effectiveApr, interestForDays } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import { promoRunning } from '../debt/facts.ts';
import { cardSimDebt, simCardOf, withFixedPayment } from './card-sim.ts';
import type { MonthGrid } from './grid.ts';
import { type SimDebt, type SimPromo, simulate } from './simulate.ts';
import type { PlanDebtInput } from './types.ts';

export function simDebtOf(d: PlanDebtInput, today: IsoDate): SimDebt {
  const card = simCardOf(d, today);
  if (card?.parts) return cardSimDebt(d, { ...card, parts: card.parts });
  const apr = effectiveApr(d.apr);
  const balance = Math.max(0, d.balance);
  let promo: SimPromo | null = null;
  if (promoRunning(d, today)) {
    const start = d.promoStartDate && daysBetween(d.promoStartDate, today) > 0 ? d.promoStartDate : today;
    promo = {
      rateBp: d.promoRateBp,
      endDay: toDayNumber(d.promoEndDate),
      deferred: d.deferredInterest,
      accruedBefore: d.deferredInterest ? interestForDays(balance, apr, daysBetween(start, today)) : 0,
    };
  }
  const payment = Math.max(0, d.payment);
  return { id: d.id, debtType: d.debtType, balance, apr, payment, paidFirstMonth: Math.max(0, d.paidThisMonth ?? 0), promo, card };
}

/** The number of monthly payments that land on or before the promo end (payments are at month ends). */
export function paymentsBeforeEnd(grid: MonthGrid, endDay: number): number {
  let k = 0;
  while (k < grid.horizon && grid.boundary[k + 1]! <= endDay) k++;
  return k;
}

/** The smallest payment in (lo, hi] for which `works` holds, given that it holds at hi (binary search). */
export function smallestPayment(lo: Cents, hi: Cents, works: (payment: Cents) => boolean): Cents {
  let a = lo;
  let b = hi;
  while (b - a > 1) {
    const mid = Math.floor((a + b) / 2);
    if (works(mid)) b = mid;
    else a = mid;
  }
  return b;
}

/** A payment at which `works` holds: doubles from `from` (at most 60 doublings). */
function upperBound(from: Cents, works: (payment: Cents) => boolean): Cents | null {
  let p = Math.max(100, from);
  for (let i = 0; i < 60; i++, p *= 2) if (works(p)) return p;
  return null;
}

/**
 * DEFERRED_INTEREST: the monthly payment that clears the balance with the payments made on or
 * before the promo end, so no back-dated interest is charged; null when no monthly payment lands
 * before the end (the balance must be paid at once).
 */
export function deferredPaymentNeeded(debt: SimDebt, grid: MonthGrid): Cents | null {
  if (debt.promo === null) return null;
  const k = paymentsBeforeEnd(grid, debt.promo.endDay);
  if (k === 0) return null;
  const short: MonthGrid = { ...grid, horizon: k, boundary: grid.boundary.subarray(0, k + 1) };
  const works = (payment: Cents) =>
    simulate([withFixedPayment(debt, payment)], short, { rollover: false, extra: 0, lumps: null, record: false }).end === 'debt_free';
  const hi = upperBound(Math.ceil(debt.balance / k) + 1, works);
  return hi === null ? null : smallestPayment(0, hi, works);
}

/** NEVER_PAYS_OFF: the smallest monthly payment that pays the debt off on its own within the horizon. */
export function payoffPaymentNeeded(debt: SimDebt, grid: MonthGrid): Cents | null {
  const works = (payment: Cents) =>
    simulate([withFixedPayment(debt, payment)], grid, { rollover: false, extra: 0, lumps: null, record: false }).end === 'debt_free';
  const hi = upperBound(debt.payment * 2, works);
  return hi === null ? null : smallestPayment(debt.payment, hi, works);
}
