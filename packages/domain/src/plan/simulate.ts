// The month loop behind every plan figure (docs/money-math.md, "The payoff plan"). Each month, for
// each debt still owing, in the order fixed at the start:
//   1. interest: daily types balance × rate / 365 × days, mortgage balance × rate / 12, where the
//      rate is the promo rate for the days before the promo end and the regular APR after; in the
//      month containing a deferred-interest promo's end, a balance still owed (after the last
//      payment before the end) is charged the back-dated interest (promo.ts);
//   2. its own payment (at most what it owes; in month 1, less what was paid toward the current
//      cycle before the plan began, which also comes off month 1's budget);
//   3. with rollover, the rest of the budget (freed payments, the extra, unneeded parts of payments)
//      plus the month's lump sums go to the debts in order, spilling to the next. A debt's own extra
//      payment (above its minimum) leaves the budget once that debt is paid off: only its minimum
//      rolls on, so the plan never keeps paying an extra the user set for a debt that is gone.
// Without rollover (baseline, minimums only) each debt is on its own: its payment, nothing else.

import { DAILY_DENOMINATOR, accrualOf, interestForMonth } from '../debt/interest.ts';
import { type Cents, mulDiv } from '../money/cents.ts';
import { type CardRun, cardDue, cardMinimum, cardRuns } from './card-sim.ts';
import type { MonthGrid } from './grid.ts';
import type { Reorder, SimDebt, SimPartPayment } from './sim-types.ts';

export type { SimDebt, SimPromo } from './sim-types.ts';

/**
 * A safety net that keeps every figure an exact integer: a run stops once the total balance passes
 * max($10 billion, twice the starting total). Only a debt whose payment does not cover its interest
 * gets there (a growing debt the stuck rule could not stop yet because a rollover might still
 * rescue it); the run then reports that it never ends.
 */
export const RUNAWAY_BALANCE_CENTS: Cents = 1_000_000_000_000;

/** A 12-month window of 365 days (no February 29): the window the "never ends" rule measures. */
export const NON_LEAP_YEAR_DAYS = 365;

export interface SimOptions {
  rollover: boolean;
  /** Added to the budget every month (rollover runs only). */
  extra: Cents;
  /** Lump sums by month (index 1..horizon), rollover runs only. */
  lumps: Float64Array | null;
  record: boolean;
  /** The avalanche's re-rankings when promotions end (rerank.ts): from each month on, the rollover's order. */
  reorders?: readonly Reorder[];
  /**
   * Per debt (by index), the part of its payment above its minimum: its own extra payment. It ends
   * with the debt: once the debt is paid off only its minimum rolls on (rollover runs only).
   */
  ownExtra?: readonly Cents[];
}

export interface SimPayment {
  index: number;
  payment: Cents;
  interest: Cents;
  balance: Cents;
  /** A card with balances: each balance's share of the month. */
  parts?: SimPartPayment[];
}

export interface SimMonth {
  month: number;
  payments: SimPayment[];
  lumpSum: Cents;
}

export interface SimDebtResult {
  payoffMonth: number | null;
  interest: Cents;
  paid: Cents;
  remaining: Cents;
  /** Certain never to be paid off at this allocation (see the stop rule below). */
  neverEnds: boolean;
  /** The back-dated charge, when it happened, and in which month. */
  deferredCharge: Cents;
  deferredChargeMonth: number | null;
}

export interface SimResult {
  end: 'debt_free' | 'horizon' | 'never_ends';
  /** Months simulated. */
  monthsRun: number;
  debts: SimDebtResult[];
  totalInterest: Cents;
  totalPaid: Cents;
  schedule: SimMonth[] | null;
}

/**
 * Runs the debts (already in payoff order) month by month until every debt is paid, the horizon,
 * or certainty that the run never ends. Certainty: no payoff, promo
 * change or lump sum for 12 months, those 12 months have 365 days, no change still ahead, and no
 * debt owes less than 12 months before: the same amounts keep going to the same debts and the next
 * 12 months end at least as high, forever. Without rollover the rule applies to each debt alone
 * (its payment never changes), and such a debt is set aside as never paid. A runaway total
 * (RUNAWAY_BALANCE_CENTS or twice the start) ends the run the same way, keeping figures exact.
 */
