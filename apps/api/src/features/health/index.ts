// Liveness and database reachability.
// The feature's public file: the rest of the app uses only what it exports.
export { healthRouter } from './router.ts';
