import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// GET /api/export/debts.csv → POST /api/import/debts into an empty account gives the same debts,
// field for field: every stored field travels, whatever text the user typed.

const app = useTestApp();

const ATTACK = "x;=cmd|' /C calc'!A0;y";

async function add(client: TestClient, fields: Record<string, unknown>): Promise<number> {
  const res = await client.post('/api/debts', fields);
  if (res.status !== 200) throw new Error(`adding a debt failed: ${res.status} ${res.text}`);
  return (res.body as { id: number }).id;
}

/** Every debt as GET /api/debts and /api/debts/paid answer it, by name, without ids and timestamps. */
async function debtsOf(client: TestClient): Promise<Record<string, unknown>[]> {
  const lists = await Promise.all([client.get('/api/debts'), client.get('/api/debts/paid')]);
  return lists
    .flatMap((res) => res.body as Record<string, unknown>[])
    .map(({ id: _id, createdAt: _c, updatedAt: _u, ...fields }): Record<string, unknown> => {
      // A card's balances get new ids in the other account; everything else about them travels.
      const parts = fields.balances as Record<string, unknown>[] | undefined;
      return parts ? { ...fields, balances: parts.map(({ id: _b, ...part }) => part) } : fields;
    })
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
    // A card with several balances (one with an ended promotion, one deferred) and the issuer's rule.
    const citi = await add(a, {
      debtName: 'Citi, "double" card',
      debtType: 'credit_card',
      balance: '1',
      interestRate: '1',
      minPayment: '35',
      dueDate: '2026-12-20',
      balances: [
        { kind: 'balance_transfer', amount: '1200', apr: '27.49', promoApr: '0', promoEndDate: '2027-08-01' },
        { kind: 'purchase', amount: '650.10', apr: '27.49' },
        {
          kind: 'promo_purchase',
          amount: '99.99',
          apr: '26.99',
          promoApr: '4.5',
          promoEndDate: '2026-11-30',
          deferredInterest: true,
          promoStartDate: '2026-06-01',
        },
      ],
      minPaymentRule: { kind: 'percent_plus_interest', percent: '1', floor: '35' },
    });
    expect(citi).toBeGreaterThan(0);
    await add(a, {
      debtName: 'Chase',
      debtType: 'credit_card',
      balance: '4200',
      interestRate: '24.99',
      minPayment: '25',
      dueDate: '2026-12-09',
      minPaymentRule: { kind: 'percent_of_balance', percent: '2.5', floor: '25' },
    });
    const paidCard = await add(a, {
      debtName: 'Paid card',
      debtType: 'credit_card',
      balance: '1',
      interestRate: '1',
      minPayment: '35',
      dueDate: '2026-11-30',
      balances: [
        { kind: 'purchase', amount: '20', apr: '20' },
        { kind: 'cash_advance', amount: '10', apr: '29.99' },
      ],
    });
    expect((await a.post(`/api/debts/${paidCard}/mark-paid`)).status).toBe(200);
    const paid = await add(a, { debtName: 'Old loan', balance: '100', interestRate: '5', minPayment: '100', dueDate: '2026-11-30' });
    expect((await a.post(`/api/debts/${paid}/mark-paid`)).status).toBe(200);
    app.clock.setTo('2026-12-05T10:00:00Z');

    const exported = await a.get('/api/export/debts.csv');
    expect(exported.status).toBe(200);
    const b = (await confirmedClient(app)).client;
    const imported = await b.post('/api/import/debts', { csv: exported.text, dryRun: false });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toMatchObject({ imported: 10, invalidCount: 0 });

    const before = await debtsOf(a);
    expect(before).toHaveLength(10);
    expect(before.find((d) => d.debtName === 'Citi, "double" card')).toMatchObject({
      balance: '1950.09',
      minPaymentRule: { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' },
    });
    // Each promotion's start travels: the one entered, and the day the others were added in the first account.
    const citiParts = before.find((d) => d.debtName === 'Citi, "double" card')!.balances as { promoStartDate: string | null }[];
    expect(citiParts.map((p) => p.promoStartDate)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), null, expect.anything()]);
    expect(citiParts[2]!.promoStartDate).toBe('2026-06-01');
    expect(await debtsOf(b)).toEqual(before);
    expect((await b.get('/api/export/debts.csv')).text).toBe(exported.text);

    // The JSON export carries them too.
    const json = (await b.get('/api/export.json')).body as { debts: Record<string, unknown>[] };
    expect((json.debts.find((d) => d.debtName === 'Citi, "double" card')!.balances as unknown[])[2]).toMatchObject({
      promoEndDate: '2026-11-30',
      deferredInterest: true,
      promoStartDate: '2026-06-01',
    });
    expect(json.debts.find((d) => d.debtName === 'Chase')).toMatchObject({
      minPaymentRule: 'percent_of_balance',
      minPaymentPercent: '2.50',
      minPaymentFloor: '25.00',
      balances: [],
    });
    expect(json.debts.find((d) => d.debtName === 'Paid card')).toMatchObject({
      balances: [
        { kind: 'purchase', amount: '0.00', apr: '20.00', promoApr: null, promoEndDate: null, deferredInterest: false },
        { kind: 'cash_advance', amount: '0.00', apr: '29.99', promoApr: null, promoEndDate: null, deferredInterest: false },
      ],
    });
  });
});
