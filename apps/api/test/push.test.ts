import { testDriverName } from '@paydown/db/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { sendPush } from '../src/adapters/push/web-push.ts';
import { runPaymentReminders } from '../src/jobs/payment-reminders.ts';
import { runPushReminders } from '../src/jobs/push-reminders.ts';
import { startFakePushService, type FakeDevice, type FakePushService } from '@paydown/fake-push-service';
import { confirmedClient, signedUpClient, TEST_ENV, useTestApp, type TestClient } from './helpers.ts';

const app = useTestApp();
let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => {
  await service.close();
});

const TODAY = '2026-12-02T12:00:00Z';
/** A card due in 3 days (Dec 5) with a $200.00 payment: the default reminder (3 days before due) is today. */
const dueIn3Days = { debtName: 'Chase Sapphire', balance: '1000', interestRate: '24', minPayment: 200, dueDate: '2026-12-05' };

async function userWithDebt(signUp = confirmedClient) {
  app.clock.setTo(TODAY);
  const user = await signUp(app);
  const res = await user.client.post('/api/debts', dueIn3Days);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return user;
}

async function subscribed(client: TestClient): Promise<FakeDevice> {
  const device = service.device();
  const res = await client.post('/api/push/subscriptions', device.subscription);
  expect(res.status).toBe(200);
  return device;
}

const pushesTo = (device: FakeDevice) => service.delivered.filter((d) => d.deviceId === device.id);
const messagesTo = (device: FakeDevice) =>
  pushesTo(device).map((d) => JSON.parse(d.payload) as { title: string; body: string; url: string; tag: string });
const devicesOf = (userId: number) =>
  app.database.db.selectFrom('pushSubscriptions').select('endpoint').where('userId', '=', userId).execute();

