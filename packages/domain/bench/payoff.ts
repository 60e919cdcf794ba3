// The payoff projection as a flat list of months: a thin view over the plan's simulation
// (plan/simulate.ts), so there is ONE simulator behind every figure and no two screens can disagree.
// Used by the projection benchmarks and their tests; screens and endpoints read computePlan.
//
// The rules are the plan's (docs/money-math.md, "The payoff plan"): each month, for each debt still
// owing, in the strategy's order fixed at the start, interest by its type (daily types balance ×
// APR / 365 × days, mortgage balance × APR / 12; 18 % only if the rate is missing), then its own
// payment (at most what it owes); with rollover the rest of the budget (freed payments, unneeded
// parts of payments, the extra) goes to the debts in order. Without rollover each debt is on its own
// at its own payment, no extra: the plan's "as you pay now" baseline.

import type { DebtType } from '../src/debt/type.ts';
import { type IsoDate, toDayNumber } from '../src/dates/calendar.ts';
import { type AprBp, effectiveApr } from '../src/debt/interest.ts';
import type { Cents } from '../src/money/cents.ts';
import type { PayoffStrategy } from '../src/debt/priority.ts';
import { monthGrid, firstDayOfMonth } from '../src/plan/grid.ts';
import { type SimDebt, simulate } from '../src/plan/simulate.ts';
import { type OrderFacts, orderFor } from '../src/plan/strategies.ts';

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
  /** Added to the budget every month and sent to the top-priority debt (rollover runs only). Default 0. */
  extraBudget?: Cents;
  /** Stop after this many months even if debt remains. Default 600 (50 years). */
  horizonMonths?: number;
  /**
   * Roll the payment of a paid-off debt to the next one (default true). false: each debt on its own
   * at its own payment, no extra (the plan's baseline); a debt proved never to end is set aside.
   */
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

/** Why a projection stopped: every debt paid, the horizon, or proof that it never ends (plan/simulate.ts). */
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
 * The projection described at the top of this file: plan/simulate.ts's run, totalled month by month.
 * It stops early, reporting `end: 'never_ends'`, when the simulation is certain the debts are never
 * paid off (its stop rule: 12 months of 365 days without a payoff and no debt owing less).
 */
export function projectPayoff(input: readonly ProjectionDebt[], options: ProjectionOptions): ProjectionResult {
  const horizon = Math.max(0, Math.floor(options.horizonMonths ?? DEFAULT_HORIZON_MONTHS));
  const rollover = options.rollover ?? true;
  const grid = monthGrid(options.startDate, horizon);
  const startDay = toDayNumber(options.startDate);
  const facts: (OrderFacts & { input: ProjectionDebt })[] = input.map((d) => ({
    id: d.id,
    debtName: d.debtName,
    debtType: d.debtType,
    balance: Math.max(0, d.balance),
    apr: effectiveApr(d.apr),
    payment: Math.max(0, d.payment),
    paidFirstMonth: 0,
    promo: null,
    startDay,
    input: d,
  }));
  const ordered = orderFor(facts, options.strategy ?? 'avalanche', null);
  const sim: SimDebt[] = ordered;
  const run = simulate(sim, grid, { rollover, extra: Math.max(0, options.extraBudget ?? 0), lumps: null, record: true });

  const debts: ProjectionDebtResult[] = ordered.map((d, i) => {
    const r = run.debts[i]!;
    return {
      id: d.input.id,
      debtName: d.input.debtName,
      payoffMonth: r.payoffMonth,
      totalInterest: r.interest,
      totalPaid: r.paid,
      remainingBalance: r.remaining,
    };
  });
  // A debt set aside as never ending (no rollover) is not in later months' payments; it keeps its balance.
  const setAside = run.debts.map((r) => (r.payoffMonth === null ? r.remaining : 0));
  const months: ProjectionMonth[] = (run.schedule ?? []).map((s) => {
    let interest = 0;
    let payment = 0;
    let balance = 0;
    const listed = new Set<number>();
    for (const p of s.payments) {
      interest += p.interest;
      payment += p.payment;
      balance += p.balance;
      listed.add(p.index);
    }
    for (let i = 0; i < setAside.length; i++) if (!listed.has(i)) balance += setAside[i]!;
    return { month: s.month, startDate: firstDayOfMonth(grid, s.month), interest, payment, balance };
  });
  const remainingBalance = debts.reduce((s, d) => s + d.remainingBalance, 0);
  return {
    months,
    end: run.end,
    debts,
    totalInterest: run.totalInterest,
    totalPaid: run.totalPaid,
    monthsToDebtFree: remainingBalance === 0 ? months.length : null,
    remainingBalance,
  };
}
