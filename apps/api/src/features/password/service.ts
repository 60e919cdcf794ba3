import { randomBytes } from 'node:crypto';
import type { UserRow } from '@paydown/db';
import {
  EXPIRED_RESET_LINK,
  INVALID_RESET_LINK,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { AppError } from '../../errors.ts';
import { passwordChangedEmail, passwordResetEmail } from '../../adapters/mail/account-templates.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  findUserByEmail,
  hashPassword,
  hashToken,
  isCommonPassword,
  limit,
  limitLogin,
  verifyPassword,
} from '../auth/index.ts';
import { findUserByResetHash, setPassword, storeResetToken } from './queries.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that email address, we have sent it a link to choose a new password. The link expires in 1 hour.';

function refuseCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('INVALID', COMMON_PASSWORD_MESSAGE, { newPassword: COMMON_PASSWORD_MESSAGE });
  }
}

async function notifyChanged(deps: Deps, user: UserRow, how: 'changed' | 'reset'): Promise<void> {
  await deps.mailer.send(passwordChangedEmail({ to: user.email, firstName: user.firstName, supportEmail: deps.config.supportEmail, how }));
}

/**
 * Checks the current password (a wrong one counts toward the login limits) and stores the new one.
 * The caller ends every session of the user and signs this one in again on a new id.
 */
export async function changePassword(deps: Deps, user: UserRow, input: ChangePasswordInput, ip: string): Promise<UserRow> {
  const counters = await limitLogin(deps, user.username, ip);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('INVALID', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await counters.reset();
  refuseCommon(input.newPassword);
  const updated = await setPassword(deps.db, { userId: user.id, passwordHash: await hashPassword(input.newPassword), now: deps.now() });
  if (!updated) throw new AppError('UNAUTHORIZED', 'You are not signed in.');
  await notifyChanged(deps, updated, 'changed');
  return updated;
}

/**
 * Emails a reset link when the address belongs to an account. The answer is the same either way
 * (no account enumeration), and so is the request's own work: a token is made and hashed and the
 * address looked up, known or not. Storing the token and writing and sending the email happen in
 * `afterAnswer`, once the answer is out, so their time never shows in the answer's (a database
 * write alone took measurably longer than none). The limits count every request.
 */
export async function forgotPassword(
  deps: Deps,
  input: ForgotPasswordInput,
  ip: string,
  afterAnswer: (task: () => Promise<void>) => void,
): Promise<string> {
  const { passwordResetPerIp, passwordResetPerEmail } = deps.config.rateLimits;
  await limit(deps, `forgot:ip:${ip}`, passwordResetPerIp);
  await limit(deps, `forgot:email:${input.email}`, passwordResetPerEmail);
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const tokenHash = hashToken(token);
  const expiresAt = new Date(deps.now().getTime() + RESET_TTL_MS);
  const user = await findUserByEmail(deps.db, input.email);
  if (user) {
    const url = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    afterAnswer(async () => {
      // Stored before the email is written: the link works from the moment it can arrive.
      await storeResetToken(deps.db, { userId: user.id, tokenHash, expiresAt });
      await deps.mailer.send(
        passwordResetEmail({ to: user.email, firstName: user.firstName, supportEmail: deps.config.supportEmail, url }),
      );
    });
  }
  return FORGOT_PASSWORD_ANSWER;
}

/** Sets the password from an emailed link (once, within the hour). The caller ends every session. */
export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<UserRow> {
  const tokenHash = hashToken(input.token);
  const user = await findUserByResetHash(deps.db, tokenHash);
  if (!user) throw new AppError('INVALID', INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
  if (!user.passwordResetExpiresAt || user.passwordResetExpiresAt.getTime() <= deps.now().getTime()) {
    throw new AppError('INVALID', EXPIRED_RESET_LINK, { token: EXPIRED_RESET_LINK });
  }
  refuseCommon(input.newPassword);
  const updated = await setPassword(deps.db, {
    userId: user.id,
    passwordHash: await hashPassword(input.newPassword),
    now: deps.now(),
    requireResetHash: tokenHash,
  });
  if (!updated) throw new AppError('INVALID', INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
  await notifyChanged(deps, updated, 'reset');
  return updated;
}