describe(`push reminders (${testDriverName()})`, () => {
  it("gives the server's VAPID public key, made in the data folder outside production", async () => {
    const { client } = await confirmedClient(app);
    const res = await client.get('/api/push/key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: app.config.vapid?.publicKey });
    expect((res.body as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await app.client().get('/api/push/key')).status).toBe(401);
  });

  it('subscribes this device, tells its status, and unsubscribes it', async () => {
    const { client } = await confirmedClient(app);
    const device = service.device();
    const endpoint = { endpoint: device.subscription.endpoint };
    expect((await client.post('/api/push/status', endpoint)).body).toEqual({ subscribed: false });
    expect((await client.post('/api/push/subscriptions', device.subscription)).body).toEqual({ subscribed: true });
    expect((await client.post('/api/push/status', endpoint)).body).toEqual({ subscribed: true });
    expect((await client.post('/api/push/unsubscribe', endpoint)).body).toEqual({ subscribed: false });
    expect((await client.post('/api/push/status', endpoint)).body).toEqual({ subscribed: false });
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://127.0.0.1/push/1' }],
    ['a key that is not a P-256 point', { keys: { p256dh: 'abc', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }],
    ['an auth secret of the wrong size', { keys: { p256dh: 'B'.repeat(87), auth: 'short' } }],
  ])('refuses %s with 400', async (_name, override) => {
    const { client, user } = await confirmedClient(app);
    const res = await client.post('/api/push/subscriptions', { ...service.device().subscription, ...override });
    expect(res.status).toBe(400);
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it('sends a test notification that verifies (VAPID JWT for the origin, signed with the public key) and decrypts on the device', async () => {
    const { client } = await confirmedClient(app);
    const device = await subscribed(client);
    const res = await client.post('/api/push/test', { endpoint: device.subscription.endpoint });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Test notification sent' });
    expect(service.refused).toEqual([]);
    const [push] = pushesTo(device);
    expect(push?.vapidPublicKey).toBe(app.config.vapid?.publicKey);
    expect(push?.jwt.aud).toBe(service.origin);
    expect(push?.jwt.sub).toBe('mailto:support@paydown.app');
    expect(messagesTo(device)).toEqual([
      {
        title: 'Paydown test notification',
        body: 'Push notifications work on this device.',
        url: '/profile?tab=account',
        tag: 'paydown-test',
      },
    ]);
  });

  it('rate limits test notifications per user', async () => {
    const { client } = await confirmedClient(app);
    const device = await subscribed(client);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await client.post('/api/push/test', { endpoint: device.subscription.endpoint })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(pushesTo(device)).toHaveLength(5);
  });

  it("asks for the plan's payment, extra included, as the email and the Dashboard do", async () => {
    const { client } = await userWithDebt();
    expect((await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '150' })).status).toBe(200);
    const phone = await subscribed(client);
    await runPushReminders(app.server.deps);
    // The minimum is $200.00; the plan pays it and the $150.00 extra this cycle.
    expect(messagesTo(phone)[0]?.body).toContain('Chase Sapphire: $350.00, due Dec 5');
  });

  it("pushes the email's reminder to every device of the user, once a day however often the job runs", async () => {
    const { client } = await userWithDebt();
    const phone = await subscribed(client);
    const laptop = await subscribed(client);
    // Two instances at once, then again later the same day.
    await Promise.all([runPushReminders(app.server.deps), runPushReminders(app.server.deps)]);
    await runPushReminders(app.server.deps);
    expect(service.refused).toEqual([]);
    for (const device of [phone, laptop]) {
      const messages = messagesTo(device);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.title).toMatch(/^Payment reminder: Chase Sapphire \$200\.00 on /);
      expect(messages[0]?.body).toContain('Chase Sapphire: $200.00, due Dec 5');
      expect(messages[0]?.url).toBe('/debts');
    }
    // The email goes out on its own claim, as before.
    expect(await runPaymentReminders(app.server.deps)).toBeGreaterThanOrEqual(1);
    expect(messagesTo(phone)).toHaveLength(1);
  });

  it('pushes to a user whose email is not confirmed, and not to one who turned reminders off', async () => {
    const unconfirmed = await userWithDebt(signedUpClient);
    const device = await subscribed(unconfirmed.client);
    const off = await userWithDebt();
    const offDevice = await subscribed(off.client);
    await off.client.put('/api/notification-settings', { paymentReminders: false, reminderDaysBefore: 3, trialEmails: true });
    await runPushReminders(app.server.deps);
    expect(messagesTo(device)).toHaveLength(1);
    expect(messagesTo(offDevice)).toHaveLength(0);
  });

  it('forgets a device whose push service answers 404 or 410, keeping the others', async () => {
    const { client, user } = await userWithDebt();
    const gone = await subscribed(client);
    const expired = await subscribed(client);
    const kept = await subscribed(client);
    service.answer(gone, 410);
    service.answer(expired, 404);
    await runPushReminders(app.server.deps);
    expect(messagesTo(kept)).toHaveLength(1);
    expect((await devicesOf(user.id)).map((d) => d.endpoint)).toEqual([kept.subscription.endpoint]);
  });

  it('a test notification to a device that is gone forgets it and says so', async () => {
    const { client, user } = await confirmedClient(app);
    const device = await subscribed(client);
    service.answer(device, 410);
    const res = await client.post('/api/push/test', { endpoint: device.subscription.endpoint });
    expect(res.status).toBe(404);
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it("leaves another user's device alone: no unsubscribe, no test, no takeover without its keys", async () => {
    const owner = await userWithDebt();
    const device = await subscribed(owner.client);
    const other = await confirmedClient(app);
    const endpoint = { endpoint: device.subscription.endpoint };

    expect((await other.client.post('/api/push/unsubscribe', endpoint)).status).toBe(200);
    expect((await other.client.post('/api/push/status', endpoint)).body).toEqual({ subscribed: false });
    expect((await other.client.post('/api/push/test', endpoint)).status).toBe(404);
    const forged = { ...device.subscription, keys: service.device().subscription.keys };
    expect((await other.client.post('/api/push/subscriptions', forged)).status).toBe(409);

    expect((await owner.client.post('/api/push/status', endpoint)).body).toEqual({ subscribed: true });
    await runPushReminders(app.server.deps);
    expect(messagesTo(device)).toHaveLength(1);
  });

  it('moves a device to the account signed in on the same browser (same keys)', async () => {
    const first = await confirmedClient(app);
    const device = await subscribed(first.client);
    const second = await confirmedClient(app);
    expect((await second.client.post('/api/push/subscriptions', device.subscription)).status).toBe(200);
    expect(await devicesOf(first.user.id)).toHaveLength(0);
    expect(await devicesOf(second.user.id)).toHaveLength(1);
  });

  it('keeps pushing to a device whose session ended other than by its Sign Out button (signed out from another device, or expired)', async () => {
    const { client, input, user } = await userWithDebt();
    const phone = app.client();
    expect((await phone.post('/api/auth/login', { username: input.username, password: input.password })).status).toBe(200);
    const phoneDevice = await subscribed(phone);
    // "Sign out everywhere else" from the first browser ends the phone's session...
    expect((await client.post('/api/auth/sessions/revoke-others')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    // ... and the first browser's session runs out too (the store drops expired sessions).
    await app.database.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    expect((await client.get('/api/auth/user')).status).toBe(401);
    await runPushReminders(app.server.deps);
    expect(messagesTo(phoneDevice).map((m) => m.title)).toEqual([expect.stringMatching(/^Payment reminder: Chase Sapphire \$200\.00 on /)]);
  });

  it('deleting the account deletes its devices and their claims', async () => {
    const { client, user } = await userWithDebt();
    await subscribed(client);
    await runPushReminders(app.server.deps);
    expect((await client.del('/api/auth/user')).status).toBe(200);
    expect(await devicesOf(user.id)).toHaveLength(0);
    const claims = await app.database.db.selectFrom('pushRemindersSent').select('userId').where('userId', '=', user.id).execute();
    expect(claims).toHaveLength(0);
  });

  it('the fake push service refuses what a real one would: a JWT signed by another key, a payload for another device', async () => {
    const vapid = app.config.vapid!;
    const device = service.device();
    const stranger = service.device();
    const other = (await import('web-push')).default.generateVAPIDKeys();
    const target = { endpoint: device.subscription.endpoint, ...device.subscription.keys };
    // Signed with another private key than the public key it names.
    expect(await sendPush({ ...vapid, privateKey: other.privateKey }, target, 'hello')).toBe('failed');
    // Encrypted to another device's keys.
    expect(await sendPush(vapid, { ...target, ...stranger.subscription.keys }, 'hello')).toBe('failed');
    expect(service.refused).toHaveLength(2);
    expect(service.refused[0]).toMatch(/signature/);
    service.refused.length = 0;
    expect(await sendPush(vapid, target, 'hello')).toBe('delivered');
    expect(pushesTo(device).map((d) => d.payload)).toEqual(['hello']);
  });
});

describe('VAPID keys', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'paydown-vapid-'));

  it('are made once into the data folder outside production and read back on the next start', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ ...TEST_ENV, NODE_ENV: 'development', DATA_DIR }).vapid;
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadConfig({ ...TEST_ENV, NODE_ENV: 'development', DATA_DIR }).vapid).toEqual(first);
  });

  it('come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; both or neither; none in production means push is off', async () => {
    const pair = (await import('web-push')).default.generateVAPIDKeys();
    const production = { ...TEST_ENV, NODE_ENV: 'production', DATA_DIR: dataDir() };
    expect(loadConfig({ ...production, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).vapid).toEqual({
      ...pair,
      subject: 'mailto:support@paydown.app',
    });
    expect(loadConfig(production).vapid).toBeUndefined();
    expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: set both VAPID keys or neither/,
    );
  });
});
