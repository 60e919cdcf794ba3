import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDriverName } from '@paydown/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/features/notifications/unsubscribe-token.ts';
import { runPaymentReminders } from '../src/jobs/payment-reminders.ts';
import { runTrialReminders } from '../src/jobs/trial-reminders/job.ts';
import { confirmedClient, createTestApp, signedUpClient, TEST_ENV, type TestApp, type TestClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type ErrorBody = { message: string; data?: { fields?: Record<string, string> } };

const TODAY = '2026-12-02T12:00:00Z';
/** A card due in 3 days (Dec 5) with a $200.00 payment. */
const dueIn3Days = { debtName: 'Chase Sapphire', balance: '1000', interestRate: '24', minPayment: 200, dueDate: '2026-12-05' };

async function addDebt(client: TestClient, body: Record<string, unknown> = dueIn3Days): Promise<void> {
  const res = await client.post('/api/debts', body);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
}

const remindersTo = (target: TestApp, email: string) =>
  target.database.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('to', '=', email)
    .where('template', '=', 'payment-reminder')
    .orderBy('id')
    .execute();

const linkIn = (text: string) => {
  const match = /(http:\/\/localhost:3000\/unsubscribe\?token=[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error('no unsubscribe link');
  return match[1].replace('http://localhost:3000', '');
};

/** On TODAY: a user (email confirmed, unless `signUp` is signedUpClient) with one debt (the card due in 3 days by default). */
async function userWithDebt(debt: Record<string, unknown> = dueIn3Days, signUp = confirmedClient) {
  app.clock.setTo(TODAY);
  const user = await signUp(app);
  await addDebt(user.client, debt);
  return user;
}

/** Runs the reminders and returns the unsubscribe link of the first reminder emailed to `email`. */
async function remindedLink(email: string): Promise<string> {
  await runPaymentReminders(app.server.deps);
  const [mail] = await remindersTo(app, email);
  return linkIn(mail!.textBody);
}

describe(`notification settings (${testDriverName()})`, () => {
  it('starts with payment reminders on, 3 days before due, and trial emails on; saves a change', async () => {
    const { client } = await confirmedClient(app);
    expect((await client.get('/api/notification-settings')).body).toEqual({
      paymentReminders: true,
      reminderDaysBefore: 3,
      trialEmails: true,
    });
    const saved = await client.put('/api/notification-settings', { paymentReminders: false, reminderDaysBefore: 7, trialEmails: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ paymentReminders: false, reminderDaysBefore: 7, trialEmails: false });
    expect((await client.get('/api/notification-settings')).body).toEqual(saved.body);
  });

  it.each([
    [{ reminderDaysBefore: 0 }, 'reminderDaysBefore'],
    [{ reminderDaysBefore: 8 }, 'reminderDaysBefore'],
    [{ reminderDaysBefore: 2.5 }, 'reminderDaysBefore'],
    [{ reminderDaysBefore: '3' }, 'reminderDaysBefore'],
    [{ paymentReminders: 'false' }, 'paymentReminders'],
    [{ trialEmails: null }, 'trialEmails'],
  ])('refuses %j with 400 under %s and changes nothing', async (override, field) => {
    const { client } = await confirmedClient(app);
    const res = await client.put('/api/notification-settings', {
      paymentReminders: true,
      reminderDaysBefore: 3,
      trialEmails: true,
      ...override,
    });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).data?.fields?.[field]).toBeTruthy();
    expect((await client.get('/api/notification-settings')).body).toEqual({
      paymentReminders: true,
      reminderDaysBefore: 3,
      trialEmails: true,
    });
  });

  it('refuses a missing field and an unknown one, and answers 401 when signed out', async () => {
    const { client } = await confirmedClient(app);
    expect((await client.put('/api/notification-settings', { paymentReminders: true, trialEmails: true })).status).toBe(400);
    expect(
      (await client.put('/api/notification-settings', { paymentReminders: true, reminderDaysBefore: 3, trialEmails: true, userId: 1 }))
        .status,
    ).toBe(400);
    expect((await app.client().get('/api/notification-settings')).status).toBe(401);
    expect(
      (await app.client().put('/api/notification-settings', { paymentReminders: false, reminderDaysBefore: 3, trialEmails: true })).status,
    ).toBe(401);
  });
});

describe(`payment reminder emails (${testDriverName()})`, () => {
  it('emails a cycle due in 3 days once a day, with amount, dates, lender, savings, text and HTML', async () => {
    const { client, input } = await userWithDebt();
    const debt = ((await client.get('/api/debts')).body as { suggestedPaymentDate: string; interestSavings: string }[])[0];

    await runPaymentReminders(app.server.deps);
    await runPaymentReminders(app.server.deps);
    const mails = await remindersTo(app, input.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^Payment reminder: Chase Sapphire \$200\.00 on /);
    expect(mail.textBody).toContain('Chase Sapphire: $200.00, due Dec 5');
    if (Number(debt?.interestSavings) > 0) expect(mail.textBody).toContain(`saves $${debt?.interestSavings} in interest`);
    expect(mail.textBody).toContain('http://localhost:3000/unsubscribe?token=');
    expect(mail.htmlBody).toContain('<li>Chase Sapphire: $200.00, due Dec 5');
    expect(mail.htmlBody).toContain('href="http://localhost:3000/unsubscribe?token=');

    // The next day the debt is due in 2 days: nothing to remind of.
    app.clock.setTo('2026-12-03T12:00:00Z');
    await runPaymentReminders(app.server.deps);
    expect(await remindersTo(app, input.email)).toHaveLength(1);
  });

  it('follows the chosen number of days before due', async () => {
    const { client, input } = await userWithDebt({ ...dueIn3Days, dueDate: '2026-12-09' });
    await runPaymentReminders(app.server.deps);
    expect(await remindersTo(app, input.email)).toHaveLength(0);
    await client.put('/api/notification-settings', { paymentReminders: true, reminderDaysBefore: 7, trialEmails: true });
    await runPaymentReminders(app.server.deps);
    expect(await remindersTo(app, input.email)).toHaveLength(1);
  });

  it('never reminds of a cycle the user has already paid (nothing asks to pay it again)', async () => {
    const { client, input } = await userWithDebt();
    const debt = ((await client.get('/api/debts')).body as { id: number }[])[0];
    const logged = await client.post(`/api/debts/${debt?.id}/payments`, { amount: '200.00' });
    expect(logged.status).toBe(200);
    expect(((await client.get('/api/debts')).body as { cyclePaid: boolean }[])[0]?.cyclePaid).toBe(true);

    expect(await runPaymentReminders(app.server.deps)).toBe(0);
    expect(await remindersTo(app, input.email)).toHaveLength(0);
  });

  it('never emails a user whose email is not confirmed', async () => {
    const { input } = await userWithDebt(dueIn3Days, signedUpClient);
    await runPaymentReminders(app.server.deps);
    expect(await remindersTo(app, input.email)).toHaveLength(0);
  });

  it('opening the emailed link changes nothing: it shows that reminders are on and one button', async () => {
    const { client, input } = await userWithDebt();
    const link = await remindedLink(input.email);
    // A mail scanner or a link prefetcher opening it, twice, and a HEAD.
    for (let i = 0; i < 2; i++) {
      const page = await app.client().get(link);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('Unsubscribe from payment reminders?');
      expect(page.text.match(/<button/g)).toHaveLength(1);
      expect(page.text).toContain(`<form method="post" action="${link}">`);
    }
    expect((await app.server.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(200);
    expect((await client.get('/api/notification-settings')).body).toMatchObject({ paymentReminders: true });
  });

  it("unsubscribes with the page's button without signing in, shows it, and never emails again", async () => {
    const { client, input } = await userWithDebt();
    const link = await remindedLink(input.email);
    // What a browser sends for the page's form: form-encoded, same origin, asking for HTML.
    const press = () =>
      app.client().post(link, 'List-Unsubscribe=One-Click', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      });
    const done = await press();
    expect(done.status).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.text).toContain('You are unsubscribed');
    expect(done.text).not.toContain('<button');
    expect((await client.get('/api/notification-settings')).body).toMatchObject({ paymentReminders: false });
    // Again, and opening the link afterwards: the same state, nothing else changes.
    expect((await press()).status).toBe(200);
    const page = await app.client().get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('You are unsubscribed');
    expect(page.text).not.toContain('<button');

    app.clock.setTo('2026-12-03T12:00:00Z');
    await addDebt(client, { ...dueIn3Days, dueDate: '2026-12-06' });
    await runPaymentReminders(app.server.deps);
    expect(await remindersTo(app, input.email)).toHaveLength(1);
  });

  it('takes the one-click POST of List-Unsubscribe-Post (form-encoded, no Origin)', async () => {
    const { client, user } = await confirmedClient(app);
    const token = unsubscribeToken(app.config.sessionSecret, user.id);
    const res = await app.client().post(`/unsubscribe?token=${encodeURIComponent(token)}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You are unsubscribed' });
    expect((await client.get('/api/notification-settings')).body).toMatchObject({ paymentReminders: false });
  });

  it('accepts a token only in the spelling it was issued in', async () => {
    const { client, user } = await confirmedClient(app);
    const token = unsubscribeToken(app.config.sessionSecret, user.id);
    // 43 base64url characters carry 258 bits for a 256-bit MAC: the last character's two low bits
    // are free, so three other characters decode to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.slice(-1));
    const spellings = [1, 2, 3].map((bits) => `${token.slice(0, -1)}${alphabet[last ^ bits]}`);
    const [id, mac = ''] = token.split('.');
    spellings.push(`${token}=`, `${id}.${mac.replace(/-/g, '+').replace(/_/g, '/')}=`, `0${token}`);
    for (const spelling of spellings) {
      expect(spelling).not.toBe(token);
      const url = `/unsubscribe?token=${encodeURIComponent(spelling)}`;
      const page = await app.client().get(url);
      expect(page.status, spelling).toBe(400);
      expect(page.text).toContain('This unsubscribe link is not valid');
      const post = await app.client().post(url, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(post.status, spelling).toBe(400);
      expect(post.body).toEqual({ message: 'This unsubscribe link is not valid', code: 'BAD_REQUEST' });
    }
    expect((await client.get('/api/notification-settings')).body).toMatchObject({ paymentReminders: true });
  });

  it('exempts only the unsubscribe link from the CSRF guard', async () => {
    const { client } = await confirmedClient(app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await client.post('/unsubscribe/', 'List-Unsubscribe=One-Click', form)).status).toBe(415);
    expect((await client.post('/api/auth/logout', 'List-Unsubscribe=One-Click', form)).status).toBe(415);
    expect((await client.post('/api/auth/logout', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a forged token, and a token moved to another user', async () => {
    const victim = await confirmedClient(app);
    const other = await confirmedClient(app);
    const [, mac] = unsubscribeToken(app.config.sessionSecret, other.user.id).split('.');
    const attempts = [
      `${victim.user.id}.${mac}`, // another user's signature
      `${victim.user.id}.${'A'.repeat(43)}`,
      unsubscribeToken('another-secret-another-secret-0123456789', victim.user.id),
      `${victim.user.id}`,
      'garbage',
      '',
    ];
    for (const token of attempts) {
      const res = await app.client().get(`/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(400);
      expect(res.text).toContain('not valid');
      const post = await app.client().post(`/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(post.status, token).toBe(400);
    }
    expect((await victim.client.get('/api/notification-settings')).body).toMatchObject({ paymentReminders: true });
    expect((await other.client.get('/api/notification-settings')).body).toMatchObject({ paymentReminders: true });
  });
});

describe(`trial emails setting (${testDriverName()})`, () => {
  it('sends no trial reminder when trial emails are off, and the trial still ends', async () => {
    const { client, input, user } = await confirmedClient(app);
    await client.put('/api/notification-settings', { paymentReminders: true, reminderDaysBefore: 3, trialEmails: false });
    app.clock.advance(27.5 * 24 * 3600_000); // 2.5 days left: the 3-day reminder is due
    await runTrialReminders(app.server.deps);
    app.clock.advance(3 * 24 * 3600_000); // ended
    await runTrialReminders(app.server.deps);
    const trialMails = await app.database.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('to', '=', input.email)
      .where('template', 'like', 'trial-%')
      .execute();
    expect(trialMails).toHaveLength(0);
    const row = await app.database.db.selectFrom('users').select('subscriptionStatus').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.subscriptionStatus).toBe('expired');
  });
});

describe('reminders through Postmark', () => {
  let fake: HttpServer;
  const received: Record<string, unknown>[] = [];
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(raw || '{}') as Record<string, unknown>);
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ To: 'x', SubmittedAt: new Date().toISOString(), MessageID: 'id-1', ErrorCode: 0, Message: 'OK' }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post headers with the one-click link', { timeout: 120_000 }, async () => {
    const postmarkApp = await createTestApp({
      ...TEST_ENV,
      POSTMARK_SERVER_TOKEN: 'test-server-token',
      EMAIL_FROM: 'Paydown <hello@paydown.test>',
      POSTMARK_API_HOST: `127.0.0.1:${(fake.address() as AddressInfo).port}`,
    });
    try {
      postmarkApp.clock.setTo(TODAY);
      const { client, input } = await confirmedClient(postmarkApp);
      await addDebt(client);
      expect(await runPaymentReminders(postmarkApp.server.deps)).toBe(1);
      const sent = received.find((b) => b.To === input.email && String(b.Subject).startsWith('Payment reminder'));
      expect(sent?.Headers).toEqual([
        { Name: 'List-Unsubscribe', Value: expect.stringMatching(/^<http:\/\/localhost:3000\/unsubscribe\?token=[^>]+>$/) },
        { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
      ]);
      expect(sent).toMatchObject({ TextBody: expect.stringContaining('Chase Sapphire'), HtmlBody: expect.stringContaining('<li>') });
      // The header's URL is the one that takes the provider's one-click POST.
      const header = (sent?.Headers as { Name: string; Value: string }[])[0]?.Value ?? '';
      const oneClick = await postmarkApp
        .client()
        .post(header.slice(1, -1).replace('http://localhost:3000', ''), 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        });
      expect(oneClick.status).toBe(200);
      expect((await client.get('/api/notification-settings')).body).toMatchObject({ paymentReminders: false });
    } finally {
      await postmarkApp.close();
    }
  });
});
