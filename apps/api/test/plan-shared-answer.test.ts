import type { DashboardResponse, PaydayListOut, PlanOut } from '@paydown/domain';
import { testDriverName } from '@paydown/db/testing';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { planMemo } from '../src/features/plan/index.ts';
import { PLAN_BUSY_MESSAGE, PlanPool } from '../src/adapters/plan-pool/pool.ts';
import { runPaymentReminders } from '../src/jobs/payment-reminders.ts';
import { remindersOf } from '../src/jobs/reminders-of.ts';
import { addDebt, confirmedClient, useTestApp } from './helpers.ts';
import { planCard, planInputOf } from './plan-fixtures.ts';
import { paydayHousehold } from './payday-household.ts';

// Every reader of the plan (GET /api/plan, the dashboard and its payday list, the calendar feed,
// the reminder jobs) takes the one answer remembered for the account's ledger version: found by the
// version without rebuilding the input, computed once after a write, off the event loop when large.

const app = useTestApp();

describe(`one plan answer for a ledger version (${testDriverName()})`, () => {
  it('the dashboard, its payday list, its chart and the calendar feed read the answers already made, and see a write at once', async () => {
    const { client, car } = await paydayHousehold(app);
    const link = (await client.post('/api/calendar/link', undefined, { 'x-timezone': 'UTC' })).body as { url: string };
    const feedPath = new URL(link.url).pathname;
    expect((await client.get('/api/plan')).status).toBe(200);
    expect((await client.get('/api/dashboard/progression?months=12')).status).toBe(200);
    const wire = vi.spyOn(planMemo, 'wire');
    const chart = vi.spyOn(planMemo, 'progression');
    try {
      const readers = async () => {
        const payday = await client.get('/api/dashboard/payday');
        const dashboard = await client.get('/api/dashboard');
        const feed = await app.client().get(feedPath);
        const progression = await client.get('/api/dashboard/progression?months=12');
        expect([payday.status, dashboard.status, feed.status, progression.status]).toEqual([200, 200, 200, 200]);
        return { payday: payday.body as PaydayListOut, dashboard: dashboard.body as DashboardResponse, feed: feed.text };
      };
      const before = await readers();
      // Found by the ledger's version: not one of them asked the memo for the plan (or the chart) again.
      expect(wire).not.toHaveBeenCalled();
      expect(chart).not.toHaveBeenCalled();

      expect((await client.put(`/api/debts/${car.id}`, { balance: '9000.00' })).status).toBe(200);
      const after = await readers();
      // The write renewed the version: the first reader computed the plan, the others found it.
      expect(wire).toHaveBeenCalledTimes(1);
      expect(chart).toHaveBeenCalledTimes(1);
      const plan = (await client.get('/api/plan')).body as PlanOut;
      expect(wire).toHaveBeenCalledTimes(1);
      expect(after.dashboard.debtFreeDate).toBe(plan.debtFreeDate);
      expect(after.dashboard.debtFreeDate).not.toBe(before.dashboard.debtFreeDate);
    } finally {
      wire.mockRestore();
      chart.mockRestore();
    }
  });

  it('the reminder email is computed from the answer GET /api/plan then reads without computing it again', async () => {
    const { client, user, car } = await paydayHousehold(app);
    // The car loan is due in 6 days.
    expect(
      (await client.put('/api/notification-settings', { paymentReminders: true, reminderDaysBefore: 6, trialEmails: true })).status,
    ).toBe(200);
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

describe(`the reminder job and a full plan pool (${testDriverName()})`, () => {
  it('waits for the pool and reminds with the plan, where a request would be refused', async () => {
    app.clock.setTo('2026-12-02T12:00:00Z');
    const { client, user } = await confirmedClient(app);
    await addDebt(client, { debtName: 'Chase', balance: '1000', interestRate: '24', minPayment: '200', dueDate: '2026-12-05' });
    // One thread, no queue, every plan off the main thread: a second plan at once is refused.
    const pool = new PlanPool({ threads: 1, queueLimit: 0, inlineMaxDebts: 0 });
    try {
      const input = planInputOf('2026-12-02', [planCard(1, 500_000)]);
      const running = pool.run('wire', input, 1);
      await expect(pool.run('wire', input, 1)).rejects.toThrow(PLAN_BUSY_MESSAGE);
      const reminders = await remindersOf({ db: app.database.db, planPool: pool }, user.id, '2026-12-02', 3);
      await running;
      expect(reminders).toMatchObject([{ lender: 'Chase', amount: 20_000, dueDate: '2026-12-05' }]);
    } finally {
      await pool.close();
    }
  });
});
