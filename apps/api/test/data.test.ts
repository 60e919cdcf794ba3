import { parseCsv } from '@paydown/domain';
import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type ErrorBody = { message: string; code: string; data?: { fields?: Record<string, string> } };
type ImportBody = {
  validCount: number;
  invalidCount: number;
  imported: number;
  rows: { line: number; valid: boolean; error: string | null }[];
};
type ExportBody = {
  profile: Record<string, unknown>;
  debts: Record<string, unknown>[];
  paymentHistory: Record<string, unknown>[];
  balanceEdits: Record<string, unknown>[];
} & Record<string, unknown>;

const header = 'debtName,balance,interestRate,minPayment,dueDate';

async function debtNames(client: TestClient): Promise<string[]> {
  const res = await client.get('/api/debts');
  return (res.body as { debtName: string }[]).map((d) => d.debtName).sort();
}

describe(`export (${testDriverName()})`, () => {
  it('exports everything as a dated JSON download, without any secret', async () => {
    app.clock.setTo('2026-11-23T10:00:00Z');
    const { client, input } = await confirmedClient(app);
    const debt = (
      await client.post('/api/debts', { debtName: 'Visa', balance: '500', interestRate: '20', minPayment: '25', dueDate: '2026-12-10' })
    ).body as { id: number };
    expect((await client.post(`/api/debts/${debt.id}/payments`, { amount: '100', paymentDate: '2026-11-20' })).status).toBe(200);
    await client.post('/api/income', { incomeSource: 'Job', amount: '3000', payDate: '2026-11-28', frequency: 'monthly' });
    // A balance changed by hand (the statement said so) is data the user entered: exported too.
    expect((await client.put(`/api/debts/${debt.id}`, { balance: '380' })).status).toBe(200);

    const res = await client.get('/api/export.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="paydown-export-2026-11-23.json"');
    const body = res.body as ExportBody;
    expect(body.profile).toMatchObject({ username: input.username, email: input.email, twoFactorEnabled: false, passwordChangedAt: null });
    expect(body.debts).toEqual([expect.objectContaining({ debtName: 'Visa', balance: '380.00' })]);
    expect(body.balanceEdits).toEqual([
      expect.objectContaining({ debtName: 'Visa', day: '2026-11-23', balanceBefore: '400.00', balance: '380.00' }),
    ]);
    expect(body.paymentHistory).toEqual([expect.objectContaining({ debtName: 'Visa', amount: '100.00', paymentDate: '2026-11-20' })]);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['incomeSources', 'plannedPayments', 'suggestions', 'billingHistory', 'planSettings', 'lumpSums']),
    );
    expect(res.text).not.toMatch(/passwordHash|argon2|TokenHash|totp|stripe|userId/i);
  });

  it('exports debts and payments as CSV files, and still does after the plan is cancelled', async () => {
    app.clock.setTo('2026-11-23T10:00:00Z');
    const { client, user } = await confirmedClient(app);
    await client.post('/api/debts', {
      debtName: 'Store card, "gold"',
      balance: '80.5',
      interestRate: '29.9',
      minPayment: '10',
      dueDate: '2026-12-01',
      notes: '=cmd',
    });
    await app.database.db.updateTable('users').set({ subscriptionStatus: 'cancelled' }).where('id', '=', user.id).execute();
    // Writes are refused now, export is not.
    expect(
      (await client.post('/api/debts', { debtName: 'X', balance: '1', interestRate: '1', minPayment: '1', dueDate: '2026-12-01' })).status,
    ).toBe(402);

    const debts = await client.get('/api/export/debts.csv');
    expect(debts.status).toBe(200);
    expect(debts.headers['content-type']).toMatch(/^text\/csv/);
    expect(debts.headers['content-disposition']).toBe('attachment; filename="paydown-debts-2026-11-23.csv"');
    const [head, row] = parseCsv(debts.text);
    expect(head?.slice(0, 3)).toEqual(['debtName', 'debtType', 'balance']);
    expect(row?.slice(0, 3)).toEqual(['Store card, "gold"', 'other', '80.50']);
    expect(row).toContain("'=cmd"); // a spreadsheet will not run it

    const payments = await client.get('/api/export/payments.csv');
    expect(payments.status).toBe(200);
    expect(parseCsv(payments.text)).toEqual([['debtName', 'paymentDate', 'amount', 'balanceAfter', 'suggestedDate']]);
    expect((await client.get('/api/export.json')).status).toBe(200);
  });

  it('answers 401 to a signed-out client', async () => {
    const client = app.client();
    expect((await client.get('/api/export.json')).status).toBe(401);
    expect((await client.get('/api/export/debts.csv')).status).toBe(401);
    expect((await client.get('/api/export/payments.csv')).status).toBe(401);
  });
});

