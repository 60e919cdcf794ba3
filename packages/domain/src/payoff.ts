// Month-by-month payoff projection (DESIGN.md "Projection chart") and the dashboard's
// Financial Progression series.
//
// Each month, for each debt still owing:
//   1. interest for the month by its type (periodInterest): daily types balance × APR / 365 × days
//      in that calendar month, mortgage/rent balance × APR / 12; its own APR, 18 % only if missing;
//   2. its payment as entered (at most what it owes);
//   3. the rest of the monthly budget (payments of debts already paid off, the part of a payment a
//      debt did not need, and the optional extra budget) goes to the debts in priority order.
// The budget is constant: the sum of all entered payments plus the extra budget.

import type { DebtType } from './debt-type.ts';
import { type IsoDate, addMonths, dayNumberFromParts, daysInMonth, fromDayNumber, monthKey, parseIsoDate } from './dates.ts';
import { type AprBp, effectiveApr, periodInterest } from './interest.ts';
import { type Cents, formatMoney } from './money.ts';
import { type PayoffStrategy, prioritize } from './priority.ts';
import { NON_LEAP_YEAR_DAYS, RUNAWAY_BALANCE_CENTS } from './plan/simulate.ts';

export interface ProjectionDebt {
  id: number;
  debtName: string;
  debtType: DebtType;
  balance: Cents;
  /** null = missing rate: the spec's 18 % is used. */
  apr: AprBp | null;
  /** The monthly payment as entered (min + extra; see monthlyPayment). */
  payment: Cents;
}

export interface ProjectionOptions {
  /** The first month starts on this date; month m covers [start + (m−1) months, start + m months). */
  startDate: IsoDate;
  strategy?: PayoffStrategy;
  /** Added to the budget every month and sent to the top-priority debt. Default 0. */
  extraBudget?: Cents;
  /** Stop after this many months even if debt remains. Default 600 (50 years). */
  horizonMonths?: number;
  /** Roll the payment of a paid-off debt to the next one (default true). false: freed payments are kept. */
  rollover?: boolean;
}

export interface ProjectionMonth {
  /** 1-based month number. */
  month: number;
  /** First day of the month's period. */
  startDate: IsoDate;
  /** Total interest charged in the month. */
  interest: Cents;
  /** Total paid in the month. */
  payment: Cents;
  /** Total balance at the end of the month, after payments. */
  balance: Cents;
}

export interface ProjectionDebtResult {
  id: number;
  debtName: string;
  /** The month the balance reached 0 (0 if it started at 0), or null if not within the horizon. */
  payoffMonth: number | null;
  totalInterest: Cents;
  totalPaid: Cents;
  /** Balance left at the end of the projection (0 unless the horizon was reached). */
  remainingBalance: Cents;
}

/** Why a projection stopped: every debt paid, the horizon, or proof that it never ends (see projectPayoff). */
export type ProjectionEnd = 'debt_free' | 'horizon' | 'never_ends';

export interface ProjectionResult {
  months: ProjectionMonth[];
  end: ProjectionEnd;
  debts: ProjectionDebtResult[];
  totalInterest: Cents;
  totalPaid: Cents;
  /** Months until every debt is paid, or null if some debt remains at the horizon. */
  monthsToDebtFree: number | null;
  remainingBalance: Cents;
}

export const DEFAULT_HORIZON_MONTHS = 600;

/**
 * The projection described at the top of this file. Balances never go below zero.
 *
 * It stops early, reporting `end: 'never_ends'`, when it is certain the debts are never paid off:
 * no debt was paid off for 12 months, those 12 months have 365 days, and every debt still owing
 * owes at least what it owed 12 months before. With the same debts owing, each one receives the
 * same amount every month, and a month's end balance never falls when its start balance rises, so
 * the next 12 months (365 or 366 days) end at least as high again, forever. It also stops (same
 * answer) when the total balance passes RUNAWAY_BALANCE_CENTS or twice the starting total, if larger.
 */
