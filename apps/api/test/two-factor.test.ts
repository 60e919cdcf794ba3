import { testDriverName } from '@paydown/db/testing';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestApp, type TestClient, useTestApp } from './helpers.ts';

// Every test signs in from 127.0.0.1: the per-address limit is not what this file checks.
const app = useTestApp({ RATE_LIMIT_LOGIN_PER_USERNAME: '6', RATE_LIMIT_LOGIN_PER_IP: '1000' });

type Body = {
  message: string;
  data?: { fields?: Record<string, string> };
  user?: { twoFactorEnabled: boolean };
  twoFactorRequired?: boolean;
};

const codeAt = (secret: string, at: Date) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** A confirmed user with 2FA on; the clock sits in the middle of a 30 s step. */
async function withTwoFactor(app: TestApp) {
  app.clock.setTo('2026-11-23T12:00:15Z');
  const signed = await confirmedClient(app);
  const setup = await signed.client.post('/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl } = setup.body as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Paydown:.+\?.*secret=/);
  const enabled = await signed.client.post('/api/auth/2fa/enable', {
    password: signed.input.password,
    code: codeAt(secret, app.clock.now()),
  });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = enabled.body as { recoveryCodes: string[] };
  return { ...signed, secret, recoveryCodes };
}

async function passwordStep(client: TestClient, input: { username: string; password: string }) {
  const res = await client.post('/api/auth/login', { username: input.username, password: input.password });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true });
  return res;
}

