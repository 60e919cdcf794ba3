import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { addDebt, confirmedClient, signedUpClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type Dashboard = {
  totalMonthlyIncome: string;
  totalMonthlyPayments: string;
  totalDebtBalance: string;
  estimatedInterestSavings: string;
  cashFlowStatus: string;
  debtPriority: string[];
  upcomingPayments: {
    debtId: number;
    debtName: string;
    dueDate: string;
    suggestedDate: string;
    amount: string;
    interestSavings: string;
    plannedPaymentId?: number | null;
  }[];
  trialStatus: { shouldShowNotification: boolean; daysRemaining: number; notificationType: string };
};

describe(`dashboard (${testDriverName()})`, () => {
  it('adds up income, payments, balances and savings, with cash flow, priority and upcoming payments', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await client.post('/api/income', { incomeSource: 'Salary', amount: '1500', payDate: '2026-12-04', frequency: 'bi-weekly' });
    await client.post('/api/debts', {
      debtName: 'Visa credit',
      balance: '1000',
      interestRate: '24',
      minPayment: '100',
      dueDate: '2026-12-06',
    });
    await client.post('/api/debts', {
      debtName: 'Car loan',
      balance: '8000',
      interestRate: '6.5',
      minPayment: '250',
      extraPayment: '50',
      dueDate: '2026-12-20',
    });
    const d = (await client.get('/api/dashboard')).body as Dashboard;
    // bi-weekly from Dec 4: Dec 4 and Dec 18 in December -> 2 × 1500 = 3000
    expect(d.totalMonthlyIncome).toBe('3000.00');
    expect(d.totalMonthlyPayments).toBe('400.00'); // 100 + (250 + 50)
    expect(d.totalDebtBalance).toBe('9000.00');
    // Visa: $100 on Dec 4 instead of Dec 6: 100 × 24% / 365 × 2 = 0.1315 -> 0.13
    // Car loan: $300 on the earliest payday, Dec 4, instead of Dec 20: 300 × 6.5% / 365 × 16 = 0.8548 -> 0.85
    expect(d.estimatedInterestSavings).toBe('0.98');
    expect(d.cashFlowStatus).toBe('sufficient');
    expect(d.debtPriority).toEqual(['Visa credit', 'Car loan']);
    // The Visa is due within 7 days (Dec 1 - Dec 8); the car loan is due Dec 20 but its suggested
    // date, Dec 4, is inside the window: the earlier date decides.
    expect(d.upcomingPayments).toEqual([
      expect.objectContaining({
        debtName: 'Visa credit',
        dueDate: '2026-12-06',
        suggestedDate: '2026-12-04',
        amount: '100.00',
        interestSavings: '0.13',
      }),
      expect.objectContaining({
        debtName: 'Car loan',
        dueDate: '2026-12-20',
        suggestedDate: '2026-12-04',
        amount: '300.00',
        interestSavings: '0.85',
      }),
    ]);
    expect(d.trialStatus).toMatchObject({ shouldShowNotification: true, daysRemaining: 30, notificationType: 'info' });
  });

  it('reports insufficient cash flow when payments exceed income, and sufficient with nothing at all', async () => {
    const { client } = await confirmedClient(app);
    expect(((await client.get('/api/dashboard')).body as Dashboard).cashFlowStatus).toBe('sufficient');
    await client.post('/api/income', { incomeSource: 'Gig', amount: '200', payDate: '2026-12-01', frequency: 'monthly' });
    await client.post('/api/debts', { debtName: 'Loan', balance: '5000', interestRate: '9', minPayment: '250', dueDate: '2026-12-20' });
    expect(((await client.get('/api/dashboard')).body as Dashboard).cashFlowStatus).toBe('insufficient');
  });

  it("plans a payment ('Pay on Suggested Date'), shows it as upcoming, then logs it as paid", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client, user } = await confirmedClient(app);
    await client.post('/api/income', { incomeSource: 'Salary', amount: '1500', payDate: '2026-12-04', frequency: 'bi-weekly' });
    const debt = await addDebt(client, {
      debtName: 'Visa credit',
      balance: '1000',
      interestRate: '24',
      minPayment: '100',
      dueDate: '2026-12-06',
    });
    const plan = await client.post(`/api/debts/${debt.id}/planned-payments`, {});
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ debtId: debt.id, plannedDate: '2026-12-04', amount: '100.00', status: 'planned' });
    const planned = plan.body as { id: number };

    const upcoming = ((await client.get('/api/dashboard')).body as Dashboard).upcomingPayments;
    expect(upcoming).toEqual([expect.objectContaining({ debtId: debt.id, suggestedDate: '2026-12-04', plannedPaymentId: planned.id })]);

    const logged = await client.request('POST', `/api/planned-payments/${planned.id}/log`);
    expect(logged.status).toBe(200);
    expect(logged.body).toMatchObject({
      payment: { amount: '100.00', paymentDate: '2026-12-01', balanceAfter: '900.00', suggestedDate: '2026-12-04' },
      debt: { balance: '900.00', isPaid: false },
    });
    expect((await client.get('/api/planned-payments')).body).toEqual([]);
    const history = (await client.get(`/api/debts/${debt.id}/payments`)).body as { amount: string }[];
    expect(history.map((p) => p.amount)).toEqual(['100.00']);
    // Logged twice? The plan is closed: 409, and the balance is unchanged.
    expect((await client.request('POST', `/api/planned-payments/${planned.id}/log`)).status).toBe(409);
    const rows = await app.database.db.selectFrom('debts').select('balance').where('userId', '=', user.id).execute();
    expect(rows[0]?.balance).toBe('900.00');
  });

  it('pays a debt off when a logged payment covers the balance', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client, {
      debtName: 'Store card',
      balance: '80',
      interestRate: '25',
      minPayment: '25',
      dueDate: '2026-12-10',
    });
    const tooMuch = await client.post(`/api/debts/${debt.id}/payments`, { amount: '100', paymentDate: '2026-11-30' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ message: 'The payment is more than the balance of $80.00.' });
    const res = await client.post(`/api/debts/${debt.id}/payments`, { amount: '80', paymentDate: '2026-11-30' });
    expect(res.body).toMatchObject({
      payment: { amount: '80.00', balanceAfter: '0.00', paymentDate: '2026-11-30' },
      debt: { isPaid: true, paidDate: '2026-11-30', balance: '0.00' },
    });
    expect((await client.post(`/api/debts/${debt.id}/payments`, { amount: '1', paymentDate: '2026-12-05' })).status).toBe(400);
  });

  it('projects 12 months by default, or 6', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await client.post('/api/debts', { debtName: 'Loan', balance: '1200', interestRate: '0', minPayment: '100', dueDate: '2026-12-20' });
    const twelve = (await client.get('/api/dashboard/progression')).body as { debtBalance: string }[];
    expect(twelve.length).toBeGreaterThanOrEqual(12);
    // 0 % APR, $100 a month: the balance falls by exactly $100 each month.
    expect(twelve.slice(0, 3).map((p) => p.debtBalance)).toEqual(['1200.00', '1100.00', '1000.00']);
    const six = (await client.get('/api/dashboard/progression?months=6')).body as unknown[];
    expect(six.length).toBeLessThan(twelve.length);
    expect((await client.get('/api/dashboard/progression?months=7')).status).toBe(400);
  });

  it('uses the user’s calendar day from X-Timezone', async () => {
    // 02:00 UTC on Dec 2 is still Dec 1 in New York.
    app.clock.setTo('2026-12-02T02:00:00Z');
    const { client } = await confirmedClient(app);
    await client.post('/api/debts', {
      debtName: 'Visa credit',
      balance: '1000',
      interestRate: '24',
      minPayment: '100',
      dueDate: '2026-12-02',
    });
    const utc = (await client.get('/api/debts')).body as { estInterestTillDue: string }[];
    const ny = (await client.get('/api/debts', { 'x-timezone': 'America/New_York' })).body as { estInterestTillDue: string }[];
    expect(utc[0]?.estInterestTillDue).toBe('0.00');
    expect(ny[0]?.estInterestTillDue).toBe('0.66');
  });
});

