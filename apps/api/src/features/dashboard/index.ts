// The dashboard's figures and the Financial Progression chart, from the ledger and the plan (the
// bench times the dashboard alone).
// The feature's public file: the rest of the app uses only what it exports.
export { dashboardRouter } from './router.ts';
export { dashboard } from './service.ts';