export function simulate(debts: readonly SimDebt[], grid: MonthGrid, options: SimOptions): SimResult {
  const n = debts.length;
  const { rollover, record } = options;
  const extra = rollover ? Math.max(0, options.extra) : 0;
  const lumps = rollover ? options.lumps : null;
  let lastLumpMonth = 0;
  if (lumps)
    for (let m = lumps.length - 1; m > 0; m--)
      if (lumps[m]! > 0) {
        lastLumpMonth = m;
        break;
      }

  const balance = new Float64Array(n);
  const interestOf = new Float64Array(n);
  const paidOf = new Float64Array(n);
  const payoff: (number | null)[] = new Array<number | null>(n).fill(null);
  const frozen = new Uint8Array(n);
  const promoOn = new Uint8Array(n);
  const deferredAcc = new Float64Array(n);
  const promoCharged = new Float64Array(n);
  const charge = new Float64Array(n);
  const chargeMonth: (number | null)[] = new Array<number | null>(n).fill(null);
  const lastEvent = new Int32Array(n); // per debt: the last month its rate changed
  const monthly = new Uint8Array(n);
  const cards: (CardRun | null)[] = cardRuns(debts, grid.boundary[0]!);
  let budget = extra;
  // Month 1's budget is smaller by what was already paid this cycle (that money is spent).
  let paidAhead = 0;
  let owing = 0;
  let startTotal = 0;
  for (let i = 0; i < n; i++) {
    const d = debts[i]!;
    balance[i] = Math.max(0, d.balance);
    budget += Math.max(0, d.payment);
    paidAhead += Math.min(Math.max(0, d.paidFirstMonth), Math.max(0, d.payment));
    monthly[i] = accrualOf(d.debtType) === 'monthly' ? 1 : 0;
    if (balance[i]! > 0) owing++;
    else payoff[i] = 0;
    startTotal += balance[i]!;
    if (d.promo && d.promo.endDay >= grid.boundary[0]!) {
      promoOn[i] = 1;
      deferredAcc[i] = d.promo.deferred ? d.promo.accruedBefore : 0;
    }
  }
  const runaway = Math.max(RUNAWAY_BALANCE_CENTS, 2 * startTotal);
  const history = grid.horizon > 12 ? new Float64Array(12 * n) : null;
  if (history) history.set(balance, 0);
  let lastRunEvent = 0;
  let totalInterest = 0;
  let totalPaid = 0;
  const schedule: SimMonth[] | null = record ? [] : null;
  // Where each debt's entry sits in this month's payments (recording only).
  const slotOf = record ? new Int32Array(n) : null;
  let m = 0;
  let end: SimResult['end'] = 'horizon';
  const reorders = rollover ? (options.reorders ?? []) : [];
  let perm: Int32Array | null = null;
  let nextReorder = 0;

  while (owing > 0 && m < grid.horizon) {
    m++;
    const s = grid.boundary[m - 1]!;
    const e = grid.boundary[m]!;
    const days = e - s;
    const next = m < grid.horizon ? grid.boundary[m + 1]! : e + 31;
    const payments: SimPayment[] | null = record ? [] : null;
    if (slotOf) slotOf.fill(-1);
    let scheduled = 0;
    for (let i = 0; i < n; i++) {
      const b = balance[i]!;
      if (b <= 0 || frozen[i]) continue;
      const d = debts[i]!;
      let interest: number;
      const p = promoOn[i] ? d.promo : null;
      const card = cards[i]!;
      if (card !== null) {
        const before = card.lastEvent;
        interest = card.accrue(m, s, e, next);
        if (card.lastEvent !== before) {
          lastEvent[i] = m;
          lastRunEvent = m;
        }
      } else if (p === null) {
        interest = monthly[i] ? interestForMonth(b, d.apr) : b > 0 && d.apr > 0 ? mulDiv(b, d.apr * days, DAILY_DENOMINATOR) : 0;
      } else if (p.deferred && p.endDay < e) {
        // The month containing the promo end: a balance still owed is charged the back-dated interest.
        charge[i] = Math.max(0, deferredAcc[i]! - promoCharged[i]!);
        chargeMonth[i] = m;
        interest = charge[i]! + (monthly[i] ? interestForMonth(b, d.apr) : mulDiv(b, d.apr * days, DAILY_DENOMINATOR));
        promoOn[i] = 0;
        lastEvent[i] = m;
        lastRunEvent = m;
      } else {
        const promoDays = Math.min(days, Math.max(0, p.endDay - s));
        let promoPart: number;
        let regularPart: number;
        if (monthly[i]) {
          promoPart = promoDays > 0 ? interestForMonth(b, p.rateBp) : 0;
          regularPart = promoDays > 0 ? 0 : interestForMonth(b, d.apr);
        } else {
          promoPart = mulDiv(b, p.rateBp * promoDays, DAILY_DENOMINATOR);
          regularPart = mulDiv(b, d.apr * (days - promoDays), DAILY_DENOMINATOR);
        }
        if (p.deferred) {
          deferredAcc[i]! += monthly[i]
            ? promoDays > 0
              ? interestForMonth(b, d.apr)
              : 0
            : mulDiv(b, d.apr * promoDays, DAILY_DENOMINATOR);
          promoCharged[i]! += promoPart;
        }
        interest = promoPart + regularPart;
        if (p.endDay < e) {
          promoOn[i] = 0;
          lastEvent[i] = m;
          lastRunEvent = m;
        }
      }
      const owed = b + interest;
      let due: number;
      if (d.card) {
        const paidAlready = m === 1 ? d.paidFirstMonth : 0;
        const minimum = cardMinimum(d.card, d.payment, b, interest, paidAlready);
        due = cardDue(d.card, d.payment, minimum, paidAlready);
        if (card !== null) card.pay(Math.min(due, owed), minimum);
      } else {
        due = m === 1 ? Math.max(0, d.payment - Math.max(0, d.paidFirstMonth)) : Math.max(0, d.payment);
      }
      const pay = Math.min(due, owed);
      balance[i] = owed - pay;
      interestOf[i]! += interest;
      paidOf[i]! += pay;
      totalInterest += interest;
      scheduled += pay;
      if (payments && slotOf) {
        slotOf[i] = payments.length;
        payments.push({ index: i, payment: pay, interest, balance: 0 });
      }
    }
    const lump = lumps && m < lumps.length ? lumps[m]! : 0;
    let monthPaid = scheduled;
    let lumpUsed = 0;
    if (rollover) {
      let leftover = (m === 1 ? budget - paidAhead : budget) - scheduled;
      let lumpLeft = lump;
      while (nextReorder < reorders.length && reorders[nextReorder]!.month <= m) perm = reorders[nextReorder++]!.perm;
      for (let k = 0; k < n && leftover + lumpLeft > 0; k++) {
        const i = perm === null ? k : perm[k]!;
        const b = balance[i]!;
        if (b <= 0) continue;
        const fromBudget = Math.min(leftover, b);
        const fromLump = Math.min(lumpLeft, b - fromBudget);
        balance[i] = b - fromBudget - fromLump;
        paidOf[i]! += fromBudget + fromLump;
        leftover -= fromBudget;
        lumpLeft -= fromLump;
        monthPaid += fromBudget + fromLump;
        lumpUsed += fromLump;
        if (cards[i] !== null) cards[i]!.payExcess(fromBudget + fromLump);
        if (payments && slotOf && slotOf[i]! >= 0) payments[slotOf[i]!]!.payment += fromBudget + fromLump;
      }
    }
    totalPaid += monthPaid;
    let monthBalance = 0;
    for (let i = 0; i < n; i++) {
      const b = balance[i]!;
      const card = cards[i]!;
      if (card !== null) {
        const before = card.lastEvent;
        card.close(m);
        if (card.lastEvent !== before) {
          lastEvent[i] = m;
          lastRunEvent = m;
        }
      }
      if (b <= 0 && payoff[i] === null) {
        payoff[i] = m;
        owing--;
        lastRunEvent = m;
        if (rollover && options.ownExtra) budget -= Math.max(0, Math.min(options.ownExtra[i] ?? 0, debts[i]!.payment));
      }
      if (!frozen[i]) monthBalance += b;
    }
    if (payments && schedule) {
      for (const x of payments) {
        x.balance = balance[x.index]!;
        if (cards[x.index] !== null) x.parts = cards[x.index]!.monthParts();
      }
      schedule.push({ month: m, payments, lumpSum: lumpUsed });
    }
    if (lump > 0) lastRunEvent = m;
    if (owing === 0) break;
    if (monthBalance > runaway) {
      end = 'never_ends';
      break;
    }
    if (history) {
      const window365 = m >= 12 && e - grid.boundary[m - 12]! === NON_LEAP_YEAR_DAYS;
      const slot = (m % 12) * n;
      if (rollover) {
        let stuck = window365 && m - lastRunEvent >= 12 && m >= lastLumpMonth;
        for (let i = 0; i < n; i++) {
          const b = balance[i]!;
          const steady = cards[i] === null || cards[i]!.steady(m);
          if (stuck && b > 0 && (promoOn[i] || !steady || b < history[slot + i]!)) stuck = false;
          history[slot + i] = b;
        }
        if (stuck) {
          end = 'never_ends';
          break;
        }
      } else {
        for (let i = 0; i < n; i++) {
          const b = balance[i]!;
          const steady = cards[i] === null || cards[i]!.steady(m);
          if (window365 && b > 0 && !frozen[i] && !promoOn[i] && steady && m - lastEvent[i]! >= 12 && b >= history[slot + i]!) {
            frozen[i] = 1;
            owing--;
          }
          history[slot + i] = b;
        }
      }
    }
  }
  if (owing === 0) end = frozen.some((f) => f === 1) ? 'never_ends' : 'debt_free';

  const results: SimDebtResult[] = debts.map((_, i) => ({
    payoffMonth: payoff[i]!,
    interest: interestOf[i]!,
    paid: paidOf[i]!,
    remaining: balance[i]!,
    neverEnds: frozen[i] === 1 || (end === 'never_ends' && balance[i]! > 0),
    deferredCharge: cards[i]?.deferredCharge ?? charge[i]!,
    deferredChargeMonth: cards[i] ? cards[i].deferredChargeMonth : chargeMonth[i]!,
  }));
  return { end, monthsRun: m, debts: results, totalInterest, totalPaid, schedule };
}

/**
 * Each debt on its own at its own payment (the baseline and minimums-only runs): one single-debt
 * run per debt, so the work is the sum of the debts' own months rather than the longest × all.
 * The same figures as simulate(debts, grid, { rollover: false, … }).
 */
export function simulateEach(debts: readonly SimDebt[], grid: MonthGrid): SimResult {
  const options: SimOptions = { rollover: false, extra: 0, lumps: null, record: false };
  const results: SimDebtResult[] = [];
  let monthsRun = 0;
  let totalInterest = 0;
  let totalPaid = 0;
  let never = false;
  let open = false;
  for (const d of debts) {
    const r = simulate([d], grid, options);
    const x = r.debts[0]!;
    results.push(x);
    monthsRun = Math.max(monthsRun, r.monthsRun);
    totalInterest += r.totalInterest;
    totalPaid += r.totalPaid;
    if (r.end === 'never_ends') never = true;
    else if (r.end === 'horizon') open = true;
  }
  return {
    end: never ? 'never_ends' : open ? 'horizon' : 'debt_free',
    monthsRun,
    debts: results,
    totalInterest,
    totalPaid,
    schedule: null,
  };
}
