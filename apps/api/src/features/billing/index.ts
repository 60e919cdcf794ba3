// The billing feature's public file: what the rest of the app may use of it (the Stripe webhook applies events).
export { billingRouter } from './router.ts';
export { applyStripeEvent } from './service.ts';
export { isWellFormedStripeEvent } from './stripe-event.ts';
