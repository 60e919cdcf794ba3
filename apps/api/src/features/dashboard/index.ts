// The dashboard feature's public file: what the rest of the app may use of it (the bench times the dashboard alone).
export { dashboardRouter } from './router.ts';
export { dashboard } from './service.ts';
