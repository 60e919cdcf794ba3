// The what-if preview of the Plan screen (target: "the browser what-if preview for 50 debts
// < 16 ms per update"): computePlan for the benchmarks' 50 debts, every one in the plan (the
// mortgages included, so the run is long), every 7th with a promotional rate (every other one of
// those deferred), three lump sums, the slider's extra changing on every call. Printed by
// plan-preview.ts (measurePlanPreview).
import { type PlanInput, addMonths, computePlan, planDebtFromFacts, planResponse, previewPlan } from '@paydown/domain';
import { timeRuns, type Timing } from '../timing.ts';
import { benchDebts } from './fixtures.ts';

const today = '2026-11-22';

export function planBenchInput(count = 50): PlanInput {
  // The facts a user enters, through the one conversion the API and the AI use (planDebtFromFacts).
  const debts = benchDebts(count, today).map((d, i) =>
    planDebtFromFacts({
      ...d,
      inPlan: true,
      promoRateBp: i % 7 === 0 ? 0 : null,
      promoEndDate: i % 7 === 0 ? addMonths(today, 6 + (i % 12)) : null,
      deferredInterest: i % 14 === 0,
      promoStartDate: i % 7 === 0 ? addMonths(today, -3) : null,
    }),
  );
  return {
    today,
    debts,
    settings: { strategy: 'avalanche', extraMonthlyCents: 10_000, customOrder: null },
    lumpSums: [
      { id: 1, date: '2027-04-15', amountCents: 250_000, note: 'Tax refund' },
      { id: 2, date: '2027-12-20', amountCents: 100_000, note: 'Bonus' },
      { id: 3, date: '2028-04-15', amountCents: 250_000, note: 'Tax refund' },
    ],
  };
}

export interface PlanBenchFigure {
  label: string;
  debts: number;
  months: number | null;
  timing: Timing;
}

export function measurePlanPreview(runs = 300): PlanBenchFigure[] {
  const input = planBenchInput(50);
  let extra = 0;
  const next = () => (extra = (extra + 2_500) % 200_000);
  return [
    {
      label: 'what-if preview: computePlan, 50 debts, a new extra per call',
      debts: 50,
      months: computePlan(input).months,
      timing: timeRuns(() => previewPlan(input, { extraMonthlyCents: next() }), runs),
    },
    {
      label: 'GET /api/plan body: computePlan + planResponse, 50 debts',
      debts: 50,
      months: computePlan(input).months,
      timing: timeRuns(() => planResponse(computePlan(input)), runs),
    },
  ];
}
