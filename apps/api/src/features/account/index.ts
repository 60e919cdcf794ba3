// The account's state: email confirmation (and resending it) and the subscription status.
// The feature's public file: the rest of the app uses only what it exports.
export { accountRouter } from './router.ts';
