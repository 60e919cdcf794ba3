// The account feature's public file: what the rest of the app may use of it.
export { accountRouter } from './router.ts';
