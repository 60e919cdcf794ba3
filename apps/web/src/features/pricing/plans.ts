/** The two plans, the trial's features and the FAQ of the pricing page. */

export type Period = 'monthly' | 'annual';

export interface Plan {
  period: Period;
  name: string;
  price: string;
  per: string;
  note: string;
}

export const PLANS: readonly Plan[] = [
  { period: 'monthly', name: 'Monthly', price: '$4.99', per: '/month', note: 'Billed monthly. Cancel any time.' },
  { period: 'annual', name: 'Annual', price: '$49.99', per: '/year', note: 'Billed yearly: two months for less, save $10 a year.' },
];

export const FEATURES: readonly string[] = [
  'Unlimited debt tracking',
  'Smart payment scheduling',
  'AI insights and recommendations',
  'Income synchronization',
  'Interest savings calculator',
  'Payment optimization',
  'Progress tracking and analytics',
  'Mobile-friendly dashboard',
  'Email notifications',
  'Customer support',
];

export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How does the free trial work?',
    answer:
      'Every new account gets 30 days of full access, starting when you confirm your email address. No credit card is required to start, and nothing is charged during the trial.',
  },
  {
    question: 'Can I cancel at any time?',
    answer: 'Yes. There are no contracts or cancellation fees. After cancelling you can still view and delete everything you recorded.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'All major credit and debit cards. Payments are processed securely by Stripe; Paydown never sees or stores your card number.',
  },
  {
    question: 'Is my data secure?',
    answer:
      'Your data is only ever shown to you, your password is stored as a strong one-way hash, and we never ask for or store banking passwords. You can delete your account and all of its data at any time.',
  },
];

/** What the account already pays for: an active subscription, lifetime access, or nothing yet. */
export type Access = 'none' | 'active' | 'lifetime';

/** Lifetime access counts first: such an account may still carry a 'trial' or 'expired' status. */
export function planAccess(subscriptionStatus: string | undefined, hasLifetimeAccess: boolean): Access {
  if (hasLifetimeAccess) return 'lifetime';
  return subscriptionStatus === 'active' ? 'active' : 'none';
}

/** Default text of the 'Payment Error' toast when the failure carries no message of its own. */
export const PAYMENT_ERROR_DEFAULT = 'Failed to start subscription process. Please try again.';
export const NO_CHECKOUT_URL = 'No checkout URL was received from the payment provider.';
/** Delay before the monthly plan's payment link opens, so its toast can be read first. */
export const PAYMENT_LINK_DELAY_MS = 1000;

/**
 * The monthly payment link with the account attached, so the webhook can link the payment to it:
 * `client_reference_id` (the user id) and `prefilled_email`. Existing query parameters are kept.
 */
export function paymentLinkUrl(link: string, user: { id: number; email: string }): string {
  const url = new URL(link);
  url.searchParams.set('client_reference_id', String(user.id));
  url.searchParams.set('prefilled_email', user.email);
  return url.toString();
}
