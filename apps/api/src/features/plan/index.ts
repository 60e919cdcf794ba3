// The plan feature's public file: what the rest of the app may use of it. The dashboard and progress
// read the plan through its memo and its pool.
export { registerScheduleCsv, scheduleCsvOpenApi } from './csv.ts';
export { planMemo } from './memo.ts';
export { planRouter } from './router.ts';
export type { PlanDeps } from './service.ts';
