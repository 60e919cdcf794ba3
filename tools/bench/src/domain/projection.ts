// The payoff-projection workloads (target: a 50-debt, 600-month projection < 5 ms), timed on the
// one engine every screen reads: computePlan, which runs the plan and, beside it, the other
// strategy, the "as you pay now" baseline and the minimums, each up to the 600-month horizon.
// Printed by `pnpm bench` (part 4).
import { computePlan, type PlanDebtInput, type PlanInput } from '@paydown/domain';
import { timeRuns, type Timing } from '../timing.ts';
import { benchDebts } from './fixtures.ts';

const today = '2026-11-22';

// Realistic: the benchmarks' 50 debts (see fixtures.ts; a missing APR is charged 18 %), every one in
// the plan at its minimum, except that two 0 % debts carry a token $1 payment: alone they take
// longer than 600 months, so the baseline and the minimums run the whole horizon.
const realistic: PlanDebtInput[] = benchDebts(50, today).map((d, i) => ({
  id: d.id,
  debtName: d.debtName,
  debtType: d.debtType,
  balance: d.balance,
  apr: i < 2 ? 0 : d.apr,
  payment: i < 2 ? 100 : d.minPayment,
  inPlan: true,
  paysInFull: false,
  promoRateBp: null,
  promoEndDate: null,
  deferredInterest: false,
}));

// Worst case: ten debts at 99.99 % with $10 payments, far below their interest: their balances grow
// while the other debts are paid off (a rollover might still rescue them), until the run proves
// they never end; each then gets a NEVER_PAYS_OFF warning, whose needed payment is searched for.
const worst: PlanDebtInput[] = realistic.map((d, i) => (i % 5 === 0 ? { ...d, apr: 9_999, payment: 1_000 } : d));

const input = (debts: PlanDebtInput[]): PlanInput => ({
  today,
  debts,
  settings: { strategy: 'avalanche', extraMonthlyCents: 0, customOrder: null },
});

export const PROJECTION_CASES: { label: string; input: PlanInput }[] = [
  { label: 'realistic: the plan until debt-free, its baseline and minimums for all 600 months', input: input(realistic) },
  { label: 'worst case: runaway balances, until proved never ending', input: input(worst) },
];

export interface ProjectionFigure {
  label: string;
  debts: number;
  /** Months of the plan's schedule (the plan's own run; the baseline's may be longer). */
  monthsSimulated: number;
  /** Debts the plan leaves owing at its end. */
  stillOwing: number;
  timing: Timing;
}

export function measureProjections(runs = 2_000): ProjectionFigure[] {
  return PROJECTION_CASES.map(({ label, input }) => {
    const check = computePlan(input);
    return {
      label,
      debts: input.debts.length,
      monthsSimulated: check.schedule.length,
      stillOwing: check.debts.filter((d) => d.payoffMonth === null).length,
      timing: timeRuns(() => computePlan(input), runs),
    };
  });
}