export function projectPayoff(input: readonly ProjectionDebt[], options: ProjectionOptions): ProjectionResult {
  const horizon = Math.max(0, Math.floor(options.horizonMonths ?? DEFAULT_HORIZON_MONTHS));
  const extra = Math.max(0, options.extraBudget ?? 0);
  const rollover = options.rollover ?? true;
  const ordered = prioritize(input, options.strategy ?? 'avalanche');
  const n = ordered.length;

  const balance = new Array<number>(n);
  const payment = new Array<number>(n);
  const apr = new Array<number>(n);
  const types = new Array<DebtType>(n);
  const paidOff = new Array<number | null>(n);
  const interestOf = new Array<number>(n).fill(0);
  const paidOf = new Array<number>(n).fill(0);
  let budget = extra;
  let owing = 0;
  for (let i = 0; i < n; i++) {
    const d = ordered[i]!;
    balance[i] = Math.max(0, d.balance);
    payment[i] = Math.max(0, d.payment);
    apr[i] = effectiveApr(d.apr);
    types[i] = d.debtType;
    paidOff[i] = balance[i]! === 0 ? 0 : null;
    budget += payment[i]!;
    if (balance[i]! > 0) owing++;
  }

  const months: ProjectionMonth[] = [];
  let totalInterest = 0;
  let totalPaid = 0;
  // Period boundaries as day numbers, computed from the start date's parts (no string work per month).
  const start = parseIsoDate(options.startDate);
  const boundary = (k: number): number => {
    const index = start.year * 12 + (start.month - 1) + k;
    const y = Math.floor(index / 12);
    const mo = index - y * 12 + 1;
    return dayNumberFromParts(y, mo, Math.min(start.day, daysInMonth(y, mo)));
  };
  let startDay = boundary(0);
  const runaway = Math.max(RUNAWAY_BALANCE_CENTS, 2 * balance.reduce((a, b) => a + b, 0));
  // Balances at the end of the last 12 months (ring buffer), for the "never ends" rule.
  // Slot 0 starts with month 0: the starting balances.
  const history = horizon > 12 ? Array.from({ length: 12 * n }, (_, k) => (k < n ? balance[k]! : 0)) : null;
  let lastPayoffMonth = 0;
  let end: ProjectionEnd = 'horizon';

  for (let m = 1; m <= horizon && owing > 0; m++) {
    const endDay = boundary(m);
    const days = endDay - startDay;

    let monthInterest = 0;
    let scheduled = 0;
    let activeBudget = extra;
    for (let i = 0; i < n; i++) {
      const b = balance[i]!;
      if (b <= 0) continue;
      activeBudget += payment[i]!;
      const interest = periodInterest(types[i]!, b, apr[i]!, days);
      const owed = b + interest;
      const pay = payment[i]! < owed ? payment[i]! : owed;
      balance[i] = owed - pay;
      interestOf[i]! += interest;
      paidOf[i]! += pay;
      monthInterest += interest;
      scheduled += pay;
    }
    let leftover = (rollover ? budget : activeBudget) - scheduled;
    let monthPaid = scheduled;
    for (let i = 0; i < n && leftover > 0; i++) {
      const b = balance[i]!;
      if (b <= 0) continue;
      const x = leftover < b ? leftover : b;
      balance[i] = b - x;
      paidOf[i]! += x;
      leftover -= x;
      monthPaid += x;
    }
    let monthBalance = 0;
    for (let i = 0; i < n; i++) {
      const b = balance[i]!;
      if (b <= 0 && paidOff[i] === null) {
        paidOff[i] = m;
        owing--;
        lastPayoffMonth = m;
      }
      monthBalance += b;
    }
    months.push({ month: m, startDate: fromDayNumber(startDay), interest: monthInterest, payment: monthPaid, balance: monthBalance });
    totalInterest += monthInterest;
    totalPaid += monthPaid;
    startDay = endDay;
    if (
      owing > 0 &&
      (monthBalance > runaway || (history !== null && neverEnds(history, balance, m, lastPayoffMonth, endDay - boundary(m - 12))))
    ) {
      end = 'never_ends';
      break;
    }
  }
  if (owing === 0) end = 'debt_free';

  const debts: ProjectionDebtResult[] = ordered.map((d, i) => ({
    id: d.id,
    debtName: d.debtName,
    payoffMonth: paidOff[i]!,
    totalInterest: interestOf[i]!,
    totalPaid: paidOf[i]!,
    remainingBalance: balance[i]!,
  }));
  const remainingBalance = debts.reduce((s, d) => s + d.remainingBalance, 0);
  return {
    months,
    end,
    debts,
    totalInterest,
    totalPaid,
    monthsToDebtFree: remainingBalance === 0 ? months.length : null,
    remainingBalance,
  };
}

