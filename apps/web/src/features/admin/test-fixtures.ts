import type { AdminUser } from '@paydown/domain';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    username: 'someone',
    email: 'someone@example.com',
    firstName: 'Some',
    lastName: 'One',
    role: 'user',
    subscriptionStatus: 'trial',
    trialEndDate: '2026-12-22T20:00:00.000Z',
    emailConfirmed: true,
    hasLifetimeAccess: false,
    createdAt: '2026-11-22T20:00:00.000Z',
    ...overrides,
  };
}

/** Six users, one of each kind the table distinguishes. */
export const USERS: AdminUser[] = [
  makeAdminUser({ id: 1, username: 'rootadmin', email: 'admin@paydown.app', role: 'admin', subscriptionStatus: 'active' }),
  makeAdminUser({ id: 2, username: 'TrialTina', email: 'tina@example.com', subscriptionStatus: 'trial' }),
  makeAdminUser({ id: 3, username: 'payingpat', email: 'pat@Example.org', subscriptionStatus: 'active', trialEndDate: null }),
  makeAdminUser({ id: 4, username: 'lifelong', email: 'lee@example.com', subscriptionStatus: 'trial', hasLifetimeAccess: true }),
  makeAdminUser({
    id: 5,
    username: 'newbie',
    email: null,
    subscriptionStatus: 'pending_confirmation',
    emailConfirmed: false,
    trialEndDate: null,
  }),
  makeAdminUser({ id: 6, username: 'gone', email: 'gone@example.com', subscriptionStatus: 'cancelled' }),
  makeAdminUser({ id: 7, username: 'lapsed', email: 'lapsed@example.com', subscriptionStatus: 'expired' }),
  makeAdminUser({ id: 8, username: 'oddball', email: 'odd@example.com', subscriptionStatus: 'past_due' }),
];

/** Signed in as an admin, on /admin. */
export function adminApi(more: Handlers = {}): Handlers {
  return {
    'auth.me': () => ok({ user: makeUser({ role: 'admin', emailConfirmed: true, subscriptionStatus: 'active' }) }),
    'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: true })),
    'admin.users': () => ok(USERS),
    ...more,
  };
}
