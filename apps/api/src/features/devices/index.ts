// Where you're signed in: the live sessions, and signing one or all others out.
// The feature's public file: the rest of the app uses only what it exports.
export { devicesRouter } from './router.ts';
