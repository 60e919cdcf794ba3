import type { PublicUser } from '@paydown/domain';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';

export const PRICE_IDS = {
  monthly: 'price_monthly_test',
  annual: 'price_annual_test',
  monthlyPaymentLink: 'https://buy.stripe.com/test_monthly',
};

export const signedOutApi: Handlers = {
  'auth.me': () => fail('UNAUTHORIZED', 'You are not signed in.'),
  'billing.priceIds': () => ok(PRICE_IDS),
};

export const paymentsNotConfigured = () => fail('SERVICE_UNAVAILABLE', 'Payments are not set up on this server.');

export function trialStatus(overrides: Partial<{ subscriptionStatus: string; daysRemaining: number; hasLifetimeAccess: boolean }> = {}) {
  return {
    subscriptionStatus: 'trial',
    trialEndDate: '2026-12-22T09:30:00.000Z',
    daysRemaining: 30,
    hasLifetimeAccess: false,
    ...overrides,
  };
}

/** A confirmed user on their trial, signed in, with payments configured. */
export function signedInApi(user: Partial<PublicUser> = {}, more: Handlers = {}): Handlers {
  const me = makeUser({ emailConfirmed: true, subscriptionStatus: 'trial', ...user });
  return {
    'auth.me': () => ok({ user: me }),
    'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: me.emailConfirmed })),
    'account.trialStatus': () => ok(trialStatus({ subscriptionStatus: me.subscriptionStatus, hasLifetimeAccess: me.hasLifetimeAccess })),
    'billing.priceIds': () => ok(PRICE_IDS),
    ...more,
  };
}
