// The devices feature's public file: what the rest of the app may use of it.
export { devicesRouter } from './router.ts';
