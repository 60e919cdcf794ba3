import type { BillingItem } from '@paydown/domain';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';
import { trialStatus } from '../pricing/test-fixtures.ts';

export function makeBillingItem(overrides: Partial<BillingItem> = {}): BillingItem {
  return {
    id: 1,
    description: 'Paydown Monthly',
    date: '2026-11-20T15:04:00.000Z',
    status: 'paid',
    amount: '4.99',
    currency: 'usd',
    invoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_inv_1',
    ...overrides,
  };
}

/** An account.trialStatus answer (the one pricing uses), status first: most billing tests vary only that. */
export function billingTrialStatus(status = 'trial', overrides: Partial<{ hasLifetimeAccess: boolean; daysRemaining: number }> = {}) {
  return trialStatus({ subscriptionStatus: status, ...overrides });
}

/** The notification settings a new account starts with. */
export const NOTIFICATION_DEFAULTS = { paymentReminders: true, reminderDaysBefore: 3 as const, trialEmails: true };

/** A signed-in user (`user`) on Profile → Account, notification settings at their defaults; `more` adds or replaces answers. */
export function accountApi(more: Handlers = {}, user = makeUser()): Handlers {
  return {
    'auth.me': () => ok({ user }),
    'account.verificationStatus': () => ok(verificationStatus()),
    'account.trialStatus': () => ok(billingTrialStatus()),
    'notifications.settings': () => ok(NOTIFICATION_DEFAULTS),
    ...more,
  };
}

/** A signed-in, confirmed user on the Billing tab. */
export function billingApi(more: Handlers = {}): Handlers {
  return {
    'auth.me': () => ok({ user: makeUser({ emailConfirmed: true, subscriptionStatus: 'trial' }) }),
    'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: true })),
    'account.trialStatus': () => ok(billingTrialStatus()),
    'billing.history': () => ok([]),
    ...more,
  };
}
