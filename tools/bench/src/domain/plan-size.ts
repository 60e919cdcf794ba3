// The size of a plan answer (GET /api/plan) in bytes, against the answer that carried the whole
// schedule: the benchmarks' debts, and a worst case of debts that take the 600-month horizon.
// Prints the figures; asserts nothing (the API's test bounds a 200-debt answer).
// Run: cd tools/bench && npx tsx src/domain/plan-size.ts
import { type PlanInput, computePlan, planMonthOut, planResponse } from '@paydown/domain';
import { planBenchInput } from './plan.ts';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** `count` debts of $90,000 at 3 % paying $250 a month: each would take 77 years, so the run stops at the 600-month horizon. */
function horizonInput(count: number): PlanInput {
  const base = planBenchInput(count);
  return {
    ...base,
    debts: base.debts.map((d) => ({
      ...d,
      balance: 9_000_000,
      apr: 300,
      payment: 25_000,
      minPayment: 25_000,
      promoRateBp: null,
      promoEndDate: null,
    })),
    settings: { ...base.settings, extraMonthlyCents: 0 },
    lumpSums: [],
  };
}

for (const [label, input] of [
  ['benchmark debts, 20', planBenchInput(20)],
  ['benchmark debts, 200', planBenchInput(200)],
  ['600-month plan, 20 debts', horizonInput(20)],
  ['600-month plan, 200 debts', horizonInput(200)],
] as const) {
  const plan = computePlan(input);
  const answer = planResponse(plan);
  const whole = { ...answer, schedule: plan.schedule.map(planMonthOut) };
  console.log(
    `${label}: ${plan.schedule.length} months, answer ${kb(bytes(answer))} (${answer.schedule.length} rows); ` +
      `whole schedule ${kb(bytes(whole))}`,
  );
}
