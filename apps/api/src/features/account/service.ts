import type { UserRow } from '@paydown/db';
import { daysRemaining, effectiveSubscriptionStatus, type EmailVerificationStatus, type TrialStatus } from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { AppError } from '../../errors.ts';
import { CONFIRMATION_COOLDOWN_MS, cooldownError, limitConfirmationEmails, sendConfirmation, updateUser } from '../auth/index.ts';

function nextResendAllowed(user: UserRow): Date | null {
  return user.lastVerificationSent ? new Date(user.lastVerificationSent.getTime() + CONFIRMATION_COOLDOWN_MS) : null;
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
  const now = deps.now();
  const what = 'requesting another email';
  if (user.lastVerificationSent && user.lastVerificationSent.getTime() + CONFIRMATION_COOLDOWN_MS > now.getTime()) {
    throw cooldownError(user.lastVerificationSent, now, what);
  }
  // The cooldown is claimed by one conditional update: of a parallel burst only one request gets
  // the row, the others see the claim and answer 429 (the check above reads a row already stale).
  const claimed = await updateUser(
    deps.db,
    user.id,
    { lastVerificationSent: now },
    { sentBefore: new Date(now.getTime() - CONFIRMATION_COOLDOWN_MS) },
  );
  if (!claimed) throw cooldownError(now, now, what);
  await limitConfirmationEmails(deps, user.id);
  const updated = await sendConfirmation(deps, claimed, false);
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
