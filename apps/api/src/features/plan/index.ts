// The payoff plan: settings, lump sums, the what-if, the schedule and its CSV. The dashboard and
// progress read the plan through its memo and its pool.
// The feature's public file: the rest of the app uses only what it exports.
export { registerScheduleCsv, scheduleCsvOpenApi } from './csv.ts';
export { planMemo } from './memo.ts';
export { planRouter } from './router.ts';
export { planProgression, planWire, type PlanDeps } from './service.ts';
export { planFirstMonths, planMonthsOf, scheduleThisCycle } from './this-cycle.ts';
