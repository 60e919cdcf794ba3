import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { createTestApp, newSignup, signedUpClient, useTestApp } from './helpers.ts';

const app = useTestApp({
    RATE_LIMIT_LOGIN_PER_USERNAME: '3',
    RATE_LIMIT_LOGIN_PER_IP: '8',
  });

const countUsers = async () =>
  Number((await app.database.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe(`request guards (${testDriverName()})`, () => {
  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
    'refuses a %s POST with 415 and creates nothing',
    async (type) => {
      const before = await countUsers();
      const res = await app.client().post('/api/auth/signup', 'username=eve&password=secret12', { 'content-type': type });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await countUsers()).toBe(before);
    },
  );

  it('refuses a state change from a cross-site Origin with 403, on /api and /trpc', async () => {
    const { client } = await signedUpClient(app);
    const before = await countUsers();
    for (const path of ['/api/auth/signup', '/trpc/auth.signup']) {
      const res = await client.post(path, newSignup(), { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
    }
    const del = await client.del('/api/auth/user', { origin: 'https://evil.example' });
    expect(del.status).toBe(403);
    expect(await countUsers()).toBe(before);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('accepts a same-origin request that names its Origin', async () => {
    const res = await app.client().post('/api/auth/signup', newSignup(), { origin: 'http://localhost:3000' });
    expect(res.status).toBe(200);
  });

  it('sends helmet security headers with a same-origin script policy', async () => {
    const res = await app.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe(`brute-force limits (${testDriverName()})`, () => {
  it('limits login attempts per username, whatever the password, with 429', async () => {
    const { input } = await signedUpClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.client().post('/api/auth/login', { username: input.username, password: 'wrong-password' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password is refused until the window ends: the limit is on the username.
    const right = await app.client().post('/api/auth/login', { username: input.username, password: input.password });
    expect(right.status).toBe(429);
    expect((right.body as { message: string }).message).toMatch(/Too many attempts/);
  });

  it('limits login attempts per IP address across usernames', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await app
        .client()
        .post('/api/auth/login', { username: `ghost${i}`, password: 'whatever1' }, { 'x-test': 'ip' });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(8);
  });
});

describe('sign-up limit', () => {
  it('limits sign-ups per IP address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNUP_PER_IP: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.client().post('/api/auth/signup', newSignup())).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('production settings', () => {
  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('uses a Secure __Host- cookie in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    try {
      const res = await prod.client().post('/api/auth/signup', newSignup(), { 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(200);
      const cookie = res.cookies.find((c) => c.name === '__Host-paydown.sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
