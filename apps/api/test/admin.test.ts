import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../src/features/admin/service.ts';
import { buildServer } from '../src/server.ts';
import { runTrialReminders } from '../src/jobs/trial-reminders/job.ts';
import { confirmedClient, latestConfirmationToken, newSignup, signedUpClient, useTestApp } from './helpers.ts';

const app = useTestApp({ ADMIN_USERNAMES: 'boss_admin' });

type AdminUser = { id: number; username: string; email: string; subscriptionStatus: string; hasLifetimeAccess: boolean };
const DAY = 24 * 3600_000;

describe(`admin (${testDriverName()})`, () => {
  it('answers 403 on every admin path to a signed-in user who is not an admin, and 401 to a visitor', async () => {
    const { client, user } = await confirmedClient(app);
    expect((await client.get('/api/admin/users')).status).toBe(403);
    const grant = await client.post('/api/admin/set-lifetime-access', { userId: user.id, hasAccess: true });
    expect(grant.status).toBe(403);
    expect(
      (await app.database.db.selectFrom('users').select('hasLifetimeAccess').where('id', '=', user.id).executeTakeFirstOrThrow())
        .hasLifetimeAccess,
    ).toBe(false);
    expect((await app.client().get('/api/admin/users')).status).toBe(401);
  });

  /** What a restart does with ADMIN_USERNAMES: a second server started on the same database. */
  const restart = async () => {
    const again = await buildServer(app.config, { database: app.database });
    await again.close();
  };

  it('never grants a role at sign-up: ADMIN_USERNAMES promotes only a confirmed account, at start', async () => {
    // The listed name, taken in another letter case by whoever comes first.
    const squatter = app.client();
    const input = newSignup({ username: 'Boss_Admin' });
    const res = await squatter.post('/api/auth/signup', input);
    expect(res.status).toBe(200);
    expect((res.body as { user: { role: string } }).user.role).toBe('user');
    expect((await squatter.get('/api/admin/users')).status).toBe(403);
    // A restart does not promote an unconfirmed account.
    await restart();
    expect((await squatter.get('/api/admin/users')).status).toBe(403);
    // Once the address is confirmed, the next start does.
    const token = await latestConfirmationToken(app, input.email);
    expect((await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`)).status).toBe(200);
    await restart();
    expect((await squatter.get('/api/admin/users')).status).toBe(200);
    await app.database.db.deleteFrom('users').where('username', '=', 'Boss_Admin').execute();
  });

  it('lets an ADMIN_USERNAMES admin list users without secrets and grant lifetime access', async () => {
    const { client: admin } = await confirmedClient(app, { username: 'boss_admin' });
    await restart();
    const { user } = await signedUpClient(app);
    const list = await admin.get('/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.text).not.toMatch(/password|token|argon2|stripe/i);
    const listed = (list.body as AdminUser[]).find((u) => u.id === user.id);
    expect(listed).toMatchObject({ subscriptionStatus: 'pending_confirmation', hasLifetimeAccess: false });

    const res = await admin.post('/api/admin/set-lifetime-access', { userId: user.id, hasAccess: true });
    expect(res.status).toBe(200);
    expect((res.body as { message: string }).message).toMatch(/^Lifetime access granted to /);
    expect(((await admin.get('/api/admin/users')).body as AdminUser[]).find((u) => u.id === user.id)?.hasLifetimeAccess).toBe(true);
    expect((await admin.post('/api/admin/set-lifetime-access', { userId: 99_999_999, hasAccess: true })).status).toBe(404);
    // A string is not a boolean: "false" must never be read as true.
    expect((await admin.post('/api/admin/set-lifetime-access', { userId: user.id, hasAccess: 'false' })).status).toBe(400);
    expect(((await admin.get('/api/admin/users')).body as AdminUser[]).find((u) => u.id === user.id)?.hasLifetimeAccess).toBe(true);
  });

  it('promotes existing users with a confirmed email with the admin:grant service', async () => {
    const unconfirmed = await signedUpClient(app);
    expect(await grantAdmin(app.database.db, [unconfirmed.input.username])).toEqual([]);
    expect((await unconfirmed.client.get('/api/admin/users')).status).toBe(403);
    const { client, input } = await confirmedClient(app);
    expect((await client.get('/api/admin/users')).status).toBe(403);
    expect(await grantAdmin(app.database.db, [input.username.toUpperCase()])).toEqual([input.username]);
    expect((await client.get('/api/admin/users')).status).toBe(200);
  });
});

describe(`trial reminders (${testDriverName()})`, () => {
  const reminders = async (email: string) =>
    (
      await app.database.db
        .selectFrom('emailOutbox')
        .select(['template', 'subject'])
        .where('to', '=', email)
        .where('template', 'like', 'trial-%')
        .orderBy('id')
        .execute()
    ).map((r) => r.template);

  it('emails 7, 3 and 1 day(s) before the end and on expiry, each once, and expires the trial', async () => {
    const { input, user } = await confirmedClient(app);
    await runTrialReminders(app.server.deps);
    expect(await reminders(input.email)).toEqual([]);
    app.clock.advance(23.5 * DAY); // 6.5 days left
    await runTrialReminders(app.server.deps);
    await runTrialReminders(app.server.deps);
    expect(await reminders(input.email)).toEqual(['trial-7d']);
    app.clock.advance(4 * DAY); // 2.5 days left
    await runTrialReminders(app.server.deps);
    app.clock.advance(2 * DAY); // 0.5 day left
    await runTrialReminders(app.server.deps);
    app.clock.advance(1 * DAY); // ended
    await runTrialReminders(app.server.deps);
    await runTrialReminders(app.server.deps);
    expect(await reminders(input.email)).toEqual(['trial-7d', 'trial-3d', 'trial-1d', 'trial-expired']);
    const row = await app.database.db.selectFrom('users').select('subscriptionStatus').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.subscriptionStatus).toBe('expired');
  });

  it('sends each reminder once even when several instances run the job at the same moment', async () => {
    const { input } = await confirmedClient(app);
    app.clock.advance(27.5 * DAY); // 2.5 days left
    const results = await Promise.all([
      runTrialReminders(app.server.deps),
      runTrialReminders(app.server.deps),
      runTrialReminders(app.server.deps),
    ]);
    expect(await reminders(input.email)).toEqual(['trial-3d']);
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  });

  it('skips users with lifetime access', async () => {
    const { input, user } = await confirmedClient(app);
    await app.database.db.updateTable('users').set({ hasLifetimeAccess: true }).where('id', '=', user.id).execute();
    app.clock.advance(29.5 * DAY);
    await runTrialReminders(app.server.deps);
    expect(await reminders(input.email)).toEqual([]);
  });
});
