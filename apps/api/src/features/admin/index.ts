// The admin feature's public file: what the rest of the app may use of it.
export { adminRouter } from './router.ts';
export { grantAdmin } from './service.ts';
