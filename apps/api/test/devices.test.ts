import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, useTestApp } from './helpers.ts';

const app = useTestApp({ RATE_LIMIT_LOGIN_PER_IP: '1000' });

type SessionInfo = {
  id: string;
  browser: string;
  os: string;
  ip: string | null;
  signedInAt: string | null;
  lastActiveAt: string | null;
  current: boolean;
};
const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function signedInTwice() {
  const signed = await confirmedClient(app);
  await signed.client.post(
    '/api/auth/login',
    { username: signed.input.username, password: signed.input.password },
    { 'user-agent': CHROME_WIN },
  );
  const phone = app.client();
  await phone.post('/api/auth/login', { username: signed.input.username, password: signed.input.password }, { 'user-agent': SAFARI_IOS });
  return { ...signed, phone };
}

describe(`devices (${testDriverName()})`, () => {
  it('lists every session with browser, system, address and times, this one marked, and no session secret', async () => {
    const { client } = await signedInTwice();
    const res = await client.get('/api/auth/sessions');
    expect(res.status).toBe(200);
    const list = res.body as SessionInfo[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', ip: '127.0.0.1', current: true });
    expect(list[1]).toMatchObject({ browser: 'Safari', os: 'iOS', current: false });
    expect(list[0]?.signedInAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const sids = (await app.database.db.selectFrom('sessions').select('sid').execute()).map((r) => r.sid);
    for (const s of sids) expect(res.text).not.toContain(s);
  });

  it('signs out one other session by its id', async () => {
    const { client, phone } = await signedInTwice();
    const other = ((await client.get('/api/auth/sessions')).body as SessionInfo[]).find((s) => !s.current);
    expect((await client.del(`/api/auth/sessions/${other?.id ?? ''}`)).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await client.del(`/api/auth/sessions/${other?.id ?? ''}`)).status).toBe(404);
  });

  it("answers 404 for another user's session id and leaves it alone", async () => {
    const { phone } = await signedInTwice();
    const victimSession = ((await phone.get('/api/auth/sessions')).body as SessionInfo[])[0];
    const intruder = await confirmedClient(app);
    expect((await intruder.client.del(`/api/auth/sessions/${victimSession?.id ?? ''}`)).status).toBe(404);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const { client, phone } = await signedInTwice();
    const res = await client.post('/api/auth/sessions/revoke-others');
    expect(res.status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/sessions')).body).toHaveLength(1);
    expect((await app.client().get('/api/auth/sessions')).status).toBe(401);
  });
});