describe(`import (${testDriverName()})`, () => {
  it('previews on a dry run without writing, then imports every row', async () => {
    const { client } = await confirmedClient(app);
    const csv = `${header},notes\nVisa,1200.5,19.99,35,2026-12-15,"main card, old"\nCar loan,9000,6.5,250,2026-12-01,\n`;
    const preview = await client.post('/api/import/debts', { csv, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ validCount: 2, invalidCount: 0, imported: 0 });
    expect(await debtNames(client)).toEqual([]);

    const done = await client.post('/api/import/debts', { csv, dryRun: false });
    expect(done.status).toBe(200);
    expect((done.body as ImportBody).imported).toBe(2);
    const debts = (await client.get('/api/debts')).body as Record<string, unknown>[];
    expect(debts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ debtName: 'Visa', balance: '1200.50', debtType: 'other', notes: 'main card, old' }),
        expect.objectContaining({ debtName: 'Car loan', debtType: 'auto_loan' }),
      ]),
    );
  });

  it('writes nothing when any row is bad (all or nothing), and the preview says which rows', async () => {
    const { client } = await confirmedClient(app);
    const csv = `${header}\nGood,100,5,10,2026-12-01\nBad,12x,5,10,2026-12-01\nOld,100,5,10,1899-12-31\n`;
    const preview = (await client.post('/api/import/debts', { csv, dryRun: true })).body as ImportBody;
    expect(preview.rows.map((r) => [r.line, r.valid, r.error])).toEqual([
      [2, true, null],
      [3, false, 'Balance must be an amount, e.g. 1234.50'],
      [4, false, 'Enter a date between 1900-01-01 and 2199-12-31'],
    ]);
    const res = await client.post('/api/import/debts', { csv, dryRun: false });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).message).toBe(
      'Nothing was imported: 2 rows have errors (line 3: Balance must be an amount, e.g. 1234.50).',
    );
    expect(await debtNames(client)).toEqual([]);
  });

  it.each([
    ['wrong columns', 'name,amount\nVisa,100\n', /Unknown column "name"/],
    ['missing columns', 'debtName,balance\nVisa,100\n', /Missing columns: interestRate, minPayment, dueDate/],
    ['too many rows', `${header}\n${'A,1,1,1,2026-12-01\n'.repeat(501)}`, /Too many rows: 501\. Import at most 500/],
  ])('refuses %s with a 400 and a message under csv', async (_name, csv, message) => {
    const { client } = await confirmedClient(app);
    const res = await client.post('/api/import/debts', { csv, dryRun: true });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).data?.fields?.csv).toMatch(message);
  });

  it('answers 413 to a file over the documented size, and to a body over the server limit', async () => {
    const { client } = await confirmedClient(app);
    const big = `${header}\n${`A,1,1,1,2026-12-01,${'x'.repeat(100)}\n`.repeat(700)}`;
    const res = await client.post('/api/import/debts', { csv: big.slice(0, 70_000), dryRun: true });
    expect(res.status).toBe(413);
    expect((res.body as ErrorBody).message).toMatch(/too large.*64 KB/);
    expect((await client.post('/api/import/debts', { csv: 'x'.repeat(200_000), dryRun: true })).status).toBe(413);
  });

  it('re-imports its own debts.csv export as is', async () => {
    const { client } = await confirmedClient(app);
    await client.post('/api/debts', {
      debtName: 'Visa "Gold", main',
      balance: '700',
      interestRate: '21.5',
      minPayment: '30',
      dueDate: '2026-12-12',
      statementDate: '2026-11-20',
      notes: 'line one\nline two',
      extraPayment: '15',
    });
    const paid = (
      await client.post('/api/debts', { debtName: 'Old loan', balance: '100', interestRate: '5', minPayment: '100', dueDate: '2026-11-30' })
    ).body as { id: number };
    expect((await client.post(`/api/debts/${paid.id}/mark-paid`)).status).toBe(200);
    const exported = (await client.get('/api/export/debts.csv')).text;

    const other = (await confirmedClient(app)).client;
    const res = await other.post('/api/import/debts', { csv: exported, dryRun: false });
    expect(res.status).toBe(200);
    expect((res.body as ImportBody).imported).toBe(2);
    expect((await other.get('/api/export/debts.csv')).text).toBe(exported);
  });

  it('is a write: refused (402) once the plan is cancelled, and needs a sign-in', async () => {
    const { client, user } = await confirmedClient(app);
    await app.database.db.updateTable('users').set({ subscriptionStatus: 'cancelled' }).where('id', '=', user.id).execute();
    expect((await client.post('/api/import/debts', { csv: `${header}\nA,1,1,1,2026-12-01\n`, dryRun: false })).status).toBe(402);
    expect((await app.client().post('/api/import/debts', { csv: '', dryRun: true })).status).toBe(401);
  });

  it('serves the template, which imports cleanly', async () => {
    const { client } = await confirmedClient(app);
    const template = await client.get('/api/import/debts/template.csv');
    expect(template.status).toBe(200);
    const res = await client.post('/api/import/debts', { csv: template.text, dryRun: true });
    expect(res.body).toMatchObject({ validCount: 2, invalidCount: 0 });
  });
});
