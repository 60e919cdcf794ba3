import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type Body = Record<string, unknown> & { id: number };
type ErrorBody = { message: string; data?: { fields?: Record<string, string> } };

async function add(client: TestClient, body: Record<string, unknown>): Promise<Body> {
  const res = await client.post('/api/debts', body);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as Body;
}

const card = {
  debtName: 'Visa',
  debtType: 'credit_card',
  balance: '3000.00',
  interestRate: '24.99',
  minPayment: '92.48',
  dueDate: '2027-01-15',
};

describe(`the minimum-payment warning (${testDriverName()})`, () => {
  it("answers a card's warning box; 404 for another user's card or an unknown id; 400 for a loan", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const visa = await add(client, card);
    const res = await client.get(`/api/debts/${visa.id}/minimum-payment-warning`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balance: '3000.00', neverPaysOff: false });

    const loan = await add(client, { ...card, debtName: 'Car loan', debtType: 'auto_loan' });
    const notCard = await client.get(`/api/debts/${loan.id}/minimum-payment-warning`);
    expect(notCard.status).toBe(400);
    expect((notCard.body as ErrorBody).message).toBe('The minimum-payment warning is for credit cards only');

    const other = await confirmedClient(app);
    expect((await other.client.get(`/api/debts/${visa.id}/minimum-payment-warning`)).status).toBe(404);
    expect((await client.get('/api/debts/999999/minimum-payment-warning')).status).toBe(404);
  });
});

describe(`offers judged inside the plan (${testDriverName()})`, () => {
  it('compares a balance transfer and saves nothing; 404 naming another user’s debt', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const visa = await add(client, card);
    const before = (await client.get('/api/debts')).body;
    const offer = {
      kind: 'balance_transfer',
      fromDebtId: visa.id,
      amount: '3000.00',
      feePercent: '3',
      promoApr: '0',
      promoMonths: 15,
      aprAfter: '24.99',
    };
    const res = await client.post('/api/plan/offers/evaluate', offer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fee: '90.00', newDebt: { balance: '3090.00' } });
    expect((await client.get('/api/debts')).body).toEqual(before);

    const other = await confirmedClient(app);
    const foreign = await other.client.post('/api/plan/offers/evaluate', offer);
    expect(foreign.status).toBe(404);
    expect((foreign.body as ErrorBody).data?.fields).toEqual({ fromDebtId: 'Debt not found' });
  });
});
