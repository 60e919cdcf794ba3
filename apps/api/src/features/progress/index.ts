// Progress since the start: the actual balance line against the plan's.
// The feature's public file: the rest of the app uses only what it exports.
export { progressRouter } from './router.ts';
