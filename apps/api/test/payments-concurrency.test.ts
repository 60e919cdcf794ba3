import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, type TestResponse, useTestApp } from './helpers.ts';

// Money writes racing each other (double submits, parallel tabs) leave every balance exact. PGlite runs one statement at a time, so a race
// can only be shown on PostgreSQL: there each request below really runs at the same time on its
// own pooled connection. The sequential expectations (what a double submit gives) run on both.

const app = useTestApp();
const onPostgres = testDriverName() === 'postgres';
const PARALLEL = 20;

type Debt = { id: number; balance: string; isPaid: boolean };

async function addDebt(client: TestClient, balance = '1000.00'): Promise<Debt> {
  const res = await client.post('/api/debts', {
    debtName: 'Visa credit',
    balance,
    interestRate: '24',
    minPayment: '100',
    dueDate: '2026-12-15',
  });
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as Debt;
}

function inParallel(n: number, send: () => Promise<TestResponse>): Promise<TestResponse[]> {
  return Promise.all(Array.from({ length: n }, send));
}

async function paymentRows(debtId: number) {
  return app.database.db.selectFrom('paymentHistory').selectAll().where('debtId', '=', debtId).orderBy('id').execute();
}

async function balanceOf(debtId: number): Promise<string | undefined> {
  const row = await app.database.db.selectFrom('debts').select('balance').where('id', '=', debtId).executeTakeFirst();
  return row?.balance;
}

function statuses(responses: TestResponse[]): number[] {
  return [...new Set(responses.map((r) => r.status))].sort();
}

describe(`concurrent money writes (${testDriverName()})`, () => {
  it.skipIf(!onPostgres)('20 parallel payments of $10 on $1000.00 leave $800.00 and 20 rows', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    const responses = await inParallel(PARALLEL, () => client.post(`/api/debts/${debt.id}/payments`, { amount: '10.00' }));
    expect(statuses(responses)).toEqual([200]);
    expect(await balanceOf(debt.id)).toBe('800.00');
    const rows = await paymentRows(debt.id);
    expect(rows).toHaveLength(PARALLEL);
    // Each row's balance after is exact: 990, 980, … 800, each once.
    expect(rows.map((r) => r.balanceAfter).sort()).toEqual(Array.from({ length: PARALLEL }, (_, i) => `${1000 - 10 * (i + 1)}.00`).sort());
  });

  it('logs a planned payment once: a second log is refused with 409 and changes nothing', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    const planned = (await client.post(`/api/debts/${debt.id}/planned-payments`, { amount: '100.00' })).body as { id: number };
    expect((await client.post(`/api/planned-payments/${planned.id}/log`)).status).toBe(200);
    const again = await client.post(`/api/planned-payments/${planned.id}/log`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This planned payment was already logged.' });
    expect(await balanceOf(debt.id)).toBe('900.00');
    expect(await paymentRows(debt.id)).toHaveLength(1);
  });

  it.skipIf(!onPostgres)('20 parallel logs of one planned payment record one payment; the others get 409', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    const planned = (await client.post(`/api/debts/${debt.id}/planned-payments`, { amount: '100.00' })).body as { id: number };
    const responses = await inParallel(PARALLEL, () => client.post(`/api/planned-payments/${planned.id}/log`));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(await paymentRows(debt.id)).toHaveLength(1);
    expect(await balanceOf(debt.id)).toBe('900.00');
  });

  it.skipIf(!onPostgres)('20 parallel mark-paid record one final payment and all answer the paid debt', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    const responses = await inParallel(PARALLEL, () => client.post(`/api/debts/${debt.id}/mark-paid`));
    expect(statuses(responses)).toEqual([200]);
    for (const r of responses) expect(r.body).toMatchObject({ id: debt.id, isPaid: true, paidDate: '2026-12-01' });
    const rows = await paymentRows(debt.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '1000.00', balanceAfter: '0.00' });
  });

  it.skipIf(!onPostgres)('20 parallel plans for one debt leave exactly one open planned payment', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    const responses = await inParallel(PARALLEL, () => client.post(`/api/debts/${debt.id}/planned-payments`, {}));
    expect(statuses(responses).every((s) => s === 200 || s === 409)).toBe(true);
    const open = (await client.get('/api/planned-payments')).body as { debtId: number }[];
    expect(open).toHaveLength(1);
    const openRows = await app.database.db
      .selectFrom('plannedPayments')
      .select('id')
      .where('debtId', '=', debt.id)
      .where('status', '=', 'planned')
      .execute();
    expect(openRows).toHaveLength(1);
  });

  it('the database itself refuses a second open planned payment for a debt', async () => {
    const { client, user } = await confirmedClient(app);
    const debt = await addDebt(client);
    const insert = () =>
      app.database.db
        .insertInto('plannedPayments')
        .values({ userId: user.id, debtId: debt.id, plannedDate: '2026-12-10', amount: '10.00' })
        .execute();
    await insert();
    await expect(insert()).rejects.toThrow();
  });

  it.skipIf(!onPostgres)('mark-paid racing delete: each answers 200 or 404, never a 500', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    for (let round = 0; round < 5; round += 1) {
      const debt = await addDebt(client);
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => client.post(`/api/debts/${debt.id}/mark-paid`)),
        client.del(`/api/debts/${debt.id}`),
        ...Array.from({ length: 5 }, () => client.post(`/api/debts/${debt.id}/payments`, { amount: '1.00' })),
      ]);
      for (const r of responses) expect([200, 400, 404]).toContain(r.status);
      expect(await balanceOf(debt.id)).toBeUndefined();
      expect(await paymentRows(debt.id)).toHaveLength(0);
    }
  });
});