describe(`two-factor sign-in (${testDriverName()})`, () => {
  it('turns on with a code, gives 10 recovery codes, and stores the secret encrypted and the codes hashed', async () => {
    const { client, user, secret, recoveryCodes } = await withTwoFactor(app);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(((await client.get('/api/auth/user')).body as Body).user?.twoFactorEnabled).toBe(true);
    const row = await app.database.db
      .selectFrom('users')
      .select(['totpSecret', 'totpPendingSecret'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpPendingSecret).toBeNull();
    const codes = await app.database.db.selectFrom('recoveryCodes').select('codeHash').where('userId', '=', user.id).execute();
    expect(codes).toHaveLength(10);
    for (const c of recoveryCodes) expect(codes.map((r) => r.codeHash)).not.toContain(c);
    expect((await client.get('/api/export.json')).text).not.toContain(secret);
  });

  it('refuses a wrong code at set-up and stays off', async () => {
    const { client, input } = await confirmedClient(app);
    await client.post('/api/auth/2fa/setup');
    const res = await client.post('/api/auth/2fa/enable', { password: input.password, code: '000000' });
    expect(res.status).toBe(400);
    expect((res.body as Body).data?.fields?.code).toMatch(/not right/);
    expect(((await client.get('/api/auth/user')).body as Body).user?.twoFactorEnabled).toBe(false);
  });

  it('needs the password to turn on: a session alone (a stolen cookie) cannot enrol an authenticator', async () => {
    app.clock.setTo('2026-11-23T12:00:15Z');
    const { client, input } = await confirmedClient(app);
    const { secret } = (await client.post('/api/auth/2fa/setup')).body as { secret: string };
    const code = codeAt(secret, app.clock.now());

    const missing = await client.post('/api/auth/2fa/enable', { code });
    expect(missing.status).toBe(400);
    expect((missing.body as Body).data?.fields?.password).toBe('Password is required');
    const wrong = await client.post('/api/auth/2fa/enable', { password: 'not-my-password', code });
    expect(wrong.status).toBe(400);
    expect((wrong.body as Body).message).toBe('Password is incorrect');
    expect((wrong.body as Body).data?.fields?.password).toBe('Password is incorrect');
    expect(((await client.get('/api/auth/user')).body as Body).user?.twoFactorEnabled).toBe(false);
    const login = await app.client().post('/api/auth/login', { username: input.username, password: input.password });
    expect((login.body as Body).user?.twoFactorEnabled).toBe(false);

    // The refused attempts did not use up the code: the owner, with the password, turns it on.
    expect((await client.post('/api/auth/2fa/enable', { password: input.password, code })).status).toBe(200);
  });

  it('counts wrong passwords at set-up toward the login limits, as turning it off does', async () => {
    app.clock.setTo('2026-11-23T12:00:15Z');
    const { client, input } = await confirmedClient(app);
    const { secret } = (await client.post('/api/auth/2fa/setup')).body as { secret: string };
    const code = codeAt(secret, app.clock.now());
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await client.post('/api/auth/2fa/enable', { password: 'guess-guess', code })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect((await client.post('/api/auth/2fa/enable', { password: input.password, code })).status).toBe(429);
    expect(((await client.get('/api/auth/user')).body as Body).user?.twoFactorEnabled).toBe(false);
  });

  it('asks for a code after the password, with no session until the code; then signs in', async () => {
    const { input, secret } = await withTwoFactor(app);
    app.clock.advance(60_000);
    const browser = app.client();
    await passwordStep(browser, input);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const res = await browser.post('/api/auth/login/2fa', { code: codeAt(secret, app.clock.now()) });
    expect(res.status).toBe(200);
    expect((res.body as Body).user?.twoFactorEnabled).toBe(true);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('accepts a code from the step before or after (clock drift), but never the same code twice', async () => {
    const { input, secret } = await withTwoFactor(app);
    app.clock.advance(90_000);
    const previous = codeAt(secret, new Date(app.clock.now().getTime() - 30_000));
    const first = app.client();
    await passwordStep(first, input);
    expect((await first.post('/api/auth/login/2fa', { code: previous })).status).toBe(200);

    const replay = app.client();
    await passwordStep(replay, input);
    const res = await replay.post('/api/auth/login/2fa', { code: previous });
    expect(res.status).toBe(400);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
    const tooOld = codeAt(secret, new Date(app.clock.now().getTime() - 90_000));
    expect((await replay.post('/api/auth/login/2fa', { code: tooOld })).status).toBe(400);
  });

  it('counts wrong codes toward the login limits', async () => {
    const { input } = await withTwoFactor(app);
    const browser = app.client();
    await passwordStep(browser, input);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await browser.post('/api/auth/login/2fa', { code: '123456' })).status);
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses[6]).toBe(429);
  });

  it('accepts a recovery code once', async () => {
    const { input, recoveryCodes } = await withTwoFactor(app);
    const code = recoveryCodes[0] ?? '';
    const first = app.client();
    await passwordStep(first, input);
    expect((await first.post('/api/auth/login/2fa', { code: code.toUpperCase() })).status).toBe(200);
    const second = app.client();
    await passwordStep(second, input);
    expect((await second.post('/api/auth/login/2fa', { code })).status).toBe(400);
    expect((await second.post('/api/auth/login/2fa', { code: recoveryCodes[1] ?? '' })).status).toBe(200);
  });

  it('lets the pending sign-in expire after 5 minutes, and keeps it to the browser that gave the password', async () => {
    const { input, secret } = await withTwoFactor(app);
    const browser = app.client();
    await passwordStep(browser, input);
    const stranger = app.client();
    expect((await stranger.post('/api/auth/login/2fa', { code: codeAt(secret, app.clock.now()) })).status).toBe(401);
    app.clock.advance(5 * 60_000 + 1000);
    const late = await browser.post('/api/auth/login/2fa', { code: codeAt(secret, app.clock.now()) });
    expect(late.status).toBe(401);
    expect((late.body as Body).message).toMatch(/expired/);
  });

  it('turns off with the password and a code; wrong password or code changes nothing', async () => {
    const { client, input, secret } = await withTwoFactor(app);
    app.clock.advance(30_000);
    const wrongPassword = await client.post('/api/auth/2fa/disable', { password: 'nope-nope', code: codeAt(secret, app.clock.now()) });
    expect(wrongPassword.status).toBe(400);
    expect((wrongPassword.body as Body).data?.fields?.password).toBe('Password is incorrect');
    expect((await client.post('/api/auth/2fa/disable', { password: input.password, code: '999999' })).status).toBe(400);
    expect(((await client.get('/api/auth/user')).body as Body).user?.twoFactorEnabled).toBe(true);

    expect((await client.post('/api/auth/2fa/disable', { password: input.password, code: codeAt(secret, app.clock.now()) })).status).toBe(
      200,
    );
    const login = await app.client().post('/api/auth/login', { username: input.username, password: input.password });
    expect((login.body as Body).user?.twoFactorEnabled).toBe(false);
  });

  it('replaces the recovery codes on request: the old ones stop working', async () => {
    const { client, input, secret, recoveryCodes } = await withTwoFactor(app);
    app.clock.advance(30_000);
    const res = await client.post('/api/auth/2fa/recovery-codes', { code: codeAt(secret, app.clock.now()) });
    expect(res.status).toBe(200);
    const fresh = (res.body as { recoveryCodes: string[] }).recoveryCodes;
    const browser = app.client();
    await passwordStep(browser, input);
    expect((await browser.post('/api/auth/login/2fa', { code: recoveryCodes[0] ?? '' })).status).toBe(400);
    expect((await browser.post('/api/auth/login/2fa', { code: fresh[0] ?? '' })).status).toBe(200);
  });

  it('a password reset link alone does not pass the second factor', async () => {
    const { input, secret } = await withTwoFactor(app);
    await app.client().post('/api/auth/forgot-password', { email: input.email });
    await app.server.deps.background.settle();
    const mail = await app.database.db
      .selectFrom('emailOutbox')
      .select('textBody')
      .where('to', '=', input.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.textBody)?.[1] ?? '');
    const browser = app.client();
    const res = await browser.post('/api/auth/reset-password', { token, newPassword: 'fresh-pass-77' });
    expect(res.body).toEqual({ twoFactorRequired: true });
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    app.clock.advance(30_000);
    expect((await browser.post('/api/auth/login/2fa', { code: codeAt(secret, app.clock.now()) })).status).toBe(200);
  });
});
