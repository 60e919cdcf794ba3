// Hardening: no request can freeze the server or answer 500 because of what a client sent: dates
// out of range (refused, and rows stored with them still read), the batch limit, NUL characters,
// malformed ids, the database down, and every 5xx logged with the request id. Runs on PGlite and
// PostgreSQL.
import { createDatabase } from '@paydown/db';
import { createTestDatabase, testDriverName } from '@paydown/db/testing';
import { DATE_RANGE_MESSAGE, ID_MESSAGE, NUL_CHARACTER_MESSAGE } from '@paydown/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.ts';
import { TRPC_MAX_BATCH_SIZE } from '../src/http/trpc.ts';
import { confirmedClient, newSignup, signedUpClient, TestClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type ErrorBody = { message: string; code: string; data?: { fields?: Record<string, string> } };
const fieldsOf = (body: unknown) => (body as ErrorBody).data?.fields ?? {};

describe(`dates out of range (${testDriverName()})`, () => {
  it('refuses the freeze reproduction (pay date 0001-01-01, due date 9999-10-01) with the field 400 and stores nothing', async () => {
    const { client, user } = await confirmedClient(app);
    const income = await client.post('/api/income', { incomeSource: 'w', amount: '3000', payDate: '0001-01-01', frequency: 'weekly' });
    expect(income.status).toBe(400);
    expect(fieldsOf(income.body)).toEqual({ payDate: DATE_RANGE_MESSAGE });
    const debt = await client.post('/api/debts', {
      debtName: 'Card',
      balance: '100',
      interestRate: '20',
      minPayment: '10',
      dueDate: '9999-10-01',
      payPeriodFrequency: 'weekly',
    });
    expect(debt.status).toBe(400);
    expect(fieldsOf(debt.body)).toEqual({ dueDate: DATE_RANGE_MESSAGE });
    const debts = await app.database.db.selectFrom('debts').select('id').where('userId', '=', user.id).execute();
    expect(debts).toEqual([]);
  });

  it('still lists, computes and deletes rows stored with dates out of range before the fix (debts, income, dashboard, AI)', async () => {
    const { client, user } = await confirmedClient(app);
    // Ten debts due in year 9999 weekly and income paid weekly since year 1: before the fix this
    // took 21 s for GET /api/debts and then answered 500 on every read.
    const debtIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const row = await app.database.db
        .insertInto('debts')
        .values({
          userId: user.id,
          debtName: `Card ${i}`,
          debtType: 'credit_card',
          balance: '1000.00',
          interestRate: '20.00',
          minPayment: '50.00',
          dueDate: i === 0 ? '9999-12-31' : '9999-10-01',
          payPeriodFrequency: 'weekly',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      debtIds.push(row.id);
    }
    const income = await app.database.db
      .insertInto('incomeSources')
      .values({
        userId: user.id,
        incomeSource: 'w',
        amount: '3000.00',
        payDate: '0001-01-01',
        frequency: 'weekly',
        nextExpectedPayDate: '9999-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const started = Date.now();
    for (const path of [
      '/api/debts',
      '/api/income',
      '/api/income/summary',
      '/api/dashboard',
      '/api/ai/insights',
      '/api/ai/payment-schedule',
      '/api/ai/potential-score',
      '/api/ai/learning-progress',
    ]) {
      const res = await client.get(path);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
    expect((await client.post('/api/ai-insights/generate')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);

    const listed = (await client.get('/api/debts')).body as { id: number; dueDate: string; nextDueDate: string }[];
    expect(listed.find((d) => d.id === debtIds[0])).toMatchObject({ dueDate: '9999-12-31', nextDueDate: '2199-12-31' });
    for (const id of debtIds) expect((await client.del(`/api/debts/${id}`)).status).toBe(200);
    expect((await client.del(`/api/income/${income.id}`)).status).toBe(200);
    expect((await client.get('/api/debts')).body).toEqual([]);
    expect((await client.get('/api/income')).body).toEqual([]);
  });
});

describe(`/trpc batch size (${testDriverName()})`, () => {
  const batch = (n: number) => `/trpc/${Array.from({ length: n }, () => 'health.check').join(',')}?batch=1`;

  it(`runs a batch of ${TRPC_MAX_BATCH_SIZE} procedures and refuses ${TRPC_MAX_BATCH_SIZE + 1} or 300 with 400`, async () => {
    expect(TRPC_MAX_BATCH_SIZE).toBe(20);
    const ok = await app.client().get(batch(20));
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(20);
    for (const n of [21, 300]) {
      const res = await app.client().get(batch(n));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `A batch may call at most 20 procedures (this one calls ${n})`, code: 'BAD_REQUEST' });
    }
  });
});

describe(`NUL characters in text (${testDriverName()})`, () => {
  it('refuses a NUL in login and signup (unauthenticated) with 400 on /api and /trpc', async () => {
    const login = await app.client().post('/api/auth/login', { username: 'a\u0000b', password: 'whatever-1' });
    expect(login.status).toBe(400);
    expect(fieldsOf(login.body)).toEqual({ username: NUL_CHARACTER_MESSAGE });
    const signup = await app.client().post('/api/auth/signup', newSignup({ firstName: 'Pat\u0000' }));
    expect(signup.status).toBe(400);
    expect(fieldsOf(signup.body)).toEqual({ firstName: NUL_CHARACTER_MESSAGE });
    const rpc = await app.client().post('/trpc/auth.login', { username: 'x', password: 'pass\u0000word' });
    expect(rpc.status).toBe(400);
    expect(rpc.text).toContain(NUL_CHARACTER_MESSAGE);
  });

  it('refuses a NUL in a signed-in write and in a query string, and stores nothing', async () => {
    const { client, user } = await confirmedClient(app);
    const debt = await client.post('/api/debts', {
      debtName: 'Visa\u0000',
      balance: '10',
      interestRate: '1',
      minPayment: '1',
      dueDate: '2026-12-01',
    });
    expect(debt.status).toBe(400);
    expect(fieldsOf(debt.body)).toEqual({ debtName: NUL_CHARACTER_MESSAGE });
    const notes = await client.post('/api/debts', {
      debtName: 'Visa',
      balance: '10',
      interestRate: '1',
      minPayment: '1',
      dueDate: '2026-12-01',
      notes: '\u0000',
    });
    expect(notes.status).toBe(400);
    const confirm = await app.client().get('/api/auth/confirm-email?token=%00abc');
    expect(confirm.status).toBe(400);
    expect(await app.database.db.selectFrom('debts').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });
});

describe(`ids of 2^31 and above (${testDriverName()})`, () => {
  it('answers 400 on every {id} path, on /trpc and in set-lifetime-access, never 500', async () => {
    const { client, user } = await confirmedClient(app);
    await app.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    const big = 2 ** 31;
    const calls = [
      client.put(`/api/debts/${big}`, { debtName: 'x' }),
      client.del(`/api/debts/${big}`),
      client.get(`/api/debts/${big}/payments`),
      client.post(`/api/debts/${big}/payments`, { amount: '1.00' }),
      client.post(`/api/debts/${big}/mark-paid`),
      client.post(`/api/debts/${big}/planned-payments`, {}),
      client.post(`/api/planned-payments/${big}/log`),
      client.del(`/api/planned-payments/${big}`),
      client.put(`/api/income/${big}`, { incomeSource: 'x' }),
      client.del(`/api/income/${big}`),
      client.post(`/api/ai-suggestions/${big}/apply`),
      client.post('/api/admin/set-lifetime-access', { userId: big, hasAccess: true }),
      client.post('/api/admin/set-lifetime-access', { userId: 99_999_999_999, hasAccess: true }),
      client.post('/trpc/debts.remove', { id: big }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status, res.text).toBe(400);
      expect(res.text).toContain(ID_MESSAGE);
    }
    // The largest int4 id is simply not found.
    expect((await client.del(`/api/debts/${big - 1}`)).status).toBe(404);
  });
});

/** Log lines a server wrote, parsed. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe(`database down (${testDriverName()})`, () => {
  it('answers a signed-in request 503 with a JSON body, fast, on /api and /trpc, and logs it with the request id', async () => {
    const { client } = await signedUpClient(app);
    // The same configuration (so the same session cookie is valid) over a database nobody listens on.
    const dead = await createDatabase({ databaseUrl: 'postgres://paydown@127.0.0.1:1/paydown', poolMax: 1 });
    const log = logCollector();
    const server = await buildServer({ ...app.config, logLevel: 'error' }, { database: dead, logStream: log.stream });
    try {
      const down = new TestClient(server);
      down.cookie = client.cookie;
      for (const path of ['/api/debts', '/trpc/debts.list', '/api/auth/user']) {
        const started = Date.now();
        const res = await down.get(path);
        expect(res.status, `${path}: ${res.text}`).toBe(503);
        expect(res.body).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        });
        expect(Date.now() - started).toBeLessThan(5000);
      }
      // Unauthenticated procedures reach the database inside the procedure: 503 too, and logged.
      const login = await new TestClient(server).post('/api/auth/login', { username: 'someone', password: 'whatever-1' });
      expect(login.status).toBe(503);
      expect(log.lines.length).toBeGreaterThanOrEqual(4);
      expect(log.lines.every((l) => typeof l.reqId === 'string' && l.level === 50)).toBe(true);
    } finally {
      await server.close();
      await dead.destroy();
    }
  });
});

describe(`5xx responses are logged (${testDriverName()})`, () => {
  it('logs a 500 from /api and from /trpc with the request id', async () => {
    const database = await createTestDatabase();
    const log = logCollector();
    const server = await buildServer({ ...app.config, logLevel: 'error' }, { database, logStream: log.stream });
    try {
      const client = new TestClient(server);
      // The 500 this test provokes is what no operation documents.
      client.checksOpenApi = false;
      expect((await client.post('/api/auth/signup', newSignup())).status).toBe(200);
      // A broken schema: every read of income now fails inside the procedure with an unexpected error.
      await sql`drop table income_sources cascade`.execute(database.db);
      const rest = await client.get('/api/income');
      expect(rest.status).toBe(500);
      const rpc = await client.get('/trpc/income.list');
      expect(rpc.status).toBe(500);
      const failures = log.lines.filter((l) => l.msg === 'procedure failed');
      expect(failures.map((l) => l.path)).toEqual(['income.list', 'income.list']);
      for (const line of failures) {
        expect(line).toMatchObject({ level: 50, status: 500 });
        expect(typeof line.reqId).toBe('string');
      }
      expect(new Set(failures.map((l) => l.reqId)).size).toBe(2);
    } finally {
      await server.close();
      await database.destroy();
    }
  });
});
