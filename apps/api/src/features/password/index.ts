// The password feature's public file: what the rest of the app may use of it.
export { passwordRouter } from './router.ts';
