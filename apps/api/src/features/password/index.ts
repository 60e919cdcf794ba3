// Passwords: changing one, and a reset by emailed link.
// The feature's public file: the rest of the app uses only what it exports.
export { passwordRouter } from './router.ts';
