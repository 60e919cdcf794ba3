// The auth feature's public file: what the rest of the app may use of it. The account pages
// (account, password, two-factor, billing, admin) build on the user it signs in.
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { toPublicUser } from './public-user.ts';
export { findUserByEmail, updateUser } from './queries.ts';
export { authRouter } from './router.ts';
export {
  CONFIRMATION_COOLDOWN_MS,
  cooldownError,
  hashToken,
  limit,
  limitConfirmationEmails,
  limitLogin,
  sendConfirmation,
} from './service.ts';
