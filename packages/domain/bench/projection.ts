// The payoff-projection workloads (target: a 50-debt, 600-month projection < 5 ms), timed.
// Printed by projection.bench.ts and by `pnpm bench`.
import { type ProjectionDebt, type ProjectionOptions, projectPayoff } from './payoff.ts';
import { benchDebts } from './fixtures.ts';
import { timeRuns, type Timing } from './timing.ts';

const start = '2026-11-22';

// Realistic: the benchmarks' 50 debts (see fixtures.ts; a missing APR projects at 18 %), except that
// two 0 % debts carry a token $1 payment.
const realistic: ProjectionDebt[] = benchDebts(50, start).map((d, i) => ({
  id: d.id,
  debtName: d.debtName,
  debtType: d.debtType,
  balance: d.balance,
  apr: i < 2 ? 0 : d.apr,
  payment: i < 2 ? 100 : d.minPayment,
}));

// Worst case: ten debts at 99.99 % with $10 payments, far below their interest: their balances grow
// while the other debts are paid off (a rollover might still rescue them), until the projection
// proves they never end (12 months after the last payoff) or they pass the runaway bound.
const worst: ProjectionDebt[] = realistic.map((d, i) => (i % 5 === 0 ? { ...d, apr: 9_999, payment: 1_000 } : d));

export const PROJECTION_CASES: { label: string; debts: ProjectionDebt[]; options: ProjectionOptions }[] = [
  {
    label: 'realistic, avalanche with rollover (runs until debt-free)',
    debts: realistic,
    options: { startDate: start, horizonMonths: 600 },
  },
  // Without rollover the $1 payments keep two debts open for all 600 months: the full-horizon figure.
  {
    label: 'realistic, full 600 months (no rollover)',
    debts: realistic,
    options: { startDate: start, horizonMonths: 600, rollover: false },
  },
  { label: 'worst case (runaway balances, until proved never ending)', debts: worst, options: { startDate: start, horizonMonths: 600 } },
];

export interface ProjectionFigure {
  label: string;
  debts: number;
  monthsSimulated: number;
  stillOwing: number;
  timing: Timing;
}

export function measureProjections(runs = 2_000): ProjectionFigure[] {
  return PROJECTION_CASES.map(({ label, debts, options }) => {
    const check = projectPayoff(debts, options);
    return {
      label,
      debts: debts.length,
      monthsSimulated: check.months.length,
      stillOwing: check.debts.filter((d) => d.payoffMonth === null).length,
      timing: timeRuns(() => projectPayoff(debts, options), runs),
    };
  });
}
