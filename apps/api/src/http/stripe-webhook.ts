import type { FastifyInstance } from 'fastify';
import type { Deps } from '../kernel/deps.ts';
import { applyStripeEvent, isWellFormedStripeEvent } from '../features/billing/index.ts';
import { PAYMENTS_NOT_CONFIGURED } from '../adapters/payments/stripe.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * Stripe's webhook. The signature covers the exact bytes Stripe sent, so this route keeps the raw
 * body (its own scope, no JSON parsing) and lets the SDK verify it. 400 on a bad signature; 200 once
 * the event is recorded (a repeat is acknowledged and ignored).
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
      const payments = deps.payments;
      if (!payments?.webhookSecret) {
        return reply.code(503).send({ message: PAYMENTS_NOT_CONFIGURED, code: 'SERVICE_UNAVAILABLE' });
      }
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        return reply.code(400).send({ message: 'Missing Stripe signature.', code: 'BAD_REQUEST' });
      }
      let event;
      try {
        event = payments.stripe.webhooks.constructEvent(req.body, signature, payments.webhookSecret);
      } catch {
        return reply.code(400).send({ message: 'Invalid Stripe signature.', code: 'BAD_REQUEST' });
      }
      if (!isWellFormedStripeEvent(event)) {
        return reply
          .code(400)
          .send({ message: 'Malformed Stripe event: a field it is applied with is missing or invalid.', code: 'BAD_REQUEST' });
      }
      const result = await applyStripeEvent(deps.db, event);
      return reply.send({ received: true, duplicate: result === 'duplicate' });
    });
  });
}
