import { testDriverName } from '@paydown/db/testing';
import { ACTIVE_DEBTS_CAP_MESSAGE, MAX_ACTIVE_DEBTS, MAX_DEBTS, TOTAL_DEBTS_CAP_MESSAGE } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { MAX_LUMP_SUMS } from '../src/features/plan/service.ts';
import { addDebt, confirmedClient, insertDebts, type TestClient, type TestResponse, useTestApp } from './helpers.ts';

// What one account may store: at most 200 active debts and 500 in all, and at most 100 lump sums.
// The counts are reached by writing rows directly (hundreds of API calls would only slow the
// suite); every refusal is then asked through the API, as a client would meet it. Parallel
// requests at a cap can only race on PostgreSQL, where each runs on its own pooled connection.

const app = useTestApp();
const onPostgres = testDriverName() === 'postgres';
const PARALLEL = 20;
const TODAY = '2026-12-01T12:00:00Z';

type ErrorBody = { message: string };
const messageOf = (res: TestResponse) => (res.body as ErrorBody).message;

const CARD = { debtName: 'Visa credit', balance: '1000', interestRate: '24', minPayment: '100', dueDate: '2026-12-15' };

/** Stores `count` debts for the user, active or paid off, without going through the API. */
async function seedDebts(userId: number, count: number, paid = false): Promise<void> {
  await insertDebts(
    app,
    userId,
    Array.from({ length: count }, (_, i) => ({
      debtName: `Seeded ${paid ? 'paid' : 'active'} ${i}`,
      balance: paid ? '0.00' : '500.00',
      interestRate: '20.00',
      minPayment: '25.00',
      dueDate: '2026-12-20',
      isPaid: paid,
      paidDate: paid ? '2026-10-01' : null,
    })),
  );
}

async function counts(userId: number): Promise<{ active: number; total: number }> {
  const rows = await app.database.db.selectFrom('debts').select('isPaid').where('userId', '=', userId).execute();
  return { active: rows.filter((r) => !r.isPaid).length, total: rows.length };
}

function importCsv(client: TestClient, rows: number, options: { paid?: boolean; dryRun?: boolean } = {}): Promise<TestResponse> {
  const lines = Array.from({ length: rows }, (_, i) =>
    options.paid ? `Imported ${i},0,10,20,2026-12-10,true,2026-09-01` : `Imported ${i},800,10,20,2026-12-10,false,`,
  );
  const csv = ['debtName,balance,interestRate,minPayment,dueDate,isPaid,paidDate', ...lines].join('\n');
  return client.post('/api/import/debts', { csv, dryRun: options.dryRun ?? false });
}

