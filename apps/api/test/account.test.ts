import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { latestConfirmationToken, signedUpClient, type TestApp, useTestApp } from './helpers.ts';

const app = useTestApp();

const DAY = 24 * 3600_000;
type UserBody = { user: { firstName: string; lastName: string; email: string; emailConfirmed: boolean; username: string } };

async function confirmed(appToUse: TestApp) {
  const signed = await signedUpClient(appToUse);
  const token = await latestConfirmationToken(appToUse, signed.input.email);
  await appToUse.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`);
  return signed;
}

describe(`profile (${testDriverName()})`, () => {
  it('updates names and returns the updated user; the username cannot change', async () => {
    const { client, input } = await signedUpClient(app);
    const res = await client.put('/api/auth/user', { firstName: 'Robin', lastName: 'Lee', email: input.email, username: 'hacker' });
    expect(res.status).toBe(200);
    expect((res.body as UserBody).user).toMatchObject({ firstName: 'Robin', lastName: 'Lee', username: input.username });
    expect(((await client.get('/api/auth/user')).body as UserBody).user.firstName).toBe('Robin');
  });

  it('asks for confirmation of a changed email and mails the new address', async () => {
    const { client } = await confirmed(app);
    const res = await client.put('/api/auth/user', { firstName: 'Pat', lastName: 'Payer', email: 'new.address@example.com' });
    expect(res.status).toBe(200);
    expect((res.body as UserBody).user).toMatchObject({ email: 'new.address@example.com', emailConfirmed: false });
    const token = await latestConfirmationToken(app, 'new.address@example.com');
    expect((await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const me = (await client.get('/api/auth/user')).body as UserBody & { user: { subscriptionStatus: string } };
    expect(me.user.emailConfirmed).toBe(true);
    expect(me.user.subscriptionStatus).toBe('trial');
  });

  it('refuses an email another account uses (409) and bad fields (400), changing nothing', async () => {
    const other = await signedUpClient(app);
    const { client, input } = await signedUpClient(app);
    const taken = await client.put('/api/auth/user', { firstName: 'A', lastName: 'B', email: other.input.email });
    expect(taken.status).toBe(409);
    const bad = await client.put('/api/auth/user', { firstName: '', lastName: 'B', email: 'nope' });
    expect(bad.status).toBe(400);
    expect((bad.body as { data: { fields: Record<string, string> } }).data.fields).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
    const me = (await client.get('/api/auth/user')).body as UserBody;
    expect(me.user).toMatchObject({ firstName: 'Pat', email: input.email });
  });

  it('needs a signed-in user', async () => {
    expect((await app.client().put('/api/auth/user', { firstName: 'A', lastName: 'B', email: 'a@b.co' })).status).toBe(401);
  });
});

describe(`trial status (${testDriverName()})`, () => {
  it('counts whole days left and reads expired once the trial has ended', async () => {
    const { client } = await confirmed(app);
    const start = (await client.get('/api/trial-status')).body;
    expect(start).toMatchObject({ subscriptionStatus: 'trial', daysRemaining: 30, hasLifetimeAccess: false });

    app.clock.advance(29.5 * DAY);
    expect(((await client.get('/api/trial-status')).body as { daysRemaining: number }).daysRemaining).toBe(1);
    app.clock.advance(1 * DAY);
    const ended = (await client.get('/api/trial-status')).body;
    expect(ended).toMatchObject({ subscriptionStatus: 'expired', daysRemaining: 0 });
    expect(((await client.get('/api/auth/user')).body as { user: { subscriptionStatus: string } }).user.subscriptionStatus).toBe('expired');
    app.clock.advance(-30.5 * DAY);
  });

  it('shows pending_confirmation with no trial before the email is confirmed', async () => {
    const { client } = await signedUpClient(app);
    expect((await client.get('/api/trial-status')).body).toEqual({
      subscriptionStatus: 'pending_confirmation',
      trialEndDate: null,
      daysRemaining: 0,
      hasLifetimeAccess: false,
    });
  });
});

describe(`account deletion (${testDriverName()})`, () => {
  it('deletes the user, every row of theirs, and every session, leaving other users alone', async () => {
    const bystander = await signedUpClient(app);
    const { client, input, user } = await signedUpClient(app);
    const secondDevice = app.client();
    await secondDevice.post('/api/auth/login', { username: input.username, password: input.password });

    const res = await client.del('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.name === 'paydown.sid')?.value).toBe('');

    expect(await app.database.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toHaveLength(0);
    expect(await app.database.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute()).toHaveLength(0);
    expect((await secondDevice.get('/api/auth/user')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: input.username, password: input.password })).status).toBe(401);
    expect((await bystander.client.get('/api/auth/user')).status).toBe(200);
  });

  it('is a bodyless DELETE that needs a signed-in user', async () => {
    expect((await app.client().del('/api/auth/user')).status).toBe(401);
  });
});
