import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// The plan fields of a debt: inPlan, paysInFull and the promotional rate.

const app = useTestApp();

type Debt = Record<string, unknown> & { id: number };
type ErrorBody = { message: string; data?: { fields?: Record<string, string> } };

const card = { debtName: 'Store Card', balance: '1200', interestRate: '26.99', minPayment: '40', dueDate: '2026-12-20' };

async function addDebt(client: TestClient, body: Record<string, unknown>): Promise<Debt> {
  const res = await client.post('/api/debts', body);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as Debt;
}

describe(`debt plan fields (${testDriverName()})`, () => {
  it('puts a mortgage out of the plan by default and every other debt in; both can be changed', async () => {
    const { client } = await confirmedClient(app);
    const house = await addDebt(client, { ...card, debtName: 'Home mortgage', balance: '300000', interestRate: '6.5', minPayment: '1900' });
    const visa = await addDebt(client, card);
    expect(house).toMatchObject({
      debtType: 'mortgage',
      inPlan: false,
      paysInFull: false,
      promoRate: null,
      promoEndDate: null,
      deferredInterest: false,
    });
    expect(visa).toMatchObject({ inPlan: true });
    const included = await client.put(`/api/debts/${house.id}`, { inPlan: true });
    expect(included.status).toBe(200);
    expect(included.body).toMatchObject({ inPlan: true });
    const mortgageFromStart = await addDebt(client, { ...card, debtName: 'Rent', debtType: 'mortgage', inPlan: true });
    expect(mortgageFromStart.inPlan).toBe(true);
    const list = (await client.get('/api/debts')).body as Debt[];
    expect(list.find((d) => d.id === house.id)).toMatchObject({ inPlan: true });
  });

  it('follows the new type when the type changes and inPlan is not sent', async () => {
    const { client } = await confirmedClient(app);
    const loan = await addDebt(client, { ...card, debtName: 'House loan', debtType: 'personal_loan' });
    expect(loan.inPlan).toBe(true);
    const res = await client.put(`/api/debts/${loan.id}`, { debtType: 'mortgage' });
    expect(res.body).toMatchObject({ debtType: 'mortgage', inPlan: false });
  });

  it('stores a promotional rate with its end date and the deferred-interest flag, and clears them', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client, { ...card, promoRate: 0, promoEndDate: '2027-06-30', deferredInterest: true, paysInFull: false });
    expect(debt).toMatchObject({ promoRate: '0.00', promoEndDate: '2027-06-30', deferredInterest: true });
    const cleared = await client.put(`/api/debts/${debt.id}`, { promoRate: null, promoEndDate: null, deferredInterest: false });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ promoRate: null, promoEndDate: null, deferredInterest: false });
  });

  it('flags a card paid in full every month', async () => {
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client, { ...card, debtName: 'Amex', paysInFull: true });
    expect(debt.paysInFull).toBe(true);
    expect((await client.put(`/api/debts/${debt.id}`, { paysInFull: false })).body).toMatchObject({ paysInFull: false });
  });

  it.each([
    [{ promoRate: '100', promoEndDate: '2027-06-30' }, 'promoRate', 'Promotional rate must be between 0 and 99.99'],
    [{ promoRate: '-1', promoEndDate: '2027-06-30' }, 'promoRate', 'Promotional rate must be between 0 and 99.99'],
    [{ promoRate: '1.999', promoEndDate: '2027-06-30' }, 'promoRate', 'Enter a promotional rate with at most 2 decimals'],
    [{ promoRate: '0' }, 'promoEndDate', 'Enter the date the promotional rate ends'],
    [{ promoEndDate: '2027-06-30' }, 'promoRate', 'Enter the promotional rate'],
    [{ promoRate: '0', promoEndDate: '2026-12-01' }, 'promoEndDate', 'A new promotional rate must end after today'],
    [{ promoRate: '0', promoEndDate: '2026-02-30' }, 'promoEndDate', 'Enter a valid date (YYYY-MM-DD)'],
    [{ deferredInterest: true }, 'deferredInterest', 'Deferred interest applies only to a promotional rate'],
    [{ inPlan: 'false' }, 'inPlan', 'inPlan must be true or false'],
    [{ paysInFull: 1 }, 'paysInFull', 'paysInFull must be true or false'],
  ])('refuses %j with 400 under %s and writes nothing', async (override, field, message) => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client, user } = await confirmedClient(app);
    const res = await client.post('/api/debts', { ...card, ...override });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).data?.fields?.[field]).toBe(message);
    const rows = await app.database.db.selectFrom('debts').select('id').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('keeps an existing promo that has since ended, but refuses moving it to a past date', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client, { ...card, promoRate: '0', promoEndDate: '2026-12-05' });
    app.clock.setTo('2026-12-10T12:00:00Z');
    // Another field changes: the stored (now past) end date stays valid.
    expect((await client.put(`/api/debts/${debt.id}`, { notes: 'promo over', promoRate: '0' })).status).toBe(200);
    const moved = await client.put(`/api/debts/${debt.id}`, { promoEndDate: '2026-12-08' });
    expect(moved.status).toBe(400);
    expect((moved.body as ErrorBody).data?.fields?.promoEndDate).toBe('A new promotional rate must end after today');
    const after = ((await client.get('/api/debts')).body as Debt[]).find((d) => d.id === debt.id);
    expect(after?.promoEndDate).toBe('2026-12-05');
  });

  it("answers 404 for another user's debt before looking at its promo", async () => {
    const { client: mine } = await confirmedClient(app);
    const { client: theirs } = await confirmedClient(app);
    const debt = await addDebt(mine, card);
    expect((await theirs.put(`/api/debts/${debt.id}`, { promoRate: '0', promoEndDate: '2099-01-01' })).status).toBe(404);
    expect((await theirs.put(`/api/debts/${debt.id}`, { inPlan: false })).status).toBe(404);
  });
});
