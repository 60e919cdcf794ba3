// The income feature's public file: what the rest of the app may use of it.
export { listIncome } from './queries.ts';
export { incomeRouter } from './router.ts';
