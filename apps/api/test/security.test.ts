import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { createTestApp, newSignup, signedUpClient, useTestApp } from './helpers.ts';

const app = useTestApp({
  RATE_LIMIT_LOGIN_PER_USERNAME: '3',
  RATE_LIMIT_LOGIN_PER_USERNAME_GLOBAL: '6',
  RATE_LIMIT_LOGIN_PER_IP: '8',
  // One known proxy: requests from any other address are taken as they come.
  TRUST_PROXY: '10.0.0.2',
});

const countUsers = async () =>
  Number(
    (
      await app.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

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
      const res = await app.client().post('/api/auth/login', { username: `ghost${i}`, password: 'whatever1' }, { 'x-test': 'ip' });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(8);
  });
});

describe(`lockout by strangers (${testDriverName()})`, () => {
  const login = (address: string, username: string, password: string) => {
    const client = app.client();
    client.address = address;
    return client.post('/api/auth/login', { username, password });
  };

  it('counts wrong passwords per username and address: a stranger does not lock the owner out', async () => {
    const { input } = await signedUpClient(app);
    const stranger: number[] = [];
    for (let i = 0; i < 4; i++) stranger.push((await login('198.51.100.9', input.username, 'wrong-password')).status);
    expect(stranger).toEqual([401, 401, 401, 429]);
    // The owner, from their own address, signs in.
    expect((await login('192.0.2.44', input.username, input.password)).status).toBe(200);
    // The stranger is still held off, and told when to come back.
    const again = await login('198.51.100.9', input.username, input.password);
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('stops a guess spread over many addresses at the per-username ceiling', async () => {
    const { input } = await signedUpClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(`198.51.100.${i + 20}`, input.username, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const res = await login('192.0.2.44', input.username, input.password);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe(`TRUST_PROXY as a hop count (${testDriverName()})`, () => {
  // Its own app (TRUST_PROXY=1); generous time, as building an app on a busy machine is slow.
  it('takes the client address from the right of X-Forwarded-For behind one trusted hop', { timeout: 120_000 }, async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // A client rotating what it writes on the left: the balancer appends the real address.
        const client = proxied.client();
        client.address = '10.0.0.2';
        const res = await client.post(
          '/api/auth/login',
          { username: `nobody${i}`, password: 'whatever1' },
          { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Another client behind the same balancer is not affected.
      const other = proxied.client();
      other.address = '10.0.0.2';
      const res = await other.post('/api/auth/login', { username: 'nobody', password: 'whatever1' }, { 'x-forwarded-for': '203.0.113.8' });
      expect(res.status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, and refuses "true" at start', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*TRUST_PROXY=1/s);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'yes please' })).toThrow(/not a hop count/);
  });

  it('with a list of proxy addresses, skips only those from the right', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const client = app.client();
      client.address = '10.0.0.2';
      const res = await client.post(
        '/api/auth/login',
        { username: `x${i}`, password: 'whatever1' },
        { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
      );
      statuses.push(res.status);
    }
    // RATE_LIMIT_LOGIN_PER_IP is 8 here: all nine counted as 203.0.113.9.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 8).every((st) => st === 401)).toBe(true);
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
    const prod = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '1' });
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
