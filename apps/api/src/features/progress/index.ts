// The progress feature's public file: what the rest of the app may use of it.
export { progressRouter } from './router.ts';
