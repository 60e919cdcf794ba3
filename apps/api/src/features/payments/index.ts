// Planned and logged payments, their history and corrections (the debt writes the balance).
// The feature's public file: the rest of the app uses only what it exports.
export { paymentsRouter } from './router.ts';
