// Subscriptions through Stripe: prices, Checkout, invoices, and the webhook's events applied.
// The feature's public file: the rest of the app uses only what it exports.
export { billingRouter } from './router.ts';
export { applyStripeEvent } from './service.ts';
export { isWellFormedStripeEvent } from './stripe-event.ts';
