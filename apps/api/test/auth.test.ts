import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { newSignup, signedUpClient, useTestApp } from './helpers.ts';

const app = useTestApp();
const DAY = 24 * 3600_000;

type Body = { message?: string; code?: string; data?: { fields?: Record<string, string> }; user?: Record<string, unknown> };

describe(`sign-up and sign-in (${testDriverName()})`, () => {
  it('signs a new user up, signs them in, and wraps the user in `user` without secrets', async () => {
    const client = app.client();
    const input = newSignup({ email: 'Mixed.Case@Example.com' });
    const res = await client.post('/api/auth/signup', input);
    expect(res.status).toBe(200);
    const user = (res.body as Body).user;
    expect(user).toMatchObject({
      username: input.username,
      email: 'mixed.case@example.com',
      firstName: 'Pat',
      lastName: 'Payer',
      emailConfirmed: false,
      subscriptionStatus: 'pending_confirmation',
      hasLifetimeAccess: false,
      trialStartDate: null,
    });
    expect(Object.keys(user ?? {})).not.toEqual(expect.arrayContaining(['passwordHash']));
    expect(res.text).not.toMatch(/argon2|passwordHash|TokenHash/i);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect((me.body as Body).user?.username).toBe(input.username);
  });

  it('stores the password only as an Argon2id hash', async () => {
    const { input, user } = await signedUpClient(app);
    const row = await app.database.db.selectFrom('users').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain(input.password);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(51) }, 'username', 'Username too long'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
  ])('refuses sign-up %j with 400 and the message under %s, creating nothing', async (override, field, message) => {
    const input = newSignup(override);
    const res = await app.client().post('/api/auth/signup', input);
    expect(res.status).toBe(400);
    expect((res.body as Body).data?.fields?.[field]).toBe(message);
    const rows = await app.database.db.selectFrom('users').select('id').where('email', '=', input.email.trim().toLowerCase()).execute();
    expect(rows).toHaveLength(0);
  });

  it.each(['password', 'PASSWORD1', 'qwerty123', '123456'])('refuses the common password %s with a field message', async (password) => {
    const input = newSignup({ password });
    const res = await app.client().post('/api/auth/signup', input);
    expect(res.status).toBe(400);
    expect((res.body as Body).data?.fields?.password).toMatch(/too common/);
    const rows = await app.database.db.selectFrom('users').select('id').where('username', '=', input.username).execute();
    expect(rows).toHaveLength(0);
  });

  it('answers 409 for a username taken in any letter case, and for an email in use', async () => {
    const { input } = await signedUpClient(app);
    const sameName = await app.client().post('/api/auth/signup', newSignup({ username: input.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect((sameName.body as Body).data?.fields?.username).toBe('Username already exists');
    const sameEmail = await app.client().post('/api/auth/signup', newSignup({ email: input.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect((sameEmail.body as Body).data?.fields?.email).toMatch(/already exists/);
  });

  it('signs in with the right password, in any letter case of the username', async () => {
    const { input } = await signedUpClient(app);
    const client = app.client();
    const res = await client.post('/api/auth/login', { username: input.username.toUpperCase(), password: input.password });
    expect(res.status).toBe(200);
    expect((res.body as Body).user?.username).toBe(input.username);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('gives the same 401 answer for an unknown user and for a wrong password', async () => {
    const { input } = await signedUpClient(app);
    const wrong = await app.client().post('/api/auth/login', { username: input.username, password: 'not-the-password' });
    const unknown = await app.client().post('/api/auth/login', { username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect((wrong.body as Body).message).toBe('Invalid username or password');
  });

  it('requires username and password on login with the spec messages', async () => {
    const res = await app.client().post('/api/auth/login', {});
    expect(res.status).toBe(400);
    expect((res.body as Body).data?.fields).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('answers 401 to GET /api/auth/user when signed out', async () => {
    const res = await app.client().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect((res.body as Body).code).toBe('UNAUTHORIZED');
  });

  it('gives /trpc and /api the same status and field messages', async () => {
    const input = newSignup({ username: 'x' });
    const rest = await app.client().post('/api/auth/signup', input);
    const rpc = await app.client().post('/trpc/auth.signup', input);
    expect(rpc.status).toBe(rest.status);
    const rpcError = (rpc.body as { error: { message: string; data: { fields: Record<string, string> } } }).error;
    expect(rpcError.data.fields).toEqual((rest.body as Body).data?.fields);
    expect(rpcError.message).toBe('Username must be at least 3 characters');
  });

  it('answers /trpc as the web app calls it: a POST mutation, then a batched GET of two queries', async () => {
    const client = app.client();
    const input = newSignup();
    const signup = await client.post('/trpc/auth.signup', input);
    expect(signup.status).toBe(200);
    expect((signup.body as { result: { data: { user: { username: string } } } }).result.data.user.username).toBe(input.username);
    const batch = await client.get(`/trpc/auth.me,dashboard.get?batch=1&input=${encodeURIComponent('{}')}`);
    expect(batch.status).toBe(200);
    const [me, dashboard] = batch.body as [
      { result: { data: { user: { username: string } } } },
      { result: { data: { totalDebtBalance: string } } },
    ];
    expect(me.result.data.user.username).toBe(input.username);
    expect(dashboard.result.data.totalDebtBalance).toBe('0.00');
  });
});

describe(`sessions (${testDriverName()})`, () => {
  it('sets an httpOnly, SameSite=Lax session cookie that lasts at most 7 days', async () => {
    const res = await app.client().post('/api/auth/signup', newSignup());
    const cookie = res.cookies.find((c) => c.name === 'paydown.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = ((cookie?.expires as Date).getTime() - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('expires an idle session after 24 hours on the server side', async () => {
    const { client, user } = await signedUpClient(app);
    const row = await app.database.db.selectFrom('sessions').select('expire').where('userId', '=', user.id).executeTakeFirstOrThrow();
    const hours = (row.expire.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
    // The same session, 24 h later without activity:
    await app.database.db
      .updateTable('sessions')
      .set({ expire: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  /** Rewrites the stored session of a user as if it had been created and last used that long ago. */
  const ageSession = async (userId: number, ages: { createdMsAgo: number; activeMsAgo: number }) => {
    const row = await app.database.db.selectFrom('sessions').select(['sid', 'sess']).where('userId', '=', userId).executeTakeFirstOrThrow();
    const sess = { ...row.sess, createdAt: Date.now() - ages.createdMsAgo, lastActiveAt: Date.now() - ages.activeMsAgo };
    await app.database.db
      .updateTable('sessions')
      .set({ sess: JSON.stringify(sess) })
      .where('sid', '=', row.sid)
      .execute();
    return row.sid;
  };

  it('ends a session 7 days after sign-in, though it was used a minute ago', async () => {
    const { client, user } = await signedUpClient(app);
    await ageSession(user.id, { createdMsAgo: 7 * DAY + 60_000, activeMsAgo: 60_000 });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps the creation time when activity refreshes a session: row and cookie end 7 days after sign-in', async () => {
    const { client, user } = await signedUpClient(app);
    // Signed in 6 days 23 hours ago, last used 10 minutes ago: this request refreshes the session.
    const sid = await ageSession(user.id, { createdMsAgo: 7 * DAY - 3600_000, activeMsAgo: 10 * 60_000 });
    const createdAt = (await app.database.db.selectFrom('sessions').select('sess').where('sid', '=', sid).executeTakeFirstOrThrow()).sess
      .createdAt as number;
    const res = await client.get('/api/auth/user');
    expect(res.status).toBe(200);
    const row = await app.database.db.selectFrom('sessions').select(['expire', 'sess']).where('sid', '=', sid).executeTakeFirstOrThrow();
    expect(row.sess.createdAt).toBe(createdAt);
    expect(row.expire.getTime()).toBeLessThanOrEqual(createdAt + 7 * DAY + 1000);
    const cookie = res.cookies.find((c) => c.name === 'paydown.sid');
    expect(cookie).toBeDefined();
    expect((cookie?.expires as Date).getTime()).toBeLessThanOrEqual(createdAt + 7 * DAY + 1000);
  });

  it('issues a new session id at login; the pre-login id stops working', async () => {
    const { input } = await signedUpClient(app);
    const client = app.client();
    await client.post('/api/auth/login', { username: input.username, password: input.password });
    const before = client.cookie;
    await client.post('/api/auth/login', { username: input.username, password: input.password });
    const after = client.cookie;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const stale = app.client();
    stale.cookie = before;
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('logout destroys the server-side session, clears the cookie, and works as a bodyless POST', async () => {
    const { client, user } = await signedUpClient(app);
    const cookieBefore = client.cookie;
    const res = await client.request('POST', '/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.name === 'paydown.sid')?.value).toBe('');
    const rows = await app.database.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(0);
    const replay = app.client();
    replay.cookie = cookieBefore;
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });
});
