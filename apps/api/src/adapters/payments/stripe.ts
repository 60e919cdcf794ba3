import Stripe from 'stripe';
import type { Config } from '../../env.ts';
import { AppError } from '../../errors.ts';

export interface Payments {
  stripe: Stripe;
  prices: { monthly: string; annual: string };
  paymentLinkMonthly: string | null;
  webhookSecret: string | undefined;
}

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not set up on this server.';

/** The Stripe client when STRIPE_SECRET_KEY and both price ids are set; otherwise undefined. */
export function createPayments(config: Config): Payments | undefined {
  const { secretKey, priceMonthly, priceAnnual, apiBase } = config.stripe;
  if (!secretKey || !priceMonthly || !priceAnnual) return undefined;
  const base = apiBase ? new URL(apiBase) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    stripe,
    prices: { monthly: priceMonthly, annual: priceAnnual },
    paymentLinkMonthly: config.stripe.paymentLinkMonthly ?? null,
    webhookSecret: config.stripe.webhookSecret,
  };
}

export function requirePayments(payments: Payments | undefined): Payments {
  if (!payments) throw new AppError('UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
  return payments;
}