describe(`access after the trial (${testDriverName()})`, () => {
  it('lets an expired trial read and delete but not write (402)', async () => {
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client, { debtName: 'Loan', balance: '500', interestRate: '9', minPayment: '50', dueDate: '2026-12-20' });
    app.clock.advance(31 * 24 * 3600_000);
    const write = await client.post('/api/debts', {
      debtName: 'Another',
      balance: '10',
      interestRate: '1',
      minPayment: '1',
      dueDate: '2026-12-20',
    });
    expect(write.status).toBe(402);
    expect((write.body as { message: string }).message).toMatch(/Upgrade/);
    expect((await client.put(`/api/debts/${debt.id}`, { balance: '1' })).status).toBe(402);
    expect((await client.get('/api/debts')).status).toBe(200);
    expect(((await client.get('/api/dashboard')).body as Dashboard).trialStatus).toMatchObject({
      notificationType: 'expired',
      daysRemaining: 0,
    });
    expect((await client.del(`/api/debts/${debt.id}`)).status).toBe(200);
  });

  it('lets lifetime access write whatever the trial says', async () => {
    const { client, user } = await confirmedClient(app);
    await app.database.db.updateTable('users').set({ hasLifetimeAccess: true }).where('id', '=', user.id).execute();
    app.clock.advance(31 * 24 * 3600_000);
    const res = await client.post('/api/debts', {
      debtName: 'Loan',
      balance: '500',
      interestRate: '9',
      minPayment: '50',
      dueDate: '2026-12-20',
    });
    expect(res.status).toBe(200);
  });

  it('lets a user who has not confirmed the email yet record debts and income', async () => {
    const { client } = await signedUpClient(app);
    expect(
      (await client.post('/api/income', { incomeSource: 'Job', amount: '100', payDate: '2026-12-01', frequency: 'monthly' })).status,
    ).toBe(200);
  });

  it('requires sign-in for every money path', async () => {
    const anon = app.client();
    for (const path of ['/api/debts', '/api/debts/paid', '/api/income', '/api/dashboard', '/api/planned-payments']) {
      expect((await anon.get(path)).status, path).toBe(401);
    }
  });
});
