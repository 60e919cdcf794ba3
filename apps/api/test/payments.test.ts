import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// Payments that follow reality: log any payment, the history, undo (edit, delete,
// reopen) restoring the balance exactly, and the cycle that rolls forward once paid.

const app = useTestApp();

type Debt = {
  id: number;
  balance: string;
  isPaid: boolean;
  paidDate: string | null;
  nextDueDate: string;
  suggestedPaymentDate: string;
  cyclePaid: boolean;
  cyclePaidFor: string | null;
  paidThisCycle: string;
};
type Payment = { id: number; amount: string; paymentDate: string; balanceAfter: string; kind: string; note: string | null };
type Upcoming = { debtId: number; dueDate: string; suggestedDate: string };

// Visa $1,234.56 due the 5th, $200.00 a month (150 + 50); paydays every other Friday from Nov 20.
async function setUp(): Promise<{ client: TestClient; debt: Debt }> {
  app.clock.setTo('2026-11-28T12:00:00Z');
  const { client } = await confirmedClient(app);
  await client.post('/api/income', { incomeSource: 'Salary', amount: '2000', payDate: '2026-11-20', frequency: 'bi-weekly' });
  const res = await client.post('/api/debts', {
    debtName: 'Chase credit',
    balance: '1234.56',
    interestRate: '22.9',
    minPayment: '150',
    extraPayment: '50',
    dueDate: '2026-12-05',
  });
  return { client, debt: res.body as Debt };
}

async function debtNow(client: TestClient, id: number): Promise<Debt | undefined> {
  const active = (await client.get('/api/debts')).body as Debt[];
  const paid = (await client.get('/api/debts/paid')).body as Debt[];
  return [...active, ...paid].find((d) => d.id === id);
}

async function history(client: TestClient, id: number): Promise<Payment[]> {
  return (await client.get(`/api/debts/${id}/payments`)).body as Payment[];
}

