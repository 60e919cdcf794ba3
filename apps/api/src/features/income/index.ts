// Income sources and the monthly income summary.
// The feature's public file: the rest of the app uses only what it exports.
export { listIncome } from './queries.ts';
export { incomeRouter } from './router.ts';