describe(`caps on debts per account (${testDriverName()})`, () => {
  it(`refuses a new debt at ${MAX_ACTIVE_DEBTS} active debts with a 400 that says what to do, and creates nothing`, async () => {
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, MAX_ACTIVE_DEBTS - 1);
    await addDebt(client, CARD); // the 200th fits
    const refused = await client.post('/api/debts', { ...CARD, debtName: 'One too many' });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe('You can track at most 200 active debts; mark one paid or delete one first.');
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS });
    expect(((await client.get('/api/debts')).body as unknown[]).length).toBe(MAX_ACTIVE_DEBTS);
  });

  it('makes room again once a debt is marked paid', async () => {
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, MAX_ACTIVE_DEBTS - 1);
    const last = await addDebt(client, CARD);
    expect((await client.post('/api/debts', CARD)).status).toBe(400);
    expect((await client.post(`/api/debts/${last.id}/mark-paid`)).status).toBe(200);
    expect((await client.post('/api/debts', CARD)).status).toBe(200);
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS + 1 });
  });

  it(`counts paid-off debts towards the ${MAX_DEBTS} in all`, async () => {
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, MAX_DEBTS - 10, true);
    await seedDebts(user.id, 9);
    await addDebt(client, CARD); // the 500th, only 10 of them active
    const refused = await client.post('/api/debts', CARD);
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(TOTAL_DEBTS_CAP_MESSAGE);
    expect(messageOf(refused)).toContain('at most 500 debts, paid-off ones included');
    expect(await counts(user.id)).toEqual({ active: 10, total: MAX_DEBTS });
  });

  it('refuses an import that would pass the active cap: nothing imported, and the answer names the rows, the cap and the count', async () => {
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, 190);
    const expected =
      'Nothing was imported: the file has 11 active debts and you already track 190; you can track at most 200 active debts. ' +
      'Mark some paid, delete some or import fewer rows.';
    const preview = await importCsv(client, 11, { dryRun: true });
    expect(preview.status).toBe(400);
    expect(messageOf(preview)).toBe(expected);
    const refused = await importCsv(client, 11);
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(expected);
    expect(await counts(user.id)).toEqual({ active: 190, total: 190 });
    // Exactly up to the cap is fine.
    const done = await importCsv(client, 10);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ imported: 10 });
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS });
  });

  it('refuses an import of paid-off debts that would pass the total cap', async () => {
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, MAX_DEBTS - 5, true);
    const refused = await importCsv(client, 6, { paid: true });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(
      'Nothing was imported: the file has 6 debts and you already have 495; you can keep at most 500 debts, paid-off ones included. ' +
        'Delete some or import fewer rows.',
    );
    expect(await counts(user.id)).toEqual({ active: 0, total: MAX_DEBTS - 5 });
  });

  it('refuses to reopen a paid-off debt at the active cap, and to bring it back by deleting its final payment', async () => {
    app.clock.setTo(TODAY);
    const { client, user } = await confirmedClient(app);
    const paid = await addDebt(client, CARD);
    expect((await client.post(`/api/debts/${paid.id}/mark-paid`)).status).toBe(200);
    await seedDebts(user.id, MAX_ACTIVE_DEBTS);

    const reopened = await client.post(`/api/debts/${paid.id}/reopen`);
    expect(reopened.status).toBe(400);
    expect(messageOf(reopened)).toBe(ACTIVE_DEBTS_CAP_MESSAGE);
    const payments = (await client.get(`/api/debts/${paid.id}/payments`)).body as { id: number }[];
    expect(payments).toHaveLength(1);
    const [final] = payments;
    const deleted = await client.del(`/api/debts/${paid.id}/payments/${final?.id}`);
    expect(deleted.status).toBe(400);
    expect(messageOf(deleted)).toBe(ACTIVE_DEBTS_CAP_MESSAGE);

    // Nothing changed: still paid off, its final payment kept.
    expect(((await client.get('/api/debts/paid')).body as { id: number; isPaid: boolean }[]).map((d) => d.id)).toEqual([paid.id]);
    expect((await client.get(`/api/debts/${paid.id}/payments`)).body).toHaveLength(1);
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS + 1 });

    // Below the cap it reopens as before.
    const [someone] = await app.database.db
      .selectFrom('debts')
      .select('id')
      .where('userId', '=', user.id)
      .where('isPaid', '=', false)
      .execute();
    expect((await client.del(`/api/debts/${someone?.id}`)).status).toBe(200);
    expect((await client.post(`/api/debts/${paid.id}/reopen`)).status).toBe(200);
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS });
  });

  it("does not count another user's debts", async () => {
    const { user: full } = await confirmedClient(app);
    await seedDebts(full.id, MAX_ACTIVE_DEBTS);
    const { client } = await confirmedClient(app);
    expect((await client.post('/api/debts', CARD)).status).toBe(200);
  });

  it.skipIf(!onPostgres)(`20 parallel creates at ${MAX_ACTIVE_DEBTS - 1} active debts end with exactly ${MAX_ACTIVE_DEBTS}`, async () => {
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, MAX_ACTIVE_DEBTS - 1);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => client.post('/api/debts', { ...CARD, debtName: `Race ${i}` })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 400).map(messageOf)).toEqual(Array(PARALLEL - 1).fill(ACTIVE_DEBTS_CAP_MESSAGE));
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS });
  });

  it.skipIf(!onPostgres)(`20 parallel reopens at ${MAX_ACTIVE_DEBTS - 1} active debts bring back exactly one`, async () => {
    app.clock.setTo(TODAY);
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, MAX_ACTIVE_DEBTS - 1);
    await seedDebts(user.id, PARALLEL, true);
    // Paid off before payments were kept: reopening brings each back with its stored balance.
    const paid = await app.database.db
      .updateTable('debts')
      .set({ balance: '300.00' })
      .where('userId', '=', user.id)
      .where('isPaid', '=', true)
      .returning('id')
      .execute();
    const responses = await Promise.all(paid.map((d) => client.post(`/api/debts/${d.id}/reopen`)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS - 1 + PARALLEL });
  });

  it.skipIf(!onPostgres)('parallel imports of 10 rows at 190 active debts: one is imported, the others import nothing', async () => {
    const { client, user } = await confirmedClient(app);
    await seedDebts(user.id, 190);
    const responses = await Promise.all(Array.from({ length: 10 }, () => importCsv(client, 10)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await counts(user.id)).toEqual({ active: MAX_ACTIVE_DEBTS, total: MAX_ACTIVE_DEBTS });
  });
});

describe(`cap on lump sums (${testDriverName()})`, () => {
  async function seedLumpSums(userId: number, count: number): Promise<void> {
    await app.database.db
      .insertInto('lumpSums')
      .values(Array.from({ length: count }, () => ({ userId, date: '2027-03-01', amount: '100.00', note: null })))
      .execute();
  }
  const lumpSumCount = async (userId: number) =>
    (await app.database.db.selectFrom('lumpSums').select('id').where('userId', '=', userId).execute()).length;

  it(`refuses the ${MAX_LUMP_SUMS + 1}st lump sum`, async () => {
    app.clock.setTo(TODAY);
    const { client, user } = await confirmedClient(app);
    await seedLumpSums(user.id, MAX_LUMP_SUMS - 1);
    expect((await client.post('/api/plan/lump-sums', { date: '2027-04-15', amount: '50' })).status).toBe(200);
    const refused = await client.post('/api/plan/lump-sums', { date: '2027-04-15', amount: '50' });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe('You can plan at most 100 lump sums; remove one first');
    expect(await lumpSumCount(user.id)).toBe(MAX_LUMP_SUMS);
  });

  it.skipIf(!onPostgres)(`20 parallel lump sums at ${MAX_LUMP_SUMS - 1} end with exactly ${MAX_LUMP_SUMS}`, async () => {
    app.clock.setTo(TODAY);
    const { client, user } = await confirmedClient(app);
    await seedLumpSums(user.id, MAX_LUMP_SUMS - 1);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => client.post('/api/plan/lump-sums', { date: '2027-04-15', amount: '50' })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await lumpSumCount(user.id)).toBe(MAX_LUMP_SUMS);
  });
});