describe(`payments (${testDriverName()})`, () => {
  it('logs a payment of any amount on a past date with a note; the history shows how it was made', async () => {
    const { client, debt } = await setUp();
    const res = await client.post(`/api/debts/${debt.id}/payments`, {
      amount: '34.56',
      paymentDate: '2026-11-25',
      note: 'Paid at the branch',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      payment: { amount: '34.56', paymentDate: '2026-11-25', balanceAfter: '1200.00', kind: 'logged', note: 'Paid at the branch' },
      debt: { balance: '1200.00', cyclePaid: false },
    });
    await client.post(`/api/debts/${debt.id}/mark-paid`);
    expect((await history(client, debt.id)).map((p) => [p.kind, p.amount, p.balanceAfter])).toEqual([
      ['marked_paid', '1200.00', '0.00'],
      ['logged', '34.56', '1200.00'],
    ]);
  });

  it('refuses a payment in the future, of nothing, or of more than the balance (naming it), and changes nothing', async () => {
    const { client, debt } = await setUp();
    const future = await client.post(`/api/debts/${debt.id}/payments`, { amount: '10', paymentDate: '2026-11-29' });
    expect(future.status).toBe(400);
    expect((await client.post(`/api/debts/${debt.id}/payments`, { amount: '0' })).status).toBe(400);
    const tooMuch = await client.post(`/api/debts/${debt.id}/payments`, { amount: '1234.57' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      message: 'The payment is more than the balance of $1234.56.',
      data: { fields: { amount: 'The payment is more than the balance of $1234.56.' } },
    });
    expect((await debtNow(client, debt.id))?.balance).toBe('1234.56');
    expect(await history(client, debt.id)).toEqual([]);
  });

  it('edits and deletes a payment, restoring the balance exactly (later rows follow)', async () => {
    const { client, debt } = await setUp();
    const first = (
      (await client.post(`/api/debts/${debt.id}/payments`, { amount: '0.01', paymentDate: '2026-11-20' })).body as { payment: Payment }
    ).payment;
    await client.post(`/api/debts/${debt.id}/payments`, { amount: '100.10', paymentDate: '2026-11-21' });
    expect((await debtNow(client, debt.id))?.balance).toBe('1134.45');

    const edited = await client.put(`/api/debts/${debt.id}/payments/${first.id}`, { amount: '10.01', note: 'typo' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      payment: { amount: '10.01', balanceAfter: '1224.55', note: 'typo' },
      debt: { balance: '1124.45' },
    });
    expect((await history(client, debt.id)).map((p) => p.balanceAfter)).toEqual(['1124.45', '1224.55']);
    const tooMuch = await client.put(`/api/debts/${debt.id}/payments/${first.id}`, { amount: '1134.47' });
    expect(tooMuch.body).toMatchObject({ message: 'The payment is more than the balance of $1134.46.' });

    const removed = await client.del(`/api/debts/${debt.id}/payments/${first.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ balance: '1134.46' });
    expect((await history(client, debt.id)).map((p) => p.balanceAfter)).toEqual(['1134.46']);
    expect((await client.del(`/api/debts/${debt.id}/payments/${first.id}`)).status).toBe(404);
  });

  it('undoing the payment that paid a debt off brings it back with its balance', async () => {
    const { client, debt } = await setUp();
    const paidOff = await client.post(`/api/debts/${debt.id}/payments`, { amount: '1234.56' });
    expect(paidOff.body).toMatchObject({ debt: { isPaid: true, balance: '0.00' } });
    const payment = (paidOff.body as { payment: Payment }).payment;
    const undone = await client.del(`/api/debts/${debt.id}/payments/${payment.id}`);
    expect(undone.body).toMatchObject({ isPaid: false, paidDate: null, balance: '1234.56' });
    expect(((await client.get('/api/debts')).body as Debt[]).map((d) => d.id)).toEqual([debt.id]);
  });

  it('reopens a debt marked paid with the balance it had; an active debt cannot be reopened', async () => {
    const { client, debt } = await setUp();
    await client.post(`/api/debts/${debt.id}/payments`, { amount: '34.56' });
    expect((await client.post(`/api/debts/${debt.id}/reopen`)).status).toBe(400);
    const marked = await client.post(`/api/debts/${debt.id}/mark-paid`);
    expect(marked.body).toMatchObject({ isPaid: true, balance: '0.00' });
    const reopened = await client.post(`/api/debts/${debt.id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ isPaid: false, paidDate: null, balance: '1200.00' });
    expect((await history(client, debt.id)).map((p) => p.kind)).toEqual(['logged']);
    expect((await client.get('/api/debts/paid')).body).toEqual([]);
  });

  it('once the cycle is paid, the debt moves to its next due date and nothing asks for the paid cycle again', async () => {
    const { client, debt } = await setUp();
    // Unpaid: due Dec 5, suggested payday Dec 4, in the dashboard's next 7 days; a plan for it.
    expect(debt).toMatchObject({ nextDueDate: '2026-12-05', suggestedPaymentDate: '2026-12-04', cyclePaid: false, cyclePaidFor: null });
    await client.post(`/api/debts/${debt.id}/planned-payments`, {});
    const before = (await client.get('/api/dashboard')).body as { upcomingPayments: Upcoming[] };
    expect(before.upcomingPayments.map((u) => u.dueDate)).toEqual(['2026-12-05']);

    // $120 then $80: the cycle's $200 is paid.
    await client.post(`/api/debts/${debt.id}/payments`, { amount: '120' });
    expect((await debtNow(client, debt.id))?.cyclePaid).toBe(false);
    const paid = await client.post(`/api/debts/${debt.id}/payments`, { amount: '80' });
    expect(paid.body).toMatchObject({
      debt: { cyclePaid: true, cyclePaidFor: '2026-12-05', nextDueDate: '2027-01-05', suggestedPaymentDate: '2026-12-18' },
    });
    expect(await debtNow(client, debt.id)).toMatchObject({ cyclePaid: true, nextDueDate: '2027-01-05' });
    const after = (await client.get('/api/dashboard')).body as { upcomingPayments: Upcoming[] };
    expect(after.upcomingPayments).toEqual([]);
    // The plan for the paid cycle is gone.
    expect((await client.get('/api/planned-payments')).body).toEqual([]);

    // The payoff plan's first month does not ask for the paid $200 again (the balance is already
    // $200 lower); the second month does. The debt says what this cycle has had.
    expect(await debtNow(client, debt.id)).toMatchObject({ paidThisCycle: '200.00' });
    const plan = (await client.get('/api/plan')).body as { schedule: { payments: { debtId: number; payment: string }[] }[] };
    expect(plan.schedule[0]!.payments.find((p) => p.debtId === debt.id)?.payment).toBe('0.00');
    expect(plan.schedule[1]!.payments.find((p) => p.debtId === debt.id)?.payment).toBe('200.00');

    // The AI's schedule and suggestions look at the next cycle too.
    const schedule = (await client.get('/api/ai/payment-schedule')).body as { debtId: number; dueDate: string }[];
    expect(schedule.find((item) => item.debtId === debt.id)?.dueDate).toBe('2027-01-05');
    const generated = (await client.post('/api/ai-recommendations/generate')).body as { suggestions: { action: unknown }[] };
    const dates = generated.suggestions
      .map((g) => (g.action as { suggestedPaymentDate?: string } | null)?.suggestedPaymentDate)
      .filter(Boolean);
    for (const date of dates) expect(date! > '2026-12-05').toBe(true);

    // The day after the due date the next cycle is the current one, unpaid.
    app.clock.setTo('2026-12-06T12:00:00Z');
    expect(await debtNow(client, debt.id)).toMatchObject({ cyclePaid: false, nextDueDate: '2027-01-05' });
  });

  it('a double submit of one planned payment records one payment', async () => {
    const { client, debt } = await setUp();
    const planned = (await client.post(`/api/debts/${debt.id}/planned-payments`, {})).body as { id: number };
    const [a, b] = await Promise.all([
      client.post(`/api/planned-payments/${planned.id}/log`),
      client.post(`/api/planned-payments/${planned.id}/log`),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    expect((await history(client, debt.id)).map((p) => [p.kind, p.amount])).toEqual([['planned', '200.00']]);
    expect((await debtNow(client, debt.id))?.balance).toBe('1034.56');
  });

  it("another user's payment cannot be edited, deleted or reopened (404)", async () => {
    const { client, debt } = await setUp();
    const payment = ((await client.post(`/api/debts/${debt.id}/payments`, { amount: '10' })).body as { payment: Payment }).payment;
    const { client: intruder } = await confirmedClient(app);
    expect((await intruder.put(`/api/debts/${debt.id}/payments/${payment.id}`, { amount: '1' })).status).toBe(404);
    expect((await intruder.del(`/api/debts/${debt.id}/payments/${payment.id}`)).status).toBe(404);
    expect((await intruder.post(`/api/debts/${debt.id}/reopen`)).status).toBe(404);
    expect((await debtNow(client, debt.id))?.balance).toBe('1224.56');
  });

  it('reports progress since the start: starting debt, principal paid, current debt and the balance line', async () => {
    const { client, debt } = await setUp();
    await client.post(`/api/debts/${debt.id}/payments`, { amount: '34.56', paymentDate: '2026-11-25' });
    await client.post(`/api/debts/${debt.id}/payments`, { amount: '200.00', paymentDate: '2026-11-27' });
    const res = await client.get('/api/progress');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      startingDebt: '1234.56',
      paidPrincipal: '234.56',
      paidInterest: '0.00',
      currentDebt: '1000.00',
      paidSharePercent: 19,
    });
    const line = (res.body as { history: { date: string; balance: string }[] }).history;
    expect(line.filter((h) => h.date >= '2026-11-25')).toEqual([
      { date: '2026-11-25', balance: '1200.00' },
      { date: '2026-11-27', balance: '1000.00' },
      { date: '2026-11-28', balance: '1000.00' },
    ]);
  });
});
