// The payments feature's public file: what the rest of the app may use of it.
export { paymentsRouter } from './router.ts';
