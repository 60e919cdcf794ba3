// The two-factor feature's public file: what the rest of the app may use of it.
export { twoFactorRouter } from './router.ts';
