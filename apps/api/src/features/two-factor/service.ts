import type { UserRow } from '@paydown/db';
import { WRONG_CODE, type RecoveryCodes, type TwoFactorSetup } from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { AppError } from '../../errors.ts';
import { securityNoticeEmail } from '../../adapters/mail/account-templates.ts';
import { limitLogin, verifyPassword } from '../auth/index.ts';
import { claimStep, disableTwoFactor, enableTwoFactor, replaceRecoveryCodes, setPendingSecret, useRecoveryCode } from './queries.ts';
import { hashRecoveryCode, isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret } from './totp.ts';

// The sealed secret is bound to its user and its purpose (associated data), so a ciphertext moved
// to another row or column does not open.
const context = (userId: number, which: 'pending' | 'active') => `totp:${which}:${userId}`;

const wrongCode = (field = 'code') => new AppError('INVALID', WRONG_CODE, { [field]: WRONG_CODE });

const WRONG_PASSWORD = 'Password is incorrect';

/** The account password, asked again before two-factor sign-in is turned on or off. */
async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INVALID', WRONG_PASSWORD, { password: WRONG_PASSWORD });
}

async function notify(deps: Deps, user: UserRow, subject: string, line: string): Promise<void> {
  await deps.mailer.send(
    securityNoticeEmail({ to: user.email, firstName: user.firstName, supportEmail: deps.config.supportEmail, subject, line }),
  );
}

/** A new secret, kept aside until a code from it confirms the user's app has it. */
export async function setupTwoFactor(deps: Deps, user: UserRow): Promise<TwoFactorSetup> {
  if (user.totpSecret) throw new AppError('CONFLICT', 'Two-factor sign-in is already on. Disable it first to set up a new device.');
  const setup = newTotpSecret(user.username);
  await setPendingSecret(deps.db, user.id, deps.secretBox.seal(setup.secret, context(user.id, 'pending')));
  return setup;
}

/**
 * Accepts a TOTP code once: right for the secret (±1 step) and of a later step than any code used
 * before. Wrong codes count toward the login limits.
 */
async function acceptTotp(deps: Deps, user: UserRow, secret: string, code: string): Promise<boolean> {
  const step = matchingStep(secret, code.replace(/\s/g, ''), deps.now());
  return step !== null && (await claimStep(deps.db, user.id, step));
}

function activeSecret(deps: Deps, user: UserRow): string {
  if (!user.totpSecret) throw new AppError('INVALID', 'Two-factor sign-in is not on.');
  return deps.secretBox.open(user.totpSecret, context(user.id, 'active'));
}

/** A TOTP code, or (when `allowRecovery`) an unused recovery code, which is then used up. */
export async function checkSecondFactor(deps: Deps, user: UserRow, code: string, options: { allowRecovery: boolean }): Promise<boolean> {
  const secret = activeSecret(deps, user);
  if (isTotpCode(code)) return acceptTotp(deps, user, secret, code);
  return options.allowRecovery && useRecoveryCode(deps.db, user.id, hashRecoveryCode(code), deps.now());
}

/**
 * Turns 2FA on with the password and a code from the pending secret. The password matters: with
 * the session alone, whoever holds a stolen cookie could enrol their own authenticator and lock the
 * owner out. A wrong password counts toward the login limits, as on the way off.
 */
export async function enable(deps: Deps, user: UserRow, input: { password: string; code: string }, ip: string): Promise<RecoveryCodes> {
  if (user.totpSecret) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
  if (!user.totpPendingSecret) throw new AppError('INVALID', 'Start the set-up again: no secret is waiting for a code.');
  const counters = await limitLogin(deps, user.username, ip);
  await checkPassword(user, input.password);
  const secret = deps.secretBox.open(user.totpPendingSecret, context(user.id, 'pending'));
  if (!(await acceptTotp(deps, user, secret, input.code))) throw wrongCode();
  await counters.reset();
  const recoveryCodes = newRecoveryCodes();
  const updated = await enableTwoFactor(deps.db, {
    userId: user.id,
    sealed: deps.secretBox.seal(secret, context(user.id, 'active')),
    codeHashes: recoveryCodes.map(hashRecoveryCode),
    now: deps.now(),
  });
  await notify(
    deps,
    updated,
    'Two-factor sign-in is on',
    'Two-factor sign-in was turned on for your Paydown account: signing in now also asks for a code from your authenticator app.',
  );
  return { recoveryCodes };
}

export async function disable(deps: Deps, user: UserRow, input: { password: string; code: string }, ip: string): Promise<void> {
  const counters = await limitLogin(deps, user.username, ip);
  await checkPassword(user, input.password);
  if (!(await checkSecondFactor(deps, user, input.code, { allowRecovery: true }))) throw wrongCode();
  await counters.reset();
  await disableTwoFactor(deps.db, user.id);
  await notify(
    deps,
    user,
    'Two-factor sign-in is off',
    'Two-factor sign-in was turned off for your Paydown account. If this was not you, change your password at once.',
  );
}

/** New recovery codes (the old ones stop working), confirmed by a current code from the app. */
export async function regenerateRecoveryCodes(deps: Deps, user: UserRow, code: string, ip: string): Promise<RecoveryCodes> {
  const counters = await limitLogin(deps, user.username, ip);
  if (!(await checkSecondFactor(deps, user, code, { allowRecovery: false }))) throw wrongCode();
  await counters.reset();
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(deps.db, user.id, recoveryCodes.map(hashRecoveryCode));
  return { recoveryCodes };
}
