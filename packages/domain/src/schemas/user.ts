import { z } from 'zod';

export const SUBSCRIPTION_STATUSES = ['pending_confirmation', 'trial', 'active', 'expired', 'cancelled'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const USER_ROLES = ['user', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

const isoTimestamp = z.string().meta({ format: 'date-time', example: '2026-11-22T09:30:00.000Z' });

// What a client may see of a user: never the password hash, token hashes or Stripe ids.
export const publicUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailConfirmed: z.boolean(),
    trialStartDate: isoTimestamp.nullable(),
    trialEndDate: isoTimestamp.nullable(),
    subscriptionStatus: z.string().meta({ description: `One of ${SUBSCRIPTION_STATUSES.join(', ')}` }),
    hasLifetimeAccess: z.boolean(),
    role: userRoleSchema,
    /** null until the first change or reset (the password then dates from sign-up). */
    passwordChangedAt: isoTimestamp.nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .meta({ id: 'User' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userWrapperSchema = z.object({ user: publicUserSchema });
export type UserWrapper = z.infer<typeof userWrapperSchema>;

export const messageSchema = z.object({ message: z.string() });

export const emailVerificationStatusSchema = z.object({
  isEmailConfirmed: z.boolean(),
  email: z.string(),
  verificationPending: z.boolean(),
  canResendVerification: z.boolean(),
  nextResendAllowed: isoTimestamp.nullable(),
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

export const trialStatusSchema = z.object({
  subscriptionStatus: z.string(),
  trialEndDate: isoTimestamp.nullable(),
  daysRemaining: z.number().int(),
  hasLifetimeAccess: z.boolean(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;
