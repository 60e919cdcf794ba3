import { createHash, randomBytes } from 'node:crypto';
import type { UserRow } from '@paydown/db';
import { trialEndFrom, type LoginInput, type ProfileInput, type SignupInput } from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { AppError, RateLimitedError } from '../../errors.ts';
import { confirmationEmail } from '../../adapters/mail/templates.ts';
import { removeLoginsAtPlaid } from '../../adapters/plaid/logins.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords.ts';
import {
  consumeConfirmationToken,
  deleteUser,
  findUserByConfirmationHash,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  updateUser,
} from './queries.ts';

const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
const INVALID_LOGIN = 'Invalid username or password';
const INVALID_LINK = 'This confirmation link is invalid or has expired. Please request a new one.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isUniqueViolation = (error: unknown) => (error as { code?: string } | undefined)?.code === '23505';

export async function limit(deps: Deps, key: string, max: number, windowMs = deps.config.rateLimits.windowMs): Promise<void> {
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(key, max, windowMs);
  if (!allowed) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new RateLimitedError(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
  }
}

/** Confirmation emails (resends and email changes together) per user per hour. */
export const CONFIRMATION_EMAILS_PER_HOUR = 5;
/** The least time between two confirmation emails to one user. */
export const CONFIRMATION_COOLDOWN_MS = 60_000;
const HOUR_MS = 60 * 60_000;

/** The hourly budget of confirmation emails, shared by resend-verification and email changes. */
export async function limitConfirmationEmails(deps: Deps, userId: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(
    `confirmation-email:user:${userId}`,
    CONFIRMATION_EMAILS_PER_HOUR,
    HOUR_MS,
  );
  if (!allowed) {
    throw new RateLimitedError('You have requested too many emails. Please try again in an hour.', retryAfterSeconds);
  }
}

export function cooldownError(lastSent: Date, now: Date, what: string): RateLimitedError {
  const seconds = Math.max(1, Math.ceil((lastSent.getTime() + CONFIRMATION_COOLDOWN_MS - now.getTime()) / 1000));
  return new RateLimitedError(`Please wait ${seconds} seconds before ${what}.`, seconds);
}

export async function signup(deps: Deps, input: SignupInput, ip: string): Promise<UserRow> {
  await limit(deps, `signup:ip:${ip}`, deps.config.rateLimits.signupPerIp);
  if (isCommonPassword(input.password)) {
    throw new AppError('INVALID', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
  if (await findUserByUsername(deps.db, input.username)) {
    throw new AppError('CONFLICT', 'Username already exists', { username: 'Username already exists' });
  }
  if (await findUserByEmail(deps.db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists', {
      email: 'An account with this email already exists',
    });
  }
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await insertUser(deps.db, {
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      // Never a role from sign-up: a name in ADMIN_USERNAMES could be taken by anyone first.
      // ADMIN_USERNAMES promotes existing, email-confirmed accounts at start (admin/service.ts).
      role: 'user',
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Username or email already exists');
    throw error;
  }
  return sendConfirmation(deps, user, false);
}

/**
 * Counts one password (or second-factor) attempt against the login limits (429 beyond them) and
 * returns the counters a success resets. Every place that checks a password or a code for a
 * username calls this, so no door is unlimited.
 * Per username AND address: a stranger guessing from elsewhere burns only their own attempts, not
 * the owner's. The global per-username ceiling (much higher) still stops a guess spread over many
 * addresses.
 */
export async function limitLogin(deps: Deps, username: string, ip: string): Promise<{ reset(): Promise<void> }> {
  const name = username.toLowerCase();
  const usernameKey = `login:user:${name}:ip:${ip}`;
  const globalKey = `login:user:${name}`;
  const { rateLimits } = deps.config;
  await limit(deps, `login:ip:${ip}`, rateLimits.loginPerIp);
  await limit(deps, usernameKey, rateLimits.loginPerUsername);
  await limit(deps, globalKey, rateLimits.loginPerUsernameGlobal);
  return {
    reset: async () => {
      await Promise.all([deps.rateLimiter.reset(usernameKey), deps.rateLimiter.reset(globalKey)]);
    },
  };
}

export async function login(deps: Deps, input: LoginInput, ip: string): Promise<UserRow> {
  const counters = await limitLogin(deps, input.username, ip);
  const user = await findUserByUsername(deps.db, input.username);
  if (!user) {
    await burnVerifyTime(input.password);
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  await counters.reset();
  return user;
}

export async function updateProfile(deps: Deps, user: UserRow, input: ProfileInput): Promise<UserRow> {
  const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) {
    const owner = await findUserByEmail(deps.db, input.email);
    if (owner && owner.id !== user.id) {
      throw new AppError('CONFLICT', 'An account with this email already exists', {
        email: 'An account with this email already exists',
      });
    }
    // Every change emails the new address: it spends the same hourly budget as resending (one
    // atomic counter, so a parallel burst cannot slip past it), and nothing changes beyond it.
    await limitConfirmationEmails(deps, user.id);
  }
  let updated: UserRow | undefined;
  try {
    updated = await updateUser(deps.db, user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      // A new address must be confirmed again; the trial already started keeps running.
      ...(emailChanged ? { emailConfirmed: false } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'An account with this email already exists', {
        email: 'An account with this email already exists',
      });
    }
    throw error;
  }
  if (!updated) throw new AppError('UNAUTHORIZED', 'You are not signed in.');
  return emailChanged ? sendConfirmation(deps, updated, true) : updated;
}

export async function deleteAccount(deps: Deps, userId: number): Promise<void> {
  // The bank logins are closed at Plaid first: their tokens go with the rows.
  await removeLoginsAtPlaid(deps, userId);
  // Every user-owned row (sessions included) goes with the user through ON DELETE CASCADE.
  await deleteUser(deps.db, userId);
}

/** Issues a fresh single-use token (only its hash is stored) and emails the link. */
export async function sendConfirmation(deps: Deps, user: UserRow, isEmailChange: boolean): Promise<UserRow> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const updated = await updateUser(deps.db, user.id, {
    emailConfirmationTokenHash: hashToken(token),
    emailConfirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
    lastVerificationSent: now,
  });
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
  const url = `${deps.config.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    confirmationEmail({
      to: updated.email,
      firstName: updated.firstName,
      url,
      apiUrl: `${deps.config.appUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`,
      supportEmail: deps.config.supportEmail,
      isEmailChange,
    }),
  );
  return updated;
}

export async function confirmEmail(deps: Deps, token: string): Promise<string> {
  const user = await findUserByConfirmationHash(deps.db, hashToken(token));
  const now = deps.now();
  if (!user || !user.emailConfirmationExpiresAt || user.emailConfirmationExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('INVALID', INVALID_LINK);
  }
  const startsTrial = !user.trialStartDate;
  // Single use even under a double click: only the request that still sees the hash wins.
  const consumed = await consumeConfirmationToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    patch: {
      emailConfirmed: true,
      emailConfirmationTokenHash: null,
      emailConfirmationExpiresAt: null,
      updatedAt: now,
      ...(startsTrial
        ? {
            trialStartDate: now,
            trialEndDate: trialEndFrom(now),
            ...(user.subscriptionStatus === 'pending_confirmation' ? { subscriptionStatus: 'trial' } : {}),
          }
        : {}),
    },
  });
  if (!consumed) throw new AppError('INVALID', INVALID_LINK);
  return startsTrial ? 'Email confirmed successfully! Your 30-day free trial has started.' : 'Email confirmed successfully!';
}
