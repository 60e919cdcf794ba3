import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { addDebt, confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// Stored amounts stay inside their columns (a 400 before any write, never a database overflow),
// the history's balanceAfter follows the payment dates, and a paid-off debt's balance is changed
// only by reopening it.

const app = useTestApp();

type Debt = { id: number; balance: string; isPaid: boolean; paidDate: string | null };
type Payment = { id: number; amount: string; paymentDate: string; balanceAfter: string };

const MAX = '99999999.99';
const TOO_LARGE = 'This would make the balance more than $99999999.99, the largest amount Paydown can store.';

async function client(): Promise<TestClient> {
  app.clock.setTo('2026-11-28T12:00:00Z');
  return (await confirmedClient(app)).client;
}

async function debtWith(c: TestClient, balance: string): Promise<number> {
  return (await addDebt(c, { debtName: 'Loan', balance, interestRate: '5', minPayment: '10', dueDate: '2026-12-05' })).id;
}

async function debtNow(c: TestClient, id: number): Promise<Debt | undefined> {
  const active = (await c.get('/api/debts')).body as Debt[];
  const paid = (await c.get('/api/debts/paid')).body as Debt[];
  return [...active, ...paid].find((d) => d.id === id);
}

/** The history oldest first (the API lists it newest first): date, amount and balance after. */
async function historyOldestFirst(c: TestClient, id: number): Promise<string[]> {
  const rows = (await c.get(`/api/debts/${id}/payments`)).body as Payment[];
  return rows.reverse().map((p) => `${p.paymentDate} ${p.amount} -> ${p.balanceAfter}`);
}

async function pay(c: TestClient, id: number, amount: string, paymentDate?: string): Promise<Payment> {
  const res = await c.post(`/api/debts/${id}/payments`, { amount, ...(paymentDate ? { paymentDate } : {}) });
  expect(res.status).toBe(200);
  return (res.body as { payment: Payment }).payment;
}

describe(`balances stay inside their columns (${testDriverName()})`, () => {
  /** A debt at the largest balance with a 1.00 payment whose amount the balance no longer has room for. */
  async function atTheTop(): Promise<{ c: TestClient; id: number; payment: Payment }> {
    const c = await client();
    const id = await debtWith(c, MAX);
    const payment = await pay(c, id, '1.00');
    expect((await c.put(`/api/debts/${id}`, { balance: MAX })).status).toBe(200);
    return { c, id, payment };
  }

  it('refuses to delete a payment whose amount would put the balance past 99,999,999.99 (400 naming it), and changes nothing', async () => {
    const { c, id, payment } = await atTheTop();
    const res = await c.del(`/api/debts/${id}/payments/${payment.id}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TOO_LARGE, data: { fields: { balance: TOO_LARGE } } });
    expect((await debtNow(c, id))?.balance).toBe(MAX);
    expect(await historyOldestFirst(c, id)).toEqual(['2026-11-28 1.00 -> 99999998.99']);
  });

  it('refuses to lower a payment by more than the balance has room for, and accepts an edit that fits', async () => {
    const { c, id, payment } = await atTheTop();
    const res = await c.put(`/api/debts/${id}/payments/${payment.id}`, { amount: '0.50' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TOO_LARGE, data: { fields: { balance: TOO_LARGE } } });
    expect((await debtNow(c, id))?.balance).toBe(MAX);
    // A larger amount lowers the balance: that always fits.
    const raised = await c.put(`/api/debts/${id}/payments/${payment.id}`, { amount: '3.00' });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ debt: { balance: '99999997.99' }, payment: { balanceAfter: '99999996.99' } });
  });

  it('deletes a payment that brings the balance exactly to the largest amount', async () => {
    const c = await client();
    const id = await debtWith(c, MAX);
    const payment = await pay(c, id, '1.00');
    const res = await c.del(`/api/debts/${id}/payments/${payment.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balance: MAX });
  });
});

describe(`balanceAfter follows the payment dates (${testDriverName()})`, () => {
  it('gives a back-dated payment the balance of its date and moves the later ones (the worked example of money-math.md)', async () => {
    const c = await client();
    const id = await debtWith(c, '1000.00');
    await pay(c, id, '100.00');
    const backDated = await pay(c, id, '50.00', '2026-11-18');
    expect(backDated.balanceAfter).toBe('950.00');
    expect(await historyOldestFirst(c, id)).toEqual(['2026-11-18 50.00 -> 950.00', '2026-11-28 100.00 -> 850.00']);
    // The same figures as the actual balance line of progress.
    const progress = (await c.get('/api/progress')).body as { history: { date: string; balance: string }[] };
    expect(progress.history.filter((h) => h.date === '2026-11-18' || h.date === '2026-11-28')).toEqual([
      { date: '2026-11-18', balance: '950.00' },
      { date: '2026-11-28', balance: '850.00' },
    ]);
    // Two payments on one day: the one entered first comes first.
    await pay(c, id, '25.00', '2026-11-18');
    expect(await historyOldestFirst(c, id)).toEqual([
      '2026-11-18 50.00 -> 950.00',
      '2026-11-18 25.00 -> 925.00',
      '2026-11-28 100.00 -> 825.00',
    ]);
  });

  it('recomputes every balanceAfter when a payment is moved to another date, edited or deleted', async () => {
    const c = await client();
    const id = await debtWith(c, '1000.00');
    const first = await pay(c, id, '100.00', '2026-11-10');
    const second = await pay(c, id, '200.00', '2026-11-20');
    await pay(c, id, '300.00', '2026-11-25');
    const moved = await c.put(`/api/debts/${id}/payments/${first.id}`, { paymentDate: '2026-11-22' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ payment: { balanceAfter: '700.00' } });
    expect(await historyOldestFirst(c, id)).toEqual([
      '2026-11-20 200.00 -> 800.00',
      '2026-11-22 100.00 -> 700.00',
      '2026-11-25 300.00 -> 400.00',
    ]);
    expect((await c.put(`/api/debts/${id}/payments/${second.id}`, { amount: '150.00' })).status).toBe(200);
    expect(await historyOldestFirst(c, id)).toEqual([
      '2026-11-20 150.00 -> 850.00',
      '2026-11-22 100.00 -> 750.00',
      '2026-11-25 300.00 -> 450.00',
    ]);
    expect((await c.del(`/api/debts/${id}/payments/${second.id}`)).status).toBe(200);
    expect(await historyOldestFirst(c, id)).toEqual(['2026-11-22 100.00 -> 900.00', '2026-11-25 300.00 -> 600.00']);
    expect((await debtNow(c, id))?.balance).toBe('600.00');
  });

  it('counts a hand edit of the balance where it was made: a payment back-dated before it keeps the later figures true', async () => {
    const c = await client();
    const id = await debtWith(c, '1000.00');
    await pay(c, id, '100.00', '2026-11-20');
    // The statement came in higher: 1,200.00 on the 28th.
    expect((await c.put(`/api/debts/${id}`, { balance: '1200.00' })).status).toBe(200);
    await pay(c, id, '50.00');
    await pay(c, id, '40.00', '2026-11-10');
    expect(await historyOldestFirst(c, id)).toEqual([
      '2026-11-10 40.00 -> 960.00',
      '2026-11-20 100.00 -> 860.00',
      '2026-11-28 50.00 -> 1110.00',
    ]);
    expect((await debtNow(c, id))?.balance).toBe('1110.00');
  });

  it('refuses a payment dated before a raise of the balance when it is more than was owed on its date, and changes nothing', async () => {
    const c = await client();
    const id = await debtWith(c, '100.00');
    // New purchases: 1,000.00 on the 28th.
    expect((await c.put(`/api/debts/${id}`, { balance: '1000.00' })).status).toBe(200);
    const owed = 'The payments would be more than the balance owed on 2026-11-20.';
    const res = await c.post(`/api/debts/${id}/payments`, { amount: '500.00', paymentDate: '2026-11-20' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: owed, data: { fields: { amount: owed } } });
    expect((await debtNow(c, id))?.balance).toBe('1000.00');
    expect(await historyOldestFirst(c, id)).toEqual([]);
    expect((await c.get('/api/progress')).status).toBe(200);
    // What was owed then can be paid; the rest of the balance dates from the 28th.
    expect((await pay(c, id, '100.00', '2026-11-20')).balanceAfter).toBe('0.00');
    expect((await debtNow(c, id))?.balance).toBe('900.00');
  });

  it('dates a payoff by the latest payment when the payment that clears the balance is back-dated', async () => {
    const c = await client();
    const id = await debtWith(c, '300.00');
    await pay(c, id, '200.00', '2026-11-20');
    expect((await pay(c, id, '100.00', '2026-11-10')).balanceAfter).toBe('200.00');
    expect(await debtNow(c, id)).toMatchObject({ isPaid: true, balance: '0.00', paidDate: '2026-11-20' });
    expect(await historyOldestFirst(c, id)).toEqual(['2026-11-10 100.00 -> 200.00', '2026-11-20 200.00 -> 0.00']);
  });

  it('reopens a paid-off debt by undoing the payment that is last by date', async () => {
    const c = await client();
    const id = await debtWith(c, '300.00');
    const early = await pay(c, id, '100.00', '2026-11-10');
    await pay(c, id, '200.00', '2026-11-20');
    // Moving the first payment after the second makes it the one that paid the debt off.
    expect((await c.put(`/api/debts/${id}/payments/${early.id}`, { paymentDate: '2026-11-25' })).status).toBe(200);
    expect(await historyOldestFirst(c, id)).toEqual(['2026-11-20 200.00 -> 100.00', '2026-11-25 100.00 -> 0.00']);
    const reopened = await c.post(`/api/debts/${id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ isPaid: false, balance: '100.00' });
    expect(await historyOldestFirst(c, id)).toEqual(['2026-11-20 200.00 -> 100.00']);
  });
});

describe(`a paid-off debt's balance is changed by reopening it (${testDriverName()})`, () => {
  it('refuses a balance edit on a paid debt with 409 and keeps it paid at 0.00; its other fields stay editable', async () => {
    const c = await client();
    const id = await debtWith(c, '400.00');
    expect((await c.post(`/api/debts/${id}/mark-paid`)).status).toBe(200);
    const res = await c.put(`/api/debts/${id}`, { balance: '250.00', notes: 'new card' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'This debt is paid off; reopen it to change its balance.' });
    expect(await debtNow(c, id)).toMatchObject({ isPaid: true, balance: '0.00' });
    const renamed = await c.put(`/api/debts/${id}`, { debtName: 'Old loan', notes: 'closed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ debtName: 'Old loan', notes: 'closed', isPaid: true, balance: '0.00' });
    // Reopened, the balance it had comes back and can then be edited.
    expect((await c.post(`/api/debts/${id}/reopen`)).body).toMatchObject({ isPaid: false, balance: '400.00' });
    expect((await c.put(`/api/debts/${id}`, { balance: '250.00' })).body).toMatchObject({ balance: '250.00' });
  });
});
