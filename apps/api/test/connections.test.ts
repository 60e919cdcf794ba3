import { testDriverName } from '@paydown/db/testing';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAYMENT, CLIENT_ID, FakePlaid, INTEREST, LATE_FEE, PURCHASE, SECRET, txn } from './fake-plaid.ts';
import { addDebt, confirmedClient, createTestApp, type TestApp, type TestClient } from './helpers.ts';

// Bank connections through the real Plaid SDK, against a local fake Plaid: Link token, exchange,
// liabilities with several APRs on one card, transactions in two pages by cursor, a sync that
// writes the statement import's way (nothing twice), webhooks with a valid and an invalid
// signature, a login the lender wants renewed, another user's connection, and no Plaid at all.

const fake = new FakePlaid();
let app: TestApp;

type Account = {
  id: number;
  name: string;
  mask: string;
  debtId: number | null;
  proposal: { debtType: string; balance: string; balances: unknown[] | null } | null;
};
type Connection = { id: number; institution: string | null; status: string; lastSyncAt: string | null; accounts: Account[] };

beforeAll(async () => {
  await fake.start();
  fake.pages.set('', {
    added: [
      txn('t-purchase', 'card-1', '2026-11-20', 200, 'AMAZON MKTPLACE', PURCHASE),
      txn('t-pay1', 'card-1', '2026-11-25', -150, 'Payment Thank You', CARD_PAYMENT),
      txn('t-int', 'card-1', '2026-12-10', 25.5, 'INTEREST CHARGE ON PURCHASES', INTEREST),
    ],
    next: 'c1',
    hasMore: true,
  });
  fake.pages.set('c1', {
    added: [
      txn('t-fee', 'card-1', '2026-12-05', 39, 'LATE FEE', LATE_FEE),
      txn('t-pay2', 'card-1', '2026-12-17', -100, 'AUTOPAY PAYMENT', CARD_PAYMENT),
      txn('t-pending', 'card-1', '2026-12-19', 12, 'COFFEE', PURCHASE, true),
    ],
    next: 'c2',
    hasMore: false,
  });
  app = await createTestApp({ PLAID_CLIENT_ID: CLIENT_ID, PLAID_SECRET: SECRET, PLAID_API_BASE: fake.base });
  app.clock.setTo('2026-12-20T12:00:00Z');
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const payments = async (client: TestClient, id: number) =>
  (await client.get(`/api/debts/${id}/payments`)).body as { amount: string; paymentDate: string; note: string | null }[];
const debt = async (client: TestClient, id: number) =>
  ((await client.get('/api/debts')).body as ({ id: number } & Debt)[]).find((d) => d.id === id);
type Debt = {
  balance: string;
  interestRate: string;
  minPayment: string;
  dueDate: string;
  balances: { kind: string; amount: string; apr: string }[] | null;
};
const connections = async (client: TestClient) => (await client.get('/api/connections')).body as Connection[];

async function postWebhook(payload: string, header: string) {
  return app.server.app.inject({
    method: 'POST',
    url: '/api/plaid/webhook',
    headers: { 'content-type': 'application/json', 'plaid-verification': header },
    payload,
  });
}

let owner: TestClient;
let connection: Connection;
let cardDebtId: number;

describe(`bank connections through Plaid (${testDriverName()})`, () => {
  it('makes a Link token for liabilities and transactions', async () => {
    owner = (await confirmedClient(app)).client;
    const res = await owner.post('/api/connections/link-token', {});
    expect(res.status).toBe(200);
    expect((res.body as { linkToken: string }).linkToken).toMatch(/^link-sandbox-/);
    const sent = fake.calls('/link/token/create').at(-1)?.body;
    expect(sent?.products).toEqual(['liabilities', 'transactions']);
    expect(sent?.user).toEqual({ client_user_id: expect.any(String) });
    expect((await owner.get('/api/connections/config')).body).toEqual({ configured: true });
    // The page may load Plaid Link's script and open its window; nothing else from elsewhere.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.plaid.com/link/v2/stable/link-initialize.js");
    expect(csp).toContain('frame-src https://cdn.plaid.com/');
    expect(csp).toContain("connect-src 'self' https://production.plaid.com/ https://sandbox.plaid.com/");
  });

  it('exchanges the public token, seals the access token, and lists the accounts masked with a proposal per liability', async () => {
    const res = await owner.post('/api/connections', { publicToken: 'public-owner' });
    expect(res.status).toBe(200);
    connection = res.body as Connection;
    expect(connection.institution).toBe('Chase');
    expect(connection.status).toBe('ok');
    expect(connection.lastSyncAt).not.toBeNull();
    const [card, student, checking] = connection.accounts;
    expect(card?.mask).toBe('•••• 3333');
    expect(card?.proposal).toMatchObject({
      debtType: 'credit_card',
      balance: '1700.00',
      interestRate: '24.99',
      minPayment: '55.00',
      dueDate: '2027-01-05',
      balances: [
        { kind: 'purchase', amount: '1000.00', apr: '24.99' },
        { kind: 'balance_transfer', amount: '500.00', apr: '3.99' },
        { kind: 'cash_advance', amount: '200.00', apr: '29.99' },
      ],
    });
    expect(student?.proposal).toMatchObject({ debtType: 'student_loan', balance: '12000.50', interestRate: '5.50', minPayment: '130.25' });
    expect(checking?.proposal).toBeNull();
    // The transactions were read in two pages, the second from the first's cursor.
    expect(fake.calls('/transactions/sync').map((c) => c.body.cursor ?? '')).toEqual(['', 'c1']);
    const stored = await app.database.db
      .selectFrom('bankConnections')
      .select(['accessToken', 'transactionsCursor'])
      .executeTakeFirstOrThrow();
    expect(stored.accessToken).not.toContain('access-sandbox');
    expect(stored.accessToken).toMatch(/^v1\./);
    expect(stored.transactionsCursor).toBe('c2');
    expect(JSON.stringify(await owner.get('/api/connections'))).not.toContain('access-sandbox');
  });

  it('links the card to a debt: its APRs become its balances, the statement is stored, a hand-logged payment is matched', async () => {
    cardDebtId = (
      await addDebt(owner, {
        debtName: 'Chase Visa',
        debtType: 'credit_card',
        balance: '1850',
        interestRate: '22.00',
        minPayment: '40',
        dueDate: '2027-01-02',
      })
    ).id;
    expect((await owner.post(`/api/debts/${cardDebtId}/payments`, { amount: '150', paymentDate: '2026-11-26' })).status).toBe(200);
    const card = connection.accounts[0];
    const res = await owner.post(`/api/connections/${connection.id}/link`, { accountId: card?.id, debtId: cardDebtId });
    expect(res.status).toBe(200);
    expect((res.body as Connection).accounts[0]).toMatchObject({ debtId: cardDebtId, debtName: 'Chase Visa', proposal: null });

    const after = await debt(owner, cardDebtId);
    expect(after?.balance).toBe('1700.00');
    expect(after?.minPayment).toBe('55.00');
    expect(after?.dueDate).toBe('2027-01-05');
    expect(after?.interestRate).toBe('24.99');
    expect(after?.balances?.map((b) => [b.kind, b.apr])).toEqual([
      ['purchase', '24.99'],
      ['balance_transfer', '3.99'],
      ['cash_advance', '29.99'],
    ]);
    // The $150 logged by hand is the statement's payment; the $100 since is logged once.
    const logged = await payments(owner, cardDebtId);
    expect(logged.map((p) => [p.amount, p.paymentDate]).sort()).toEqual([
      ['100.00', '2026-12-17'],
      ['150.00', '2026-11-26'],
    ]);
    const statements = (await owner.get(`/api/debts/${cardDebtId}/statements`)).body as {
      periodStart: string;
      periodEnd: string;
      closingBalance: string;
      interestCharged: string;
    }[];
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({
      periodStart: '2026-11-11',
      periodEnd: '2026-12-10',
      closingBalance: '1800.00',
      interestCharged: '25.50',
    });
    const lines = await app.database.db
      .selectFrom('statementLines')
      .select(['fitid', 'kind'])
      .where('debtId', '=', cardDebtId)
      .orderBy('fitid')
      .execute();
    expect(lines).toEqual([
      { fitid: 't-fee', kind: 'fee' },
      { fitid: 't-int', kind: 'interest' },
      { fitid: 't-pay1', kind: 'payment' },
      { fitid: 't-purchase', kind: 'purchase' },
    ]);
  });

  it('makes a debt from a loan account when the user confirms its proposal', async () => {
    const student = connection.accounts[1];
    const res = await owner.post(`/api/connections/${connection.id}/link`, { accountId: student?.id, debtId: null });
    expect(res.status).toBe(200);
    const debtId = (res.body as Connection).accounts[1]?.debtId;
    expect(debtId).toEqual(expect.any(Number));
    const made = await debt(owner, debtId ?? 0);
    expect(made).toMatchObject({ balance: '12000.50', interestRate: '5.50', minPayment: '130.25', dueDate: '2027-01-08' });
  });

  it('syncs again from the stored cursor and logs nothing twice', async () => {
    const res = await owner.post(`/api/connections/${connection.id}/sync`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paymentsLogged: 0, statementsStored: 0 });
    expect(fake.calls('/transactions/sync').at(-1)?.body.cursor).toBe('c2');
    expect(await payments(owner, cardDebtId)).toHaveLength(2);
    expect((await debt(owner, cardDebtId))?.balance).toBe('1700.00');
  });

  it('another user cannot sync, link, renew or disconnect the connection: 404', async () => {
    const { client: stranger } = await confirmedClient(app);
    expect((await stranger.post(`/api/connections/${connection.id}/sync`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/connections/${connection.id}/link`, { accountId: connection.accounts[0]?.id, debtId: null })).status,
    ).toBe(404);
    expect((await stranger.post('/api/connections/link-token', { connectionId: connection.id })).status).toBe(404);
    expect((await stranger.del(`/api/connections/${connection.id}`)).status).toBe(404);
    expect(await connections(stranger)).toEqual([]);
    expect(await connections(owner)).toHaveLength(1);
  });

  it('a webhook with an invalid signature is refused (400) and changes nothing', async () => {
    const before = fake.requests.length;
    const other = await generateKeyPair('ES256');
    const body = { webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: 'item-owner' };
    const forged = await fake.signed(body, app.clock.now(), other.privateKey);
    expect((await postWebhook(forged.payload, forged.header)).statusCode).toBe(400);
    // A genuine signature over another body.
    const genuine = await fake.signed(body, app.clock.now());
    const tampered = genuine.payload.replace('SYNC_UPDATES_AVAILABLE', 'DEFAULT_UPDATE');
    expect((await postWebhook(tampered, genuine.header)).statusCode).toBe(400);
    // Signed more than 5 minutes ago.
    const old = await fake.signed(body, new Date(app.clock.now().getTime() - 6 * 60_000));
    expect((await postWebhook(old.payload, old.header)).statusCode).toBe(400);
    expect((await postWebhook(genuine.payload, '')).statusCode).toBe(400);
    await app.server.deps.background.settle();
    expect(fake.requests.slice(before).filter((r) => r.path !== '/webhook_verification_key/get')).toEqual([]);
    expect(await payments(owner, cardDebtId)).toHaveLength(2);
  });

  it('a verified SYNC_UPDATES_AVAILABLE webhook syncs: the new payment is logged once, the balance follows the bank', async () => {
    fake.pages.set('c2', {
      added: [txn('t-pay3', 'card-1', '2026-12-19', -50, 'Payment Thank You', CARD_PAYMENT)],
      next: 'c3',
      hasMore: false,
    });
    fake.cardCurrent = 1650;
    const { payload, header } = await fake.signed(
      { webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: 'item-owner' },
      app.clock.now(),
    );
    const res = await postWebhook(payload, header);
    expect(res.statusCode).toBe(200);
    await app.server.deps.background.settle();
    expect((await payments(owner, cardDebtId)).map((p) => p.amount).sort()).toEqual(['100.00', '150.00', '50.00']);
    expect((await debt(owner, cardDebtId))?.balance).toBe('1650.00');
    // The same webhook again: the cursor moved on, nothing new.
    await postWebhook(payload, header);
    await app.server.deps.background.settle();
    expect(await payments(owner, cardDebtId)).toHaveLength(3);
  });

  it('ITEM_LOGIN_REQUIRED (webhook or sync) marks the connection for the user to sign in again', async () => {
    const { payload, header } = await fake.signed(
      {
        webhook_type: 'ITEM',
        webhook_code: 'ERROR',
        item_id: 'item-owner',
        error: { error_code: 'ITEM_LOGIN_REQUIRED', error_type: 'ITEM_ERROR' },
      },
      app.clock.now(),
    );
    expect((await postWebhook(payload, header)).statusCode).toBe(200);
    expect((await connections(owner))[0]?.status).toBe('login_required');
    fake.loginRequired.add('access-sandbox-owner');
    const res = await owner.post(`/api/connections/${connection.id}/sync`);
    expect(res.status).toBe(409);
    expect((await connections(owner))[0]?.status).toBe('login_required');
    // Sign in again: Link in update mode for this login.
    expect((await owner.post('/api/connections/link-token', { connectionId: connection.id })).status).toBe(200);
    expect(fake.calls('/link/token/create').at(-1)?.body).toMatchObject({ access_token: 'access-sandbox-owner' });
    fake.loginRequired.delete('access-sandbox-owner');
    expect((await owner.post(`/api/connections/${connection.id}/sync`)).status).toBe(200);
    expect((await connections(owner))[0]?.status).toBe('ok');
  });

  it('two syncs of one login at once take turns: the payment they both read is logged once', async () => {
    fake.pages.set('c3', {
      added: [txn('t-pay4', 'card-1', '2026-12-20', -25, 'Payment Thank You', CARD_PAYMENT)],
      next: 'c4',
      hasMore: false,
    });
    fake.cardCurrent = 1625;
    const [a, b] = await Promise.all([
      owner.post(`/api/connections/${connection.id}/sync`),
      owner.post(`/api/connections/${connection.id}/sync`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await payments(owner, cardDebtId)).map((p) => p.amount).sort()).toEqual(['100.00', '150.00', '25.00', '50.00']);
    expect((await debt(owner, cardDebtId))?.balance).toBe('1625.00');
  });

  it('once the trial has ended, a webhook syncs nothing: the data stays as the user left it', async () => {
    fake.pages.set('c4', {
      added: [txn('t-pay5', 'card-1', '2027-01-20', -10, 'Payment Thank You', CARD_PAYMENT)],
      next: 'c5',
      hasMore: false,
    });
    const before = fake.calls('/transactions/sync').length;
    app.clock.setTo('2027-02-01T12:00:00Z');
    try {
      const { payload, header } = await fake.signed(
        { webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: 'item-owner' },
        app.clock.now(),
      );
      expect((await postWebhook(payload, header)).statusCode).toBe(200);
      await app.server.deps.background.settle();
      expect(fake.calls('/transactions/sync')).toHaveLength(before);
      expect(await payments(owner, cardDebtId)).toHaveLength(4);
    } finally {
      app.clock.setTo('2026-12-20T12:00:00Z');
    }
  });

  it('disconnect removes the login at Plaid and the stored token; the debts, payments and statements stay', async () => {
    const res = await owner.del(`/api/connections/${connection.id}`);
    expect(res.status).toBe(200);
    expect(fake.calls('/item/remove').at(-1)?.body).toMatchObject({ access_token: 'access-sandbox-owner' });
    expect(await connections(owner)).toEqual([]);
    expect(await app.database.db.selectFrom('bankConnections').select('id').execute()).toEqual([]);
    expect(await payments(owner, cardDebtId)).toHaveLength(4);
    expect(((await owner.get(`/api/debts/${cardDebtId}/statements`)).body as unknown[]).length).toBe(1);
  });

  it('a card confirmed as a new debt takes its APRs as balances; deleting the account closes its logins at Plaid', async () => {
    const { client } = await confirmedClient(app);
    const made = (await client.post('/api/connections', { publicToken: 'public-leaver' })).body as Connection;
    // The card confirmed as a new debt: its three APRs are its balances, its balance the bank's.
    const linked = await client.post(`/api/connections/${made.id}/link`, { accountId: made.accounts[0]?.id, debtId: null });
    const cardId = (linked.body as Connection).accounts[0]?.debtId ?? 0;
    const card = await debt(client, cardId);
    expect(card?.balance).toBe(`${fake.cardCurrent.toFixed(2)}`);
    expect(card?.balances?.map((b) => b.kind)).toEqual(['purchase', 'balance_transfer', 'cash_advance']);
    expect((await client.del('/api/auth/user')).status).toBe(200);
    expect(fake.calls('/item/remove').at(-1)?.body).toMatchObject({ access_token: 'access-sandbox-leaver' });
    expect(await app.database.db.selectFrom('bankConnections').select('id').where('itemId', '=', 'item-leaver').execute()).toEqual([]);
  });

  it('limits Link tokens per user and hour (429)', async () => {
    const { client } = await confirmedClient(app);
    for (let i = 0; i < 10; i += 1) expect((await client.post('/api/connections/link-token', {})).status).toBe(200);
    const res = await client.post('/api/connections/link-token', {});
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe(`bank connections without Plaid configured (${testDriverName()})`, () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => bare.close());

  it('answers 503 "not configured", and the config says so', async () => {
    const { client } = await confirmedClient(bare);
    const config = await client.get('/api/connections/config');
    expect(config.body).toEqual({ configured: false });
    expect(String(config.headers['content-security-policy'])).not.toContain('plaid');
    for (const res of [
      await client.post('/api/connections/link-token', {}),
      await client.post('/api/connections', { publicToken: 'public-x' }),
      await client.get('/api/connections'),
      await client.post('/api/connections/1/sync'),
      await client.del('/api/connections/1'),
    ]) {
      expect(res.status).toBe(503);
      expect((res.body as { message: string }).message).toBe('Bank connections are not set up on this server.');
    }
    const webhook = await bare.server.app.inject({
      method: 'POST',
      url: '/api/plaid/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(webhook.statusCode).toBe(503);
  });
});
