import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDriverName } from '@paydown/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestConfirmationToken, newSignup, signedUpClient, useTestApp } from './helpers.ts';

const app = useTestApp();

const DAY = 24 * 3600_000;
type Status = { isEmailConfirmed: boolean; verificationPending: boolean; canResendVerification: boolean; nextResendAllowed: string | null };

describe(`email confirmation (${testDriverName()})`, () => {
  it('emails a confirmation link with text and HTML parts at sign-up', async () => {
    const { input } = await signedUpClient(app);
    const mail = await app.database.db.selectFrom('emailOutbox').selectAll().where('to', '=', input.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Confirm your email for Paydown');
    expect(mail.textBody).toMatch(/^Hi Pat,/);
    expect(mail.textBody).toContain('http://localhost:3000/confirm-email?token=');
    expect(mail.htmlBody).toContain('<a href="http://localhost:3000/confirm-email?token=');
  });

  it('stores only a SHA-256 hash of a 256-bit token', async () => {
    const { input, user } = await signedUpClient(app);
    const token = await latestConfirmationToken(app, input.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await app.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.emailConfirmationTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('confirms once, starts the 30-day trial, and refuses the link a second time', async () => {
    const { client, input } = await signedUpClient(app);
    const token = await latestConfirmationToken(app, input.email);
    const res = await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Email confirmed successfully! Your 30-day free trial has started.' });

    const me = (await client.get('/api/auth/user')).body as {
      user: { emailConfirmed: boolean; subscriptionStatus: string; trialStartDate: string; trialEndDate: string };
    };
    expect(me.user.emailConfirmed).toBe(true);
    expect(me.user.subscriptionStatus).toBe('trial');
    const length = Date.parse(me.user.trialEndDate) - Date.parse(me.user.trialStartDate);
    expect(length).toBe(30 * DAY);

    const again = await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toMatch(/invalid or has expired/);
  });

  it('refuses an unknown token and an empty one with 400', async () => {
    expect((await app.client().get('/api/auth/confirm-email?token=nope')).status).toBe(400);
    expect((await app.client().get('/api/auth/confirm-email?token=')).status).toBe(400);
    expect((await app.client().get('/api/auth/confirm-email')).status).toBe(400);
  });

  it('refuses a token older than 24 hours', async () => {
    const { input, user } = await signedUpClient(app);
    const token = await latestConfirmationToken(app, input.email);
    app.clock.advance(DAY + 60_000);
    try {
      const res = await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      // (The session itself has gone idle by now: read the account directly.)
      const row = await app.database.db.selectFrom('users').select('emailConfirmed').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.emailConfirmed).toBe(false);
    } finally {
      app.clock.advance(-(DAY + 60_000));
    }
  });
});

describe(`verification status and resend (${testDriverName()})`, () => {
  it('reports a pending confirmation with the time a resend is allowed', async () => {
    const { client } = await signedUpClient(app);
    const status = (await client.get('/api/email-verification-status')).body as Status;
    expect(status).toMatchObject({ isEmailConfirmed: false, verificationPending: true, canResendVerification: false });
    const wait = Date.parse(status.nextResendAllowed ?? '') - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('refuses a resend within 60 s (429), sends after, and the old link then stops working', async () => {
    const { client, input } = await signedUpClient(app);
    const first = await latestConfirmationToken(app, input.email);
    const early = await client.request('POST', '/api/resend-verification');
    expect(early.status).toBe(429);

    app.clock.advance(61_000);
    try {
      expect(((await client.get('/api/email-verification-status')).body as Status).canResendVerification).toBe(true);
      const res = await client.request('POST', '/api/resend-verification');
      expect(res.status).toBe(200);
      expect((res.body as { message: string }).message).toContain(input.email);
      const second = await latestConfirmationToken(app, input.email);
      expect(second).not.toBe(first);
      expect((await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(first)}`)).status).toBe(400);
      expect((await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(second)}`)).status).toBe(200);
    } finally {
      app.clock.advance(-61_000);
    }
  });

  it('allows at most 5 resends an hour', async () => {
    const { client } = await signedUpClient(app);
    const statuses: number[] = [];
    let advanced = 0;
    for (let i = 0; i < 6; i++) {
      app.clock.advance(61_000);
      advanced += 61_000;
      statuses.push((await client.request('POST', '/api/resend-verification')).status);
    }
    app.clock.advance(-advanced);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits email changes and the emails they send like resends: 5 an hour, then 429 changing nothing', async () => {
    const { client, input } = await signedUpClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await client.put('/api/auth/user', { firstName: 'Pat', lastName: 'Payer', email: `${input.username}.${i}@example.com` });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const me = (await client.get('/api/auth/user')).body as { user: { email: string } };
    expect(me.user.email).toBe(`${input.username}.4@example.com`);
    const sent = await app.database.db.selectFrom('emailOutbox').select('to').where('to', 'like', `${input.username}.%`).execute();
    expect(sent).toHaveLength(5);
    // The budget is shared: no resend either.
    app.clock.advance(61_000);
    expect((await client.request('POST', '/api/resend-verification')).status).toBe(429);
  });

  it.skipIf(testDriverName() !== 'postgres')('holds the 60 s cooldown under 20 parallel resends: one email (PostgreSQL)', async () => {
    const { client, input } = await signedUpClient(app);
    app.clock.advance(61_000);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => client.request('POST', '/api/resend-verification')));
    const codes = statuses.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    for (const r of statuses.filter((x) => x.status === 429)) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const sent = await app.database.db.selectFrom('emailOutbox').select('id').where('to', '=', input.email).execute();
    expect(sent).toHaveLength(2); // the sign-up's and one resend
  });

  it.skipIf(testDriverName() !== 'postgres')('sends at most 5 emails for 20 parallel email changes (PostgreSQL)', async () => {
    const { client, input } = await signedUpClient(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.put('/api/auth/user', { firstName: 'Pat', lastName: 'Payer', email: `${input.username}.p${i}@example.com` }),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    const sent = await app.database.db.selectFrom('emailOutbox').select('id').where('to', 'like', `${input.username}.p%`).execute();
    expect(sent.length).toBeLessThanOrEqual(5);
  });

  it('says a confirmed email needs no resend', async () => {
    const { client, input } = await signedUpClient(app);
    await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(await latestConfirmationToken(app, input.email))}`);
    const status = (await client.get('/api/email-verification-status')).body as Status;
    expect(status).toMatchObject({
      isEmailConfirmed: true,
      verificationPending: false,
      canResendVerification: false,
      nextResendAllowed: null,
    });
    expect((await client.request('POST', '/api/resend-verification')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await app.client().get('/api/email-verification-status')).status).toBe(401);
    expect((await app.client().request('POST', '/api/resend-verification')).status).toBe(401);
  });
});

describe('delivery through Postmark when configured', () => {
  let fake: HttpServer;
  const received: { path: string; token: string | undefined; body: Record<string, string> }[] = [];
  let failNext = false;

  beforeAll(async () => {
    fake = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          token: req.headers['x-postmark-server-token'] as string | undefined,
          body: JSON.parse(raw || '{}') as Record<string, string>,
        });
        if (failNext) {
          failNext = false;
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ ErrorCode: 500, Message: 'down' }));
          return;
        }
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

  it('sends the confirmation with the official SDK, and a provider failure does not fail sign-up', async () => {
    const port = (fake.address() as AddressInfo).port;
    const postmarkApp = await createTestApp({
      POSTMARK_SERVER_TOKEN: 'test-server-token',
      EMAIL_FROM: 'Paydown <hello@paydown.test>',
      POSTMARK_API_HOST: `127.0.0.1:${port}`,
    });
    try {
      const input = newSignup();
      expect((await postmarkApp.client().post('/api/auth/signup', input)).status).toBe(200);
      const sent = received.at(-1);
      expect(sent?.path).toBe('/email');
      expect(sent?.token).toBe('test-server-token');
      expect(sent?.body).toMatchObject({
        From: 'Paydown <hello@paydown.test>',
        To: input.email,
        Subject: 'Confirm your email for Paydown',
      });
      expect(sent?.body.TextBody).toContain('/confirm-email?token=');
      expect(sent?.body.HtmlBody).toContain('/confirm-email?token=');
      const ok = await postmarkApp.database.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('to', '=', input.email)
        .executeTakeFirstOrThrow();
      expect(ok.sentAt).toBeInstanceOf(Date);
      expect(ok.error).toBeNull();

      failNext = true;
      const second = newSignup();
      expect((await postmarkApp.client().post('/api/auth/signup', second)).status).toBe(200);
      const failed = await postmarkApp.database.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('to', '=', second.email)
        .executeTakeFirstOrThrow();
      expect(failed.sentAt).toBeNull();
      expect(failed.error).toBeTruthy();
    } finally {
      await postmarkApp.close();
    }
  });
});
