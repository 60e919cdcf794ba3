// Accounts and signing in: sign-up, login, logout, profile, email confirmation, deletion. The
// account pages (account, password, two-factor, billing, admin) build on the user it signs in.
// The feature's public file: the rest of the app uses only what it exports.
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
