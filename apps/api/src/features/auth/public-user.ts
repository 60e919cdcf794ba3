import type { UserRow } from '@paydown/db';
import { effectiveSubscriptionStatus, type PublicUser, type UserRole } from '@paydown/domain';

/** The user as clients see it: no password hash, token hash or payment-provider ids. */
export function toPublicUser(user: UserRow, now: Date): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailConfirmed: user.emailConfirmed,
    trialStartDate: user.trialStartDate?.toISOString() ?? null,
    trialEndDate: user.trialEndDate?.toISOString() ?? null,
    subscriptionStatus: effectiveSubscriptionStatus(user.subscriptionStatus, user.trialEndDate, now),
    hasLifetimeAccess: user.hasLifetimeAccess,
    role: user.role as UserRole,
    passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
    twoFactorEnabled: user.totpSecret !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
