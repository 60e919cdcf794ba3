import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@paydown/db';
import { createTestDatabase, testDriverName } from '@paydown/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { buildServer, type Server } from '../src/server.ts';
import { runPaymentReminders } from '../src/jobs/payment-reminders.ts';
import { runTrialReminders } from '../src/jobs/trial-reminders/job.ts';
import { latestConfirmationToken, newSignup, TEST_ENV, TestClient } from './helpers.ts';

// Two API instances (two buildServer calls, as two processes behind a load balancer would be)
// against one database: everything that must be shared lives in the database, not in memory.
let database: Database;
let a: Server;
let b: Server;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'paydown-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'paydown-no-web'),
    RATE_LIMIT_LOGIN_PER_IP: '4',
  });
  // Both instances on one clock: Dec 2, so a debt due Dec 5 is due in 3 days.
  const now = () => new Date(Date.parse('2026-12-02T12:00:00Z') + (Date.now() % 1000));
  a = await buildServer(config, { database, now });
  b = await buildServer(config, { database, now });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.destroy();
});

describe(`two API instances on one ${testDriverName()} database`, () => {
  it('a session made on one instance works on the other, and logout on one is seen on the other', async () => {
    // One browser whose requests the load balancer sends to either instance: the same cookie.
    const onA = new TestClient(a);
    const onB = new TestClient(b);
    const input = newSignup();
    expect((await onA.post('/api/auth/signup', input)).status).toBe(200);
    onB.cookie = onA.cookie;
    const me = await onB.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect((me.body as { user: { username: string } }).user.username).toBe(input.username);

    expect((await onA.request('POST', '/api/auth/logout')).status).toBe(200);
    expect((await onB.get('/api/auth/user')).status).toBe(401);
  });

  it('shares rate-limit counters: attempts on both instances count together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const client = new TestClient(i % 2 === 0 ? a : b);
      client.address = '198.51.100.77';
      statuses.push((await client.post('/api/auth/login', { username: `ghost${i}`, password: 'whatever1' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('the trial-reminder job started on both instances sends each email once', async () => {
    const client = new TestClient(a);
    const input = newSignup();
    expect((await client.post('/api/auth/signup', input)).status).toBe(200);
    const token = await latestConfirmationToken({ database } as Parameters<typeof latestConfirmationToken>[0], input.email);
    expect((await new TestClient(b).get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`)).status).toBe(200);
    // 2.5 days of the trial left: the 3-day reminder is due.
    await database.db
      .updateTable('users')
      .set({ trialEndDate: new Date(a.deps.now().getTime() + 2.5 * 24 * 3600_000) })
      .where('username', '=', input.username)
      .execute();

    const runs = await Promise.all([a, b, a, b].map((server) => runTrialReminders(server.deps)));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    const sent = await database.db
      .selectFrom('emailOutbox')
      .select('template')
      .where('to', '=', input.email)
      .where('template', 'like', 'trial-%')
      .execute();
    expect(sent).toHaveLength(1);
  });

  it('the payment-reminder job started on both instances emails each user once a day', async () => {
    const users = [];
    for (let i = 0; i < 3; i++) {
      const client = new TestClient(i % 2 === 0 ? a : b);
      const input = newSignup();
      expect((await client.post('/api/auth/signup', input)).status).toBe(200);
      const token = await latestConfirmationToken({ database } as Parameters<typeof latestConfirmationToken>[0], input.email);
      expect((await client.get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`)).status).toBe(200);
      const debt = { debtName: `Card ${i}`, balance: '1000', interestRate: '24', minPayment: 200, dueDate: '2026-12-05' };
      expect((await client.post('/api/debts', debt)).status).toBe(200);
      users.push(input.email);
    }
    const runs = await Promise.all([a, b, a, b, a, b].map((server) => runPaymentReminders(server.deps)));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const email of users) {
      const sent = await database.db
        .selectFrom('emailOutbox')
        .select('id')
        .where('to', '=', email)
        .where('template', '=', 'payment-reminder')
        .execute();
      expect(sent, email).toHaveLength(1);
    }
  });
});
