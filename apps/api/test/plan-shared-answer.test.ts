import type { DashboardResponse, PaydayListOut, PlanOut } from '@paydown/domain';
import { testDriverName } from '@paydown/db/testing';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { planMemo } from '../src/features/plan/index.ts';
import { runPaymentReminders } from '../src/jobs/payment-reminders.ts';
import { addDebt, confirmedClient, useTestApp } from './helpers.ts';

// Every reader of the plan (GET /api/plan, the dashboard and its payday list, the calendar feed,
// the reminder jobs) takes the one answer remembered for the account's ledger version: found by the
// version without rebuilding the input, computed once after a write, off the event loop when large.

const app = useTestApp();

async function household() {
  app.clock.setTo('2026-12-02T12:00:00Z');
  const signed = await confirmedClient(app);
  const { client } = signed;
  await client.post('/api/income', { incomeSource: 'Paycheck', amount: '2000', payDate: '2026-11-27', frequency: 'bi-weekly' });
  await addDebt(client, {
    debtName: 'Visa',
    debtType: 'credit_card',
    balance: '5000',
    interestRate: '19.99',
    minPayment: '150',
    dueDate: '2026-12-05',
  });
  const car = await addDebt(client, {
    debtName: 'Car loan',
    debtType: 'auto_loan',
    balance: '15000',
    interestRate: '6.9',
    minPayment: '350',
    dueDate: '2026-12-20',
  });
  await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '100' });
  return { ...signed, car };
}

describe(`one plan answer for a ledger version (${testDriverName()})`, () => {
  it('the dashboard, its payday list and the calendar feed read the answer GET /api/plan made, and see a write at once', async () => {
    const { client, car } = await household();
    const link = (await client.post('/api/calendar/link', undefined, { 'x-timezone': 'UTC' })).body as { url: string };
    const feedPath = new URL(link.url).pathname;
    expect((await client.get('/api/plan')).status).toBe(200);
    const wire = vi.spyOn(planMemo, 'wire');
    try {
      const readers = async () => {
        const payday = await client.get('/api/dashboard/payday');
        const dashboard = await client.get('/api/dashboard');
        const feed = await app.client().get(feedPath);
        expect([payday.status, dashboard.status, feed.status]).toEqual([200, 200, 200]);
        return { payday: payday.body as PaydayListOut, dashboard: dashboard.body as DashboardResponse, feed: feed.text };
      };
      const before = await readers();
      // Found by the ledger's version: not one of them asked the memo for the plan again.
      expect(wire).not.toHaveBeenCalled();

      expect((await client.put(`/api/debts/${car.id}`, { balance: '9000.00' })).status).toBe(200);
      const after = await readers();
      // The write renewed the version: the first reader computed the plan, the others found it.
      expect(wire).toHaveBeenCalledTimes(1);
      const plan = (await client.get('/api/plan')).body as PlanOut;
      expect(wire).toHaveBeenCalledTimes(1);
      expect(after.dashboard.debtFreeDate).toBe(plan.debtFreeDate);
      expect(after.dashboard.debtFreeDate).not.toBe(before.dashboard.debtFreeDate);
    } finally {
      wire.mockRestore();
    }
  });

  it('the reminder email is computed from the answer GET /api/plan then reads without computing it again', async () => {
    const { client, user, car } = await household();
    // A change made outside the API: no answer is remembered for the new ledger yet.
    await sql`update debts set balance = balance - 1000 where id = ${car.id}`.execute(app.database.db);
    await runPaymentReminders(app.server.deps);
    const sent = await app.database.db
      .selectFrom('emailOutbox')
      .select('textBody')
      .where('to', '=', user.email)
      .where('template', '=', 'payment-reminder')
      .execute();
    expect(sent).toHaveLength(1);
    const run = vi.spyOn(app.server.deps.planPool, 'run');
    try {
      expect((await client.get('/api/plan')).status).toBe(200);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });
});
