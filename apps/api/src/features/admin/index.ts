// Administration: the users list and lifetime access (admins only), admins granted at start.
// The feature's public file: the rest of the app uses only what it exports.
export { adminRouter } from './router.ts';
export { grantAdmin } from './service.ts';
