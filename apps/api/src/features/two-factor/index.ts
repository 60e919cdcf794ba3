// Two-factor sign-in: TOTP secrets, codes and recovery codes.
// The feature's public file: the rest of the app uses only what it exports.
export { twoFactorRouter } from './router.ts';
