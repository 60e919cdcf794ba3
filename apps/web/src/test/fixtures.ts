import type { PublicUser } from '@paydown/domain';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: 'janedoe',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    emailConfirmed: false,
    trialStartDate: null,
    trialEndDate: null,
    subscriptionStatus: 'pending_confirmation',
    hasLifetimeAccess: false,
    role: 'user',
    createdAt: '2026-11-22T09:30:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}

export function verificationStatus(overrides: Partial<{
  isEmailConfirmed: boolean;
  email: string;
  verificationPending: boolean;
  canResendVerification: boolean;
  nextResendAllowed: string | null;
}> = {}) {
  return {
    isEmailConfirmed: false,
    email: 'jane@example.com',
    verificationPending: true,
    canResendVerification: true,
    nextResendAllowed: null,
    ...overrides,
  };
}
