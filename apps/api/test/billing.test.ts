import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDriverName } from '@paydown/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedClient, createTestApp, signedUpClient, type TestApp } from './helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

interface Recorded {
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

let fake: HttpServer;
const requests: Recorded[] = [];
let omitUrl = false;
let app: TestApp;

beforeAll(async () => {
  let n = 0;
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      n += 1;
      requests.push({
        path: req.url ?? '',
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form: new URLSearchParams(raw),
      });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/customers') return res.end(JSON.stringify({ id: `cus_${n}`, object: 'customer' }));
      if (req.url === '/v1/checkout/sessions') {
        return res.end(
          JSON.stringify({ id: `cs_${n}`, object: 'checkout.session', url: omitUrl ? null : `https://checkout.stripe.test/c/cs_${n}` }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  app = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_paydown',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_ANNUAL: 'price_annual',
    STRIPE_PAYMENT_LINK_MONTHLY: 'https://buy.stripe.test/monthly',
    STRIPE_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

let eventCounter = 0;
function signedEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
  id = `evt_${++eventCounter}_${Date.now()}`,
) {
  const payload = JSON.stringify({ id, object: 'event', type, created, api_version: '2025-01-01', data: { object } });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }), id };
}

async function postWebhook(payload: string, signature: string) {
  return app.server.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function statusOf(userId: number) {
  const row = await app.database.db
    .selectFrom('users')
    .select(['subscriptionStatus', 'stripeCustomerId', 'stripeSubscriptionId'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

describe(`Stripe checkout (${testDriverName()})`, () => {
  it('tells anyone the plan price ids and the monthly payment link', async () => {
    const res = await app.client().get('/api/stripe/price-ids');
    expect(res.body).toEqual({ monthly: 'price_monthly', annual: 'price_annual', monthlyPaymentLink: 'https://buy.stripe.test/monthly' });
  });

  it('creates the customer once and a subscription checkout that keeps the free trial', async () => {
    const { client, user } = await confirmedClient(app);
    requests.length = 0;
    const res = await client.post('/api/stripe/create-checkout-session', { priceId: 'price_annual', mode: 'subscription' });
    expect(res.status).toBe(200);
    expect((res.body as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const customer = requests.find((r) => r.path === '/v1/customers');
    const session = requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(customer?.idempotencyKey).toBe(`paydown-customer-${user.id}`);
    expect(customer?.form.get('metadata[userId]')).toBe(String(user.id));
    expect(session?.idempotencyKey).toMatch(new RegExp(`^paydown-checkout-${user.id}-price_annual-\\d+$`));
    expect(session?.form.get('mode')).toBe('subscription');
    expect(session?.form.get('line_items[0][price]')).toBe('price_annual');
    expect(session?.form.get('client_reference_id')).toBe(String(user.id));
    const trialEnd = Number(session?.form.get('subscription_data[trial_end]'));
    const { trialEndDate } = await app.database.db
      .selectFrom('users')
      .select('trialEndDate')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(trialEnd).toBe(Math.floor((trialEndDate?.getTime() ?? 0) / 1000));

    requests.length = 0;
    expect((await client.post('/api/stripe/create-checkout-session', { priceId: 'price_monthly', mode: 'subscription' })).status).toBe(200);
    expect(requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(requests[0]?.form.get('customer')).toBe(customer ? (await statusOf(user.id)).stripeCustomerId : 'missing');
  });

  it('refuses an unknown price (400), an unconfirmed email (403) and a visitor (401)', async () => {
    const { client } = await confirmedClient(app);
    expect((await client.post('/api/stripe/create-checkout-session', { priceId: 'price_free', mode: 'subscription' })).status).toBe(400);
    const unconfirmed = await signedUpClient(app);
    expect((await unconfirmed.client.post('/api/stripe/create-checkout-session', { priceId: 'price_annual' })).status).toBe(403);
    expect((await app.client().post('/api/stripe/create-checkout-session', { priceId: 'price_annual' })).status).toBe(401);
  });

  it('answers 502 with a clear message when Stripe returns no checkout URL', async () => {
    const { client } = await confirmedClient(app);
    omitUrl = true;
    try {
      const res = await client.post('/api/stripe/create-checkout-session', { priceId: 'price_annual', mode: 'subscription' });
      expect(res.status).toBe(502);
      expect((res.body as { message: string }).message).toBe('No checkout URL was received from the payment provider.');
    } finally {
      omitUrl = false;
    }
  });
});

describe(`Stripe webhooks (${testDriverName()})`, () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { user } = await confirmedClient(app);
    const { payload } = signedEvent('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
      status: 'active',
      customer: 'cus_x',
      metadata: { userId: String(user.id) },
    });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await postWebhook(payload, forged)).statusCode).toBe(400);
    expect(
      (
        await postWebhook(
          payload.replace('active', 'canceled'),
          signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await statusOf(user.id)).subscriptionStatus).toBe('trial');
  });

  it('links the checkout to the account and activates the subscription', async () => {
    const { user } = await confirmedClient(app);
    const { payload, signature } = signedEvent('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      client_reference_id: String(user.id),
      customer: `cus_link_${user.id}`,
      subscription: `sub_link_${user.id}`,
      payment_status: 'paid',
      metadata: {},
    });
    const res = await postWebhook(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(user.id)).toEqual({
      subscriptionStatus: 'active',
      stripeCustomerId: `cus_link_${user.id}`,
      stripeSubscriptionId: `sub_link_${user.id}`,
    });
  });

  it('applies a repeated event once', async () => {
    const { user } = await confirmedClient(app);
    const invoice = {
      id: `in_dup_${user.id}`,
      object: 'invoice',
      customer: 'cus_none',
      metadata: { userId: String(user.id) },
      amount_paid: 4999,
      amount_due: 4999,
      currency: 'usd',
      created: 1_790_000_000,
      hosted_invoice_url: 'https://invoice.stripe.test/i/1',
      lines: { data: [{ description: 'Paydown Annual' }] },
    };
    const event = signedEvent('invoice.paid', invoice);
    expect((await postWebhook(event.payload, event.signature)).statusCode).toBe(200);
    const again = await postWebhook(event.payload, event.signature);
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    const rows = await app.database.db.selectFrom('billingHistory').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the newest subscription state when events arrive out of order', async () => {
    const { user } = await confirmedClient(app);
    const sub = (status: string) => ({
      id: `sub_ooo_${user.id}`,
      object: 'subscription',
      status,
      customer: `cus_ooo_${user.id}`,
      metadata: { userId: String(user.id) },
      items: { data: [{ price: { id: 'price_annual' } }] },
    });
    const now = Math.floor(Date.now() / 1000);
    const newer = signedEvent('customer.subscription.updated', sub('canceled'), now);
    const older = signedEvent('customer.subscription.updated', sub('active'), now - 60);
    expect((await postWebhook(newer.payload, newer.signature)).statusCode).toBe(200);
    expect((await statusOf(user.id)).subscriptionStatus).toBe('cancelled');
    expect((await postWebhook(older.payload, older.signature)).statusCode).toBe(200);
    expect((await statusOf(user.id)).subscriptionStatus).toBe('cancelled');
    const later = signedEvent('customer.subscription.updated', sub('past_due'), now + 60);
    await postWebhook(later.payload, later.signature);
    expect((await statusOf(user.id)).subscriptionStatus).toBe('expired');
  });

  it('writes paid and failed invoices to the billing history, newest first, for that user only', async () => {
    const { client, user } = await confirmedClient(app);
    const invoice = (id: string, created: number) => ({
      id,
      object: 'invoice',
      customer: 'cus_hist',
      metadata: { userId: String(user.id) },
      amount_paid: 499,
      amount_due: 499,
      currency: 'usd',
      created,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      lines: { data: [{ description: '1 × Paydown Monthly' }] },
    });
    const paid = signedEvent('invoice.paid', invoice(`in_a_${user.id}`, 1_790_000_000));
    const failed = signedEvent('invoice.payment_failed', { ...invoice(`in_b_${user.id}`, 1_792_600_000), amount_paid: 0 });
    await postWebhook(paid.payload, paid.signature);
    await postWebhook(failed.payload, failed.signature);
    const history = (await client.get('/api/billing-history')).body as {
      description: string;
      status: string;
      amount: string;
      invoiceUrl: string;
    }[];
    expect(history.map((h) => [h.status, h.amount])).toEqual([
      ['failed', '4.99'],
      ['paid', '4.99'],
    ]);
    expect(history[1]).toMatchObject({ description: '1 × Paydown Monthly', invoiceUrl: `https://invoice.stripe.test/in_a_${user.id}` });
    const { client: other } = await confirmedClient(app);
    expect((await other.get('/api/billing-history')).body).toEqual([]);
  });
});

describe(`Stripe webhooks: order and malformed events (${testDriverName()})`, () => {
  const invoiceFor = (userId: number, id: string) => ({
    id,
    object: 'invoice',
    customer: 'cus_order',
    metadata: { userId: String(userId) },
    amount_paid: 499,
    amount_due: 499,
    currency: 'usd',
    created: 1_790_000_000,
    hosted_invoice_url: `https://invoice.stripe.test/${id}`,
    lines: { data: [{ description: '1 × Paydown Monthly' }] },
  });

  it('keeps a paid invoice paid when invoice.payment_failed arrives after it; a failed invoice paid later becomes paid', async () => {
    const { client, user } = await confirmedClient(app);
    const now = Math.floor(Date.now() / 1000);
    const paid = signedEvent('invoice.paid', invoiceFor(user.id, `in_keep_${user.id}`), now);
    const lateFailure = signedEvent('invoice.payment_failed', { ...invoiceFor(user.id, `in_keep_${user.id}`), amount_paid: 0 }, now - 60);
    expect((await postWebhook(paid.payload, paid.signature)).statusCode).toBe(200);
    expect((await postWebhook(lateFailure.payload, lateFailure.signature)).statusCode).toBe(200);
    const failedFirst = signedEvent('invoice.payment_failed', invoiceFor(user.id, `in_retry_${user.id}`), now);
    const paidLater = signedEvent('invoice.paid', invoiceFor(user.id, `in_retry_${user.id}`), now + 60);
    await postWebhook(failedFirst.payload, failedFirst.signature);
    await postWebhook(paidLater.payload, paidLater.signature);
    const history = (await client.get('/api/billing-history')).body as { status: string; invoiceUrl: string }[];
    expect(history.map((h) => h.status)).toEqual(['paid', 'paid']);
  });

  it('answers 400 to a signed but malformed event and records nothing', async () => {
    const { user } = await confirmedClient(app);
    const malformed = [
      signedEvent('invoice.paid', { id: `in_bad_${user.id}`, object: 'invoice', metadata: { userId: String(user.id) } }),
      signedEvent('invoice.payment_failed', {
        ...{ id: `in_big_${user.id}`, object: 'invoice', customer: 'c', currency: 'usd', created: 1 },
        amount_paid: 0,
        amount_due: 1e15,
      }),
      signedEvent('customer.subscription.updated', {
        id: 'sub_bad',
        object: 'subscription',
        customer: 'cus_x',
        metadata: { userId: String(user.id) },
      }),
      signedEvent('checkout.session.completed', {
        id: 'cs_bad',
        object: 'checkout.session',
        customer: 42,
        client_reference_id: String(user.id),
      }),
    ];
    for (const event of malformed) {
      const res = await postWebhook(event.payload, event.signature);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const noData = JSON.stringify({ id: `evt_nodata_${user.id}`, object: 'event', type: 'invoice.paid', created: 1 });
    expect(
      (await postWebhook(noData, signer.webhooks.generateTestHeaderString({ payload: noData, secret: WEBHOOK_SECRET }))).statusCode,
    ).toBe(400);
    const recorded = await app.database.db
      .selectFrom('stripeEvents')
      .select('id')
      .where(
        'id',
        'in',
        malformed.map((e) => e.id),
      )
      .execute();
    expect(recorded).toEqual([]);
    // A user id in metadata beyond int4 is not ours: ignored, not a 500.
    const hugeUser = signedEvent('invoice.paid', { ...invoiceFor(user.id, `in_huge_${user.id}`), metadata: { userId: '99999999999' } });
    expect((await postWebhook(hugeUser.payload, hugeUser.signature)).statusCode).toBe(200);
    expect((await statusOf(user.id)).subscriptionStatus).toBe('trial');
  });
});

describe('payments not configured', () => {
  it('answers 503 with a clear message instead of failing', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.client().get('/api/stripe/price-ids');
      expect(res.status).toBe(503);
      expect((res.body as { message: string }).message).toBe('Payments are not set up on this server.');
      const { client } = await confirmedClient(plain);
      expect((await client.post('/api/stripe/create-checkout-session', { priceId: 'x' })).status).toBe(503);
      const hook = await plain.server.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(hook.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});
