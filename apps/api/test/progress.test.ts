import { testDriverName } from '@paydown/db/testing';
import { addDays, addMonths, utcDateOf } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// Progress against the plan: GET /api/progress compares the actual in-plan balance with
// the plan replayed from its start (docs/money-math.md, "Progress against the plan").

const app = useTestApp();

type Point = { date: string; balance: string };
type Progress = {
  startedOn: string;
  startingDebt: string;
  paidPrincipal: string;
  paidInterest: string;
  currentDebt: string;
  planDebtNow: string | null;
  aheadByMonths: number | null;
  history: Point[];
  planStartedOn: string | null;
  planLine: Point[];
  behindBy: string | null;
  sentence: string | null;
};

// Debts are stamped by the database's clock (today, for real); the app's clock is moved two months
// and five days on, so two plan months are complete: the plan expects $1,200.00 − 2 × $100.00.
const start = utcDateOf(new Date());
const today = addDays(addMonths(start, 2), 5);

async function setUp(): Promise<{ client: TestClient; debtId: number }> {
  app.clock.setTo(`${today}T12:00:00Z`);
  const { client } = await confirmedClient(app);
  const res = await client.post('/api/debts', {
    debtName: 'Car loan',
    debtType: 'auto_loan',
    balance: '1200',
    interestRate: '0',
    minPayment: '100',
    extraPayment: '0',
    dueDate: addDays(today, 10),
  });
  expect(res.status).toBe(200);
  return { client, debtId: (res.body as { id: number }).id };
}

const progressOf = async (client: TestClient) => (await client.get('/api/progress')).body as Progress;