/**
 * The "never ends" rule of projectPayoff, checked at the end of month m: records this month's
 * balances in the ring buffer and answers whether, 12 months after the last payoff and over a
 * 365-day window, no debt owes less than 12 months ago.
 */
function neverEnds(history: number[], balance: readonly number[], m: number, lastPayoffMonth: number, windowDays: number): boolean {
  const n = balance.length;
  const slot = (m % 12) * n;
  let stuck = m - lastPayoffMonth >= 12 && windowDays === NON_LEAP_YEAR_DAYS;
  for (let i = 0; i < n; i++) {
    const b = balance[i]!;
    if (stuck && b > 0 && b < history[slot + i]!) stuck = false;
    history[slot + i] = b;
  }
  return stuck;
}

export interface PlanComparison {
  avalanche: ProjectionResult;
  snowball: ProjectionResult;
  /** The strategy with less total interest (avalanche on a tie). */
  better: PayoffStrategy;
  /** snowball interest − avalanche interest (>= 0 means avalanche saves that much). */
  avalancheSaves: Cents;
}

/** Both strategies for the same debts and budget, for the payoff planner. */
export function comparePlans(debts: readonly ProjectionDebt[], options: Omit<ProjectionOptions, 'strategy'>): PlanComparison {
  const avalanche = projectPayoff(debts, { ...options, strategy: 'avalanche' });
  const snowball = projectPayoff(debts, { ...options, strategy: 'snowball' });
  return {
    avalanche,
    snowball,
    better: snowball.totalInterest < avalanche.totalInterest ? 'snowball' : 'avalanche',
    avalancheSaves: snowball.totalInterest - avalanche.totalInterest,
  };
}

export const PROGRESSION_HORIZONS = [6, 12] as const;
export type ProgressionHorizon = (typeof PROGRESSION_HORIZONS)[number];

export interface ProgressionPoint {
  /** 'YYYY-MM' of the point's month. */
  month: string;
  /** First day of the point's period (today + i months). */
  date: IsoDate;
  /** Monthly income (current income, held constant). */
  income: Cents;
  /** Total debt balance at the start of the period (point 0: today's balance). */
  debtBalance: Cents;
  /** Payments made during the period. */
  payments: Cents;
  /** Interest charged during the period. */
  interest: Cents;
}

/**
 * The dashboard's 'Financial Progression' chart: `months` points (6 or 12, default 12) from today,
 * point i covering [today + i months, today + i + 1 months): the balance at its start, the payments
 * and interest of that month of the projection (avalanche, freed payments rolled over), and the
 * current monthly income. The chart divides by 100,000 for its 'k' axis (centsToThousands).
 */
export function financialProgression(input: {
  monthlyIncome: Cents;
  debts: readonly ProjectionDebt[];
  today: IsoDate;
  months?: ProgressionHorizon;
}): ProgressionPoint[] {
  const count = input.months ?? 12;
  const projection = projectPayoff(input.debts, { startDate: input.today, horizonMonths: count });
  let balance = input.debts.reduce((s, d) => s + Math.max(0, d.balance), 0);
  const points: ProgressionPoint[] = [];
  for (let i = 0; i < count; i++) {
    const date = addMonths(input.today, i);
    const m = projection.months[i];
    points.push({
      month: monthKey(date),
      date,
      income: input.monthlyIncome,
      debtBalance: balance,
      payments: m?.payment ?? 0,
      interest: m?.interest ?? 0,
    });
    balance = m?.balance ?? balance;
  }
  return points;
}

/** The progression points in wire form (money as two-decimal strings). */
export function formatProgression(points: readonly ProgressionPoint[]) {
  return points.map((p) => ({
    month: p.month,
    date: p.date,
    income: formatMoney(p.income),
    debtBalance: formatMoney(p.debtBalance),
    payments: formatMoney(p.payments),
    interest: formatMoney(p.interest),
  }));
}
