import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type Debt = Record<string, string | number | boolean | null> & { id: number };
type ErrorBody = { message: string; data?: { fields?: Record<string, string> } };

const visa = {
  debtName: 'Visa Credit Card',
  balance: '1000',
  interestRate: '24',
  minPayment: 100,
  dueDate: '2026-12-15',
};

async function addDebt(client: TestClient, body: Record<string, unknown> = visa): Promise<Debt> {
  const res = await client.post('/api/debts', body);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as Debt;
}

describe(`debts (${testDriverName()})`, () => {
  it('adds a debt, normalising money and inferring the type from the name', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    expect(debt).toMatchObject({
      debtName: 'Visa Credit Card',
      debtType: 'credit_card',
      debtTypeLabel: 'Credit Card',
      balance: '1000.00',
      interestRate: '24.00',
      minPayment: '100.00',
      extraPayment: '0.00',
      payPeriodFrequency: 'monthly',
      isPaid: false,
      nextDueDate: '2026-12-15',
      // No income yet: pay on the due date, nothing saved.
      suggestedPaymentDate: '2026-12-15',
      interestSavings: '0.00',
      // 1000.00 × 24% / 365 = 0.6575… -> 0.66
      estInterestPerDay: '0.66',
      // 0.657534… × 14 days (Dec 1 -> Dec 15) = 9.2055 -> 9.21
      estInterestTillDue: '9.21',
      monthlyPayment: '100.00',
    });
  });

  it('suggests paying on the payday before the due date and shows the interest saved', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await client.post('/api/income', { incomeSource: 'Salary', amount: '2000.00', payDate: '2026-12-04', frequency: 'bi-weekly' });
    const debt = await addDebt(client);
    // $100 paid 11 days early (Dec 4 instead of Dec 15): 100.00 × 24% / 365 × 11 = 0.7233 -> 0.72
    expect(debt).toMatchObject({ suggestedPaymentDate: '2026-12-04', interestSavings: '0.72' });
    // 0.657534… × 3 days (Dec 1 -> Dec 4) = 1.9726 -> 1.97
    expect(debt.estInterestTillSuggested).toBe('1.97');
    const list = (await client.get('/api/debts')).body as Debt[];
    expect(list.map((d) => d.id)).toEqual([debt.id]);
  });

  it('never claims savings for a mortgage, which accrues monthly', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await client.post('/api/income', { incomeSource: 'Salary', amount: '2000.00', payDate: '2026-12-04', frequency: 'bi-weekly' });
    const debt = await addDebt(client, { ...visa, debtName: 'Home mortgage', balance: '200000', interestRate: '6.5', minPayment: '1400' });
    expect(debt).toMatchObject({
      debtType: 'mortgage',
      debtTypeLabel: 'Mortgage/Rent',
      interestAccrual: 'monthly',
      interestSavings: '0.00',
    });
    expect(debt.suggestedPaymentDate).toBe('2026-12-15');
  });

  it.each([
    [{ balance: '-5' }, 'balance', 'Balance cannot be negative'],
    [{ balance: '10.005' }, 'balance', 'Enter an amount with at most 2 decimals'],
    [{ balance: '100000000' }, 'balance', undefined],
    [{ debtName: '' }, 'debtName', 'Debt name is required'],
    [{ dueDate: '2026-02-30' }, 'dueDate', undefined],
    [{ interestRate: 'abc' }, 'interestRate', undefined],
  ])('refuses %j with 400 under %s and writes nothing', async (override, field, message) => {
    const { client, user } = await confirmedClient(app);
    const res = await client.post('/api/debts', { ...visa, ...override });
    expect(res.status).toBe(400);
    const fields = (res.body as ErrorBody).data?.fields ?? {};
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
    const rows = await app.database.db.selectFrom('debts').select('id').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('requires the five fields the spec requires', async () => {
    const { client } = await confirmedClient(app);
    const res = await client.post('/api/debts', {});
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).data?.fields).toMatchObject({
      debtName: 'Debt name is required',
      balance: 'Balance is required',
      minPayment: 'Minimum payment is required',
      dueDate: 'Due date is required',
    });
    expect(Object.keys((res.body as ErrorBody).data?.fields ?? {})).toContain('interestRate');
  });

  it('edits some fields and keeps the others; an empty edit is refused', async () => {
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    const res = await client.put(`/api/debts/${debt.id}`, { extraPayment: '50', notes: 'Pay this first' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balance: '1000.00', extraPayment: '50.00', notes: 'Pay this first', monthlyPayment: '150.00' });
    const empty = await client.put(`/api/debts/${debt.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Nothing to update: send at least one field');
  });

  it('marks a debt paid: it moves to past debts with a final payment in the history', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client, user } = await confirmedClient(app);
    const debt = await addDebt(client);
    const res = await client.request('POST', `/api/debts/${debt.id}/mark-paid`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isPaid: true, paidDate: '2026-12-01' });
    expect((await client.get('/api/debts')).body).toEqual([]);
    expect(((await client.get('/api/debts/paid')).body as Debt[]).map((d) => d.id)).toEqual([debt.id]);
    const history = await app.database.db.selectFrom('paymentHistory').selectAll().where('userId', '=', user.id).execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ amount: '1000.00', balanceAfter: '0.00', paymentDate: '2026-12-01' });
    // Again: no second payment.
    expect((await client.request('POST', `/api/debts/${debt.id}/mark-paid`)).status).toBe(200);
    expect(await app.database.db.selectFrom('paymentHistory').select('id').where('userId', '=', user.id).execute()).toHaveLength(1);
  });

  it('deletes a debt for good', async () => {
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client);
    expect((await client.del(`/api/debts/${debt.id}`)).body).toEqual({ message: 'Debt deleted successfully' });
    expect((await client.del(`/api/debts/${debt.id}`)).status).toBe(404);
    expect((await client.get('/api/debts')).body).toEqual([]);
  });
});

describe(`one user cannot see or touch another's debts (${testDriverName()})`, () => {
  it('answers 404 for every operation on someone else’s debt and changes nothing', async () => {
    const owner = await confirmedClient(app);
    const debt = await addDebt(owner.client);
    const { client: intruder } = await confirmedClient(app);

    const attempts = [
      intruder.put(`/api/debts/${debt.id}`, { balance: '1.00' }),
      intruder.del(`/api/debts/${debt.id}`),
      intruder.request('POST', `/api/debts/${debt.id}/mark-paid`),
      intruder.post(`/api/debts/${debt.id}/planned-payments`, {}),
      intruder.post(`/api/debts/${debt.id}/payments`, { amount: '10' }),
      intruder.get(`/api/debts/${debt.id}/payments`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Visa');
    }
    expect((await intruder.get('/api/debts')).body).toEqual([]);
    const mine = (await owner.client.get('/api/debts')).body as Debt[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ balance: '1000.00', isPaid: false });
  });

  it('answers 404 for an id that does not exist at all', async () => {
    const { client } = await confirmedClient(app);
    expect((await client.put('/api/debts/999999', { balance: '1.00' })).status).toBe(404);
  });
  it("suggests a card's payment date within [statement close, due date]; no payday in it gives the due date", async () => {
    app.clock.setTo('2026-11-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    // Paid weekly on Fridays from Nov 6; the statement closes on the 15th, due Dec 10.
    await client.post('/api/income', { incomeSource: 'Wages', amount: '1000', payDate: '2026-11-06', frequency: 'weekly' });
    const card = { debtName: 'Visa', balance: '5000', interestRate: '19.99', minPayment: '150', dueDate: '2026-12-10' };
    const withStatement = await client.post('/api/debts', { ...card, statementDate: '2026-10-15' });
    const without = await client.post('/api/debts', { ...card, debtName: 'Amex' });
    // Nov 6 and Nov 13 come before the statement closes: the first payday in the window is Nov 20.
    expect(withStatement.body).toMatchObject({ nextDueDate: '2026-12-10', suggestedPaymentDate: '2026-11-20' });
    expect(without.body).toMatchObject({ suggestedPaymentDate: '2026-11-06' });
    // A statement on the 28th, due Dec 1: no Friday in [Nov 28, Dec 1] -> the due date.
    const tight = await client.post('/api/debts', { ...card, debtName: 'Store', statementDate: '2026-10-28', dueDate: '2026-12-01' });
    expect(tight.body).toMatchObject({ suggestedPaymentDate: '2026-12-01', interestSavings: '0.00' });
  });
});