describe(`progress against the plan (${testDriverName()})`, () => {
  it('is ahead of the plan after paying more than it asked, with the actual line since the start', async () => {
    const { client, debtId } = await setUp();
    await client.post(`/api/debts/${debtId}/payments`, { amount: '100', paymentDate: addDays(start, 10) });
    await client.post(`/api/debts/${debtId}/payments`, { amount: '300', paymentDate: addDays(start, 40) });
    const res = await client.get('/api/progress');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      startedOn: start,
      startingDebt: '1200.00',
      paidPrincipal: '400.00',
      paidInterest: '0.00',
      currentDebt: '800.00',
      planStartedOn: start,
      planDebtNow: '1000.00',
      // $800.00 is where the plan gets after month 4: 4 − 2 = 2 months ahead.
      aheadByMonths: 2,
      behindBy: '0.00',
      sentence: '2 months ahead of your plan',
      history: [
        { date: start, balance: '1200.00' },
        { date: addDays(start, 10), balance: '1100.00' },
        { date: addDays(start, 40), balance: '800.00' },
        { date: today, balance: '800.00' },
      ],
    });
    expect((res.body as Progress).planLine.map((p) => p.balance)).toEqual(['1200.00', '1100.00', '1000.00', '900.00']);
  });

  it('keeps the history true after a hand edit of the balance and after a payment is deleted', async () => {
    const { client, debtId } = await setUp();
    const logged = await client.post(`/api/debts/${debtId}/payments`, { amount: '300', paymentDate: addDays(start, 40) });
    const paymentId = (logged.body as { payment: { id: number } }).payment.id;
    // New charges on the card: the balance edited by hand from $900.00 to $1,240.00 today.
    expect((await client.put(`/api/debts/${debtId}`, { balance: '1240' })).status).toBe(200);
    let p = await progressOf(client);
    expect(p.history).toEqual([
      { date: start, balance: '1200.00' },
      { date: addDays(start, 40), balance: '900.00' },
      { date: today, balance: '1240.00' },
    ]);
    expect(p).toMatchObject({ startingDebt: '1200.00', currentDebt: '1240.00', planDebtNow: '1000.00', behindBy: '240.00' });
    expect(p.sentence).toBe('$240 behind this month');
    expect(p.aheadByMonths).toBe(-2);

    // The $300 never happened: the line on that day goes back to what was owed, the edit stays dated today.
    expect((await client.del(`/api/debts/${debtId}/payments/${paymentId}`)).status).toBe(200);
    p = await progressOf(client);
    expect(p.history).toEqual([
      { date: start, balance: '1200.00' },
      { date: today, balance: '1540.00' },
    ]);
    expect(p.currentDebt).toBe('1540.00');
    // An edit that changes nothing records nothing.
    await client.put(`/api/debts/${debtId}`, { balance: '1540.00', notes: 'same' });
    expect((await progressOf(client)).history).toHaveLength(2);
  });

  it('follows Mark as Paid and reopen: zero owed, then the balance it had', async () => {
    const { client, debtId } = await setUp();
    await client.post(`/api/debts/${debtId}/payments`, { amount: '200', paymentDate: addDays(start, 40) });
    expect((await client.post(`/api/debts/${debtId}/mark-paid`)).status).toBe(200);
    let p = await progressOf(client);
    expect(p).toMatchObject({ currentDebt: '0.00', paidPrincipal: '1200.00', paidSharePercent: 100, planDebtNow: '1000.00' });
    expect(p.history.at(-1)).toEqual({ date: today, balance: '0.00' });
    expect(p.sentence).toBe('10 months ahead of your plan');
    expect((await client.post(`/api/debts/${debtId}/reopen`)).status).toBe(200);
    p = await progressOf(client);
    expect(p).toMatchObject({ currentDebt: '1000.00', paidPrincipal: '200.00', planDebtNow: '1000.00', aheadByMonths: 0 });
    expect(p.sentence).toBe('On track with your plan');
  });

  it('counts the debts in the plan only: a mortgage left out of the plan is not in any figure', async () => {
    const { client, debtId } = await setUp();
    await client.post(`/api/debts/${debtId}/payments`, { amount: '100', paymentDate: addDays(start, 10) });
    const before = await progressOf(client);
    const mortgage = await client.post('/api/debts', {
      debtName: 'Home mortgage',
      debtType: 'mortgage',
      balance: '245000',
      interestRate: '6.5',
      minPayment: '1800',
      extraPayment: '0',
      dueDate: addDays(today, 3),
    });
    expect((mortgage.body as { inPlan: boolean }).inPlan).toBe(false);
    await client.post(`/api/debts/${(mortgage.body as { id: number }).id}/payments`, { amount: '1800', paymentDate: addDays(start, 20) });
    expect(await progressOf(client)).toEqual(before);
  });

  it("never counts another user's debts, payments or edits", async () => {
    const { client, debtId } = await setUp();
    await client.post(`/api/debts/${debtId}/payments`, { amount: '100', paymentDate: addDays(start, 10) });
    const mine = await progressOf(client);
    const { client: other } = await confirmedClient(app);
    const theirs = await other.post('/api/debts', {
      debtName: 'Their card',
      balance: '5000',
      interestRate: '20',
      minPayment: '150',
      extraPayment: '0',
      dueDate: addDays(today, 3),
    });
    const theirId = (theirs.body as { id: number }).id;
    await other.post(`/api/debts/${theirId}/payments`, { amount: '500', paymentDate: addDays(start, 5) });
    await other.put(`/api/debts/${theirId}`, { balance: '7000' });
    await other.put('/api/plan', { strategy: 'snowball', extraMonthly: '250' });
    expect(await progressOf(client)).toEqual(mine);
    expect(await progressOf(other)).toMatchObject({ startingDebt: '5000.00', currentDebt: '7000.00', paidPrincipal: '0.00' });
  });

  it('with nothing in the plan there is nothing to compare', async () => {
    app.clock.setTo(`${today}T12:00:00Z`);
    const { client } = await confirmedClient(app);
    expect(await progressOf(client)).toMatchObject({
      startingDebt: '0.00',
      planDebtNow: null,
      aheadByMonths: null,
      planStartedOn: null,
      planLine: [],
      sentence: null,
      history: [{ date: today, balance: '0.00' }],
    });
  });
});
