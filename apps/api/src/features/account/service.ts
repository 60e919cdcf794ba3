import type { UserRow } from '@paydown/db';
import { daysRemaining, effectiveSubscriptionStatus, type EmailVerificationStatus, type TrialStatus } from '@paydown/domain';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { sendConfirmation } from '../auth/service.ts';

export const RESEND_COOLDOWN_MS = 60_000;
export const RESEND_MAX_PER_HOUR = 5;

function nextResendAllowed(user: UserRow): Date | null {
  return user.lastVerificationSent ? new Date(user.lastVerificationSent.getTime() + RESEND_COOLDOWN_MS) : null;
}

export function verificationStatus(user: UserRow, now: Date): EmailVerificationStatus {
  const next = nextResendAllowed(user);
  return {
    isEmailConfirmed: user.emailConfirmed,
    email: user.email,
    verificationPending: !user.emailConfirmed && user.lastVerificationSent !== null,
    canResendVerification: !user.emailConfirmed && (!next || next.getTime() <= now.getTime()),
    nextResendAllowed: user.emailConfirmed ? null : (next?.toISOString() ?? null),
  };
}

export async function resendVerification(deps: Deps, user: UserRow): Promise<string> {
  if (user.emailConfirmed) throw new AppError('INVALID', 'Your email address is already confirmed.');
  const next = nextResendAllowed(user);
  const now = deps.now();
  if (next && next.getTime() > now.getTime()) {
    const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
    throw new AppError('RATE_LIMITED', `Please wait ${seconds} seconds before requesting another email.`);
  }
  const { allowed } = await deps.rateLimiter.hit(`resend:user:${user.id}`, RESEND_MAX_PER_HOUR, 60 * 60_000);
  if (!allowed) {
    throw new AppError('RATE_LIMITED', 'You have requested too many emails. Please try again in an hour.');
  }
  const updated = await sendConfirmation(deps, user, false);
  return `Verification email sent to ${updated.email}`;
}

export function trialStatus(user: UserRow, now: Date): TrialStatus {
  return {
    subscriptionStatus: effectiveSubscriptionStatus(user.subscriptionStatus, user.trialEndDate, now),
    trialEndDate: user.trialEndDate?.toISOString() ?? null,
    daysRemaining: daysRemaining(user.trialEndDate, now),
    hasLifetimeAccess: user.hasLifetimeAccess,
  };
}
