import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it, vi } from 'vitest';
import { forgotPassword } from '../src/features/password/service.ts';
import { confirmedClient, createTestApp, type TestApp, useTestApp } from './helpers.ts';

const app = useTestApp({
  RATE_LIMIT_LOGIN_PER_USERNAME: '5',
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '3',
  // Every other test here asks from 127.0.0.1; the per-address test uses an address of its own.
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '20',
});

type Body = { message: string; code?: string; data?: { fields?: Record<string, string> }; user?: { passwordChangedAt: string | null } };

async function latestEmail(app: TestApp, to: string) {
  // A reset email is written after the answer is sent: wait for the queued ones.
  await app.server.deps.background.settle();
  return app.database.db.selectFrom('emailOutbox').selectAll().where('to', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

async function resetToken(app: TestApp, to: string): Promise<string> {
  const mail = await latestEmail(app, to);
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.textBody);
  if (!match?.[1]) throw new Error('no reset link in the email');
  return decodeURIComponent(match[1]);
}

const NEW = 'brand-new-pass-9';

describe(`change password (${testDriverName()})`, () => {
  it('changes it, ends every other session, rotates this one, emails the user and dates the change', async () => {
    const { client, input } = await confirmedClient(app);
    const other = app.client();
    expect((await other.post('/api/auth/login', { username: input.username, password: input.password })).status).toBe(200);
    const oldCookie = client.cookie;
    expect((await client.get('/api/auth/user')).body).toMatchObject({ user: { passwordChangedAt: null } });

    app.clock.setTo('2026-11-23T12:00:00Z');
    const res = await client.post('/api/auth/change-password', { currentPassword: input.password, newPassword: NEW });
    expect(res.status).toBe(200);
    expect((res.body as Body).user?.passwordChangedAt).toMatch(/^2026-11-23T12:00/);
    expect(client.cookie).not.toBe(oldCookie);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await app.client().get('/api/auth/user', { cookie: oldCookie ?? '' })).status).toBe(401);

    const mail = await latestEmail(app, input.email);
    expect(mail.subject).toBe('Your Paydown password was changed');
    const fresh = app.client();
    expect((await fresh.post('/api/auth/login', { username: input.username, password: input.password })).status).toBe(401);
    expect((await fresh.post('/api/auth/login', { username: input.username, password: NEW })).status).toBe(200);
  });

  it('refuses a wrong current password with a field message, and counts it toward the login limits', async () => {
    const { client, input } = await confirmedClient(app);
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/change-password', { currentPassword: 'wrong-password', newPassword: NEW });
      expect(res.status).toBe(400);
      expect((res.body as Body).data?.fields?.currentPassword).toBe('Current password is incorrect');
    }
    const limited = await client.post('/api/auth/change-password', { currentPassword: input.password, newPassword: NEW });
    expect(limited.status).toBe(429);
    expect((await app.client().post('/api/auth/login', { username: input.username, password: input.password })).status).toBe(429);
  });

  it.each([
    [{ newPassword: '12345' }, 'newPassword', 'Password must be at least 6 characters'],
    [{ newPassword: 'password1' }, 'newPassword', /too common/],
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
  ])('refuses %j with the message under %s and changes nothing', async (override, field, message) => {
    const { client, input } = await confirmedClient(app);
    const res = await client.post('/api/auth/change-password', { currentPassword: input.password, newPassword: NEW, ...override });
    expect(res.status).toBe(400);
    expect((res.body as Body).data?.fields?.[field]).toMatch(message);
    expect((await app.client().post('/api/auth/login', { username: input.username, password: input.password })).status).toBe(200);
  });

  it('needs a sign-in', async () => {
    expect((await app.client().post('/api/auth/change-password', { currentPassword: 'x', newPassword: NEW })).status).toBe(401);
  });
});

