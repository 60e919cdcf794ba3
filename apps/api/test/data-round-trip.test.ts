import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// GET /api/export/debts.csv → POST /api/import/debts into an empty account gives the same debts,
// field for field: every stored field travels, whatever text the user typed.

const app = useTestApp();

const ATTACK = "x;=cmd|' /C calc'!A0;y";

async function add(client: TestClient, fields: Record<string, string | boolean>): Promise<number> {
  const res = await client.post('/api/debts', fields);
  if (res.status !== 200) throw new Error(`adding a debt failed: ${res.status} ${res.text}`);
  return (res.body as { id: number }).id;
}

/** Every debt as GET /api/debts and /api/debts/paid answer it, by name, without ids and timestamps. */
async function debtsOf(client: TestClient): Promise<Record<string, unknown>[]> {
  const lists = await Promise.all([client.get('/api/debts'), client.get('/api/debts/paid')]);
  return lists
    .flatMap((res) => res.body as Record<string, unknown>[])
    .map(({ id: _id, createdAt: _c, updatedAt: _u, ...fields }) => fields)
    .sort((a, b) => String(a.debtName).localeCompare(String(b.debtName)));
}

describe(`debts export → import (${testDriverName()})`, () => {
  it('gives the same debts in an empty account, every field, whatever the text', async () => {
    app.clock.setTo('2026-11-23T10:00:00Z');
    const a = (await confirmedClient(app)).client;
    await add(a, {
      debtName: ATTACK,
      debtType: 'credit_card',
      balance: '1500.55',
      interestRate: '24.99',
      minPayment: '40',
      extraPayment: '10.25',
      dueDate: '2026-12-15',
      statementDate: '2026-11-20',
      payPeriodFrequency: 'biweekly',
      notes: 'He said "pay, now"\nline two\r\n-50 @home =SUM(A1) +1; café 😀 مرحبا\t=tab',
      inPlan: false,
      promoRate: '0',
      promoEndDate: '2027-06-30',
      deferredInterest: true,
    });
    await add(a, {
      debtName: '-Minus card',
      balance: '300',
      interestRate: '19.9',
      minPayment: '25',
      dueDate: '1900-01-01',
      statementDate: '2199-12-31',
      notes: '=1+1',
      paysInFull: true,
    });
    await add(a, {
      debtName: '@Home',
      debtType: 'mortgage',
      inPlan: true,
      balance: '200000',
      interestRate: '3.1',
      minPayment: '1200',
      dueDate: '2199-12-31',
    });
    const chosen = await add(a, {
      debtName: '+Ünïcödé loan',
      balance: '900',
      interestRate: '7',
      minPayment: '60',
      dueDate: '2026-12-20',
      payPeriodFrequency: 'weekly',
    });
    expect((await a.put(`/api/debts/${chosen}`, { suggestedPaymentDate: '2026-12-05' })).status).toBe(200);
    await add(a, { debtName: "'=already quoted", balance: '50', interestRate: '0', minPayment: '5', dueDate: '2026-12-01', notes: "'-x" });
    // A promotional rate that has since ended is part of the debt's record, and still imports.
    await add(a, {
      debtName: 'Store card',
      balance: '400',
      interestRate: '26.99',
      minPayment: '20',
      dueDate: '2026-12-10',
      promoRate: '0',
      promoEndDate: '2026-11-30',
      deferredInterest: true,
    });
    const paid = await add(a, { debtName: 'Old loan', balance: '100', interestRate: '5', minPayment: '100', dueDate: '2026-11-30' });
    expect((await a.post(`/api/debts/${paid}/mark-paid`)).status).toBe(200);
    app.clock.setTo('2026-12-05T10:00:00Z');

    const exported = await a.get('/api/export/debts.csv');
    expect(exported.status).toBe(200);
    const b = (await confirmedClient(app)).client;
    const imported = await b.post('/api/import/debts', { csv: exported.text, dryRun: false });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toMatchObject({ imported: 7, invalidCount: 0 });

    const before = await debtsOf(a);
    expect(before).toHaveLength(7);
    expect(await debtsOf(b)).toEqual(before);
    expect((await b.get('/api/export/debts.csv')).text).toBe(exported.text);
  });
});
