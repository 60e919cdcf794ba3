// The health feature's public file: what the rest of the app may use of it.
export { healthRouter } from './router.ts';