describe(`forgot and reset password (${testDriverName()})`, () => {
  it('answers the same for a known and an unknown address, and emails only the known one', async () => {
    const { input } = await confirmedClient(app);
    const known = await app.client().post('/api/auth/forgot-password', { email: input.email.toUpperCase() });
    const unknown = await app.client().post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect((await latestEmail(app, input.email)).subject).toBe('Reset your Paydown password');
    await app.server.deps.background.settle();
    const none = await app.database.db.selectFrom('emailOutbox').select('id').where('to', '=', 'nobody-here@example.com').execute();
    expect(none).toHaveLength(0);
    // Only the hash is stored.
    const token = await resetToken(app, input.email);
    const row = await app.database.db
      .selectFrom('users')
      .select('passwordResetTokenHash')
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(row.passwordResetTokenHash).not.toContain(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('resets with the link once, ends every session, signs in; a second use is refused', async () => {
    const { client, input } = await confirmedClient(app);
    await app.client().post('/api/auth/forgot-password', { email: input.email });
    const token = await resetToken(app, input.email);
    const browser = app.client();
    const res = await browser.post('/api/auth/reset-password', { token, newPassword: NEW });
    expect(res.status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: input.username, password: NEW })).status).toBe(200);

    const again = await app.client().post('/api/auth/reset-password', { token, newPassword: 'another-pass-8' });
    expect(again.status).toBe(400);
    expect((again.body as Body).data?.fields?.token).toBe('This reset link is invalid or has already been used. Request a new one.');
    expect((await app.client().post('/api/auth/login', { username: input.username, password: NEW })).status).toBe(200);
  });

  it('refuses an expired link, a link replaced by a later request, and one made stale by a password change', async () => {
    const { client, input } = await confirmedClient(app);
    await app.client().post('/api/auth/forgot-password', { email: input.email });
    const first = await resetToken(app, input.email);
    app.clock.advance(61 * 60 * 1000);
    const expired = await app.client().post('/api/auth/reset-password', { token: first, newPassword: NEW });
    expect(expired.status).toBe(400);
    expect((expired.body as Body).message).toBe('This reset link has expired. Request a new one.');

    await app.client().post('/api/auth/forgot-password', { email: input.email });
    const second = await resetToken(app, input.email);
    await app.client().post('/api/auth/forgot-password', { email: input.email });
    const third = await resetToken(app, input.email);
    expect((await app.client().post('/api/auth/reset-password', { token: second, newPassword: NEW })).status).toBe(400);

    await client.post('/api/auth/login', { username: input.username, password: input.password });
    expect((await client.post('/api/auth/change-password', { currentPassword: input.password, newPassword: NEW })).status).toBe(200);
    expect((await app.client().post('/api/auth/reset-password', { token: third, newPassword: 'another-pass-8' })).status).toBe(400);
  });

  it('refuses a common new password without using up the link', async () => {
    const { input } = await confirmedClient(app);
    await app.client().post('/api/auth/forgot-password', { email: input.email });
    const token = await resetToken(app, input.email);
    const weak = await app.client().post('/api/auth/reset-password', { token, newPassword: 'password' });
    expect(weak.status).toBe(400);
    expect((weak.body as Body).data?.fields?.newPassword).toMatch(/too common/);
    expect((await app.client().post('/api/auth/reset-password', { token, newPassword: NEW })).status).toBe(200);
  });

  it('limits requests per email address (the same 429 for any address)', async () => {
    const { input } = await confirmedClient(app);
    for (let i = 0; i < 3; i++) expect((await app.client().post('/api/auth/forgot-password', { email: input.email })).status).toBe(200);
    expect((await app.client().post('/api/auth/forgot-password', { email: input.email })).status).toBe(429);
    for (let i = 0; i < 3; i++) await app.client().post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect((await app.client().post('/api/auth/forgot-password', { email: 'ghost@example.com' })).status).toBe(429);
  });

  it('limits requests per client address', async () => {
    const ask = (i: number) =>
      app.server.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.0.0.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `n${i}@example.com` }),
      });
    for (let i = 0; i < 20; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(20)).statusCode).toBe(429);
  });

  it('does the same work for a known and an unknown address; the email is only queued, for after the answer', async () => {
    const { input, user } = await confirmedClient(app);
    const queued: (() => Promise<void>)[] = [];
    const ask = (email: string) => forgotPassword(app.server.deps, { email }, '10.0.0.77', (task) => queued.push(task));
    const outbox = () => app.database.db.selectFrom('emailOutbox').select('template').where('to', '=', input.email).execute();
    const before = (await outbox()).length;

    expect(await ask('nobody-at-all@example.com')).toBe(await ask(input.email));
    // The request itself stored and wrote nothing for either address: the one email (and its
    // token) waits in the queue.
    expect(queued).toHaveLength(1);
    expect(await outbox()).toHaveLength(before);
    const tokenHash = () =>
      app.database.db.selectFrom('users').select('passwordResetTokenHash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect((await tokenHash()).passwordResetTokenHash).toBeNull();
    await queued[0]?.();
    expect((await outbox()).at(-1)?.template).toBe('password-reset');
    expect((await tokenHash()).passwordResetTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('forgot password with a mail provider that does not answer', () => {
  it('answers without waiting for the delivery; the email goes out once the provider answers', async () => {
    // Answers every email at once but the reset email, which it holds until the test says so.
    const held: ServerResponse[] = [];
    const answer = (res: ServerResponse) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ErrorCode":0,"Message":"OK"}');
    const provider = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => ((JSON.parse(raw) as { Tag?: string }).Tag === 'password-reset' ? held.push(res) : answer(res)));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const slow = await createTestApp({
      POSTMARK_SERVER_TOKEN: 'test-server-token',
      EMAIL_FROM: 'Paydown <hello@paydown.test>',
      POSTMARK_API_HOST: `127.0.0.1:${(provider.address() as AddressInfo).port}`,
    });
    const row = (email: string) =>
      slow.database.db
        .selectFrom('emailOutbox')
        .select(['sentAt', 'error'])
        .where('to', '=', email)
        .where('template', '=', 'password-reset')
        .executeTakeFirst();
    try {
      const { input } = await confirmedClient(slow);

      const res = await slow.client().post('/api/auth/forgot-password', { email: input.email });
      expect(res.status).toBe(200);
      expect((res.body as Body).message).toMatch(/^If an account uses that email address/);
      // The provider has the email and has not answered: the request did not wait for it.
      await vi.waitFor(() => expect(held).toHaveLength(1));
      expect(await row(input.email)).toEqual({ sentAt: null, error: null });

      answer(held[0]!);
      await slow.server.deps.background.settle();
      expect((await row(input.email))?.sentAt).toBeInstanceOf(Date);
    } finally {
      for (const res of held) res.destroy();
      await slow.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});
