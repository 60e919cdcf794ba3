import type { DB, UserRow } from '@paydown/db';
import { formatMoney, subscriptionStatusFromStripe, type BillingItem } from '@paydown/domain';
import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';
import type { Deps } from '../../kernel/deps.ts';
import { AppError } from '../../errors.ts';
import { requirePayments } from '../../adapters/payments/stripe.ts';
import { updateUser } from '../auth/index.ts';
import {
  listBillingHistory,
  recordStripeEvent,
  setStripeIds,
  setSubscriptionStatusIfNewer,
  upsertInvoice,
  userIdById,
  userIdByStripeCustomer,
} from './queries.ts';
import { metadataUserId } from './stripe-event.ts';

/** Stripe refuses a trial_end less than 48 hours ahead; a trial ending sooner is simply not extended. */
const MIN_STRIPE_TRIAL_MS = 48 * 3600_000 + 60_000;

export function priceIds(deps: Deps) {
  const payments = requirePayments(deps.payments);
  return { ...payments.prices, monthlyPaymentLink: payments.paymentLinkMonthly };
}

/**
 * A Checkout Session for a plan. Reuses the user's Stripe customer (or creates one), keeps the free
 * trial by passing its end as the subscription's trial_end, and sends idempotency keys so a double
 * click or a retry never creates two customers or sessions.
 */
export async function createCheckoutSession(deps: Deps, user: UserRow, priceId: string): Promise<{ url: string }> {
  const payments = requirePayments(deps.payments);
  if (!user.emailConfirmed) throw new AppError('FORBIDDEN', 'Please confirm your email address before subscribing.');
  if (priceId !== payments.prices.monthly && priceId !== payments.prices.annual) {
    throw new AppError('INVALID', 'Unknown plan. Choose the monthly or annual plan.', { priceId: 'Unknown plan' });
  }
  const now = deps.now();
  try {
    let customerId = user.stripeCustomerId;
    if (!customerId) {
      const customer = await payments.stripe.customers.create(
        { email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId: String(user.id) } },
        { idempotencyKey: `paydown-customer-${user.id}` },
      );
      customerId = customer.id;
      await updateUser(deps.db, user.id, { stripeCustomerId: customerId });
    }
    const trialEnd =
      user.trialEndDate && user.trialEndDate.getTime() - now.getTime() > MIN_STRIPE_TRIAL_MS
        ? Math.floor(user.trialEndDate.getTime() / 1000)
        : undefined;
    const session = await payments.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: String(user.id),
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: `${deps.config.appUrl}/profile?tab=billing&checkout=success`,
        cancel_url: `${deps.config.appUrl}/pricing?checkout=cancelled`,
        metadata: { userId: String(user.id) },
        subscription_data: { metadata: { userId: String(user.id) }, ...(trialEnd ? { trial_end: trialEnd } : {}) },
      },
      // One session per user, plan and minute: repeats within it return the same session.
      { idempotencyKey: `paydown-checkout-${user.id}-${priceId}-${Math.floor(now.getTime() / 60_000)}` },
    );
    if (!session.url) throw new AppError('BAD_GATEWAY', 'No checkout URL was received from the payment provider.');
    return { url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error }, 'Stripe checkout failed');
    throw new AppError('BAD_GATEWAY', 'The payment provider could not start checkout. Please try again.');
  }
}

export async function billingHistory(db: Kysely<DB>, userId: number): Promise<BillingItem[]> {
  const rows = await listBillingHistory(db, { userId });
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    date: r.date.toISOString(),
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    invoiceUrl: r.invoiceUrl,
  }));
}

// ---- Webhooks ----

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

async function userIdFor(trx: Transaction<DB>, customerId: string | null, metadataValue: string | null | undefined) {
  const fromMetadata = metadataUserId(metadataValue);
  if (fromMetadata !== undefined) {
    const byMeta = await userIdById(trx, { userId: fromMetadata });
    if (byMeta) return byMeta;
  }
  if (!customerId) return undefined;
  return userIdByStripeCustomer(trx, { customerId });
}

async function recordInvoice(trx: Transaction<DB>, invoice: Stripe.Invoice, status: 'paid' | 'failed') {
  const userId = await userIdFor(trx, idOf(invoice.customer), invoice.metadata?.userId);
  if (!userId || !invoice.id) return;
  const cents = status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  const row = {
    userId,
    stripeInvoiceId: invoice.id,
    description: invoice.lines?.data[0]?.description ?? 'Paydown subscription',
    amount: formatMoney(cents),
    currency: invoice.currency ?? 'usd',
    status,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    date: new Date(invoice.created * 1000),
  };
  await upsertInvoice(trx, row);
}

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as its
 * effects: a repeat delivery finds it and changes nothing; a failure records nothing, so Stripe's
 * retry gets another go.
 */
export async function applyStripeEvent(db: Kysely<DB>, event: Stripe.Event): Promise<'applied' | 'duplicate'> {
  return db.transaction().execute(async (trx) => {
    if (!(await recordStripeEvent(trx, { id: event.id, type: event.type }))) return 'duplicate';
    const at = new Date(event.created * 1000);

    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = await userIdFor(trx, idOf(session.customer), session.client_reference_id ?? session.metadata?.userId);
        if (!userId) break;
        await setStripeIds(trx, {
          userId,
          stripeCustomerId: idOf(session.customer),
          stripeSubscriptionId: idOf(session.subscription),
        });
        if (session.subscription && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')) {
          await setSubscriptionStatusIfNewer(trx, { userId, status: 'active', at });
        }
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const userId = await userIdFor(trx, idOf(subscription.customer), subscription.metadata?.userId);
        if (!userId) break;
        const status = event.type === 'customer.subscription.deleted' ? 'cancelled' : subscriptionStatusFromStripe(subscription.status);
        if (!status) break;
        await setSubscriptionStatusIfNewer(trx, {
          userId,
          status,
          at,
          extra: {
            stripeSubscriptionId: subscription.id,
            stripeCustomerId: idOf(subscription.customer),
            stripePriceId: subscription.items?.data[0]?.price?.id ?? null,
          },
        });
        break;
      }
      case 'invoice.paid':
        await recordInvoice(trx, event.data.object, 'paid');
        break;
      case 'invoice.payment_failed':
        await recordInvoice(trx, event.data.object, 'failed');
        break;
      default:
        break;
    }
    return 'applied';
  });
}
