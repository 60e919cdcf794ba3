import type { PaydayListOut, PlanOut } from '@paydown/domain';
import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { addDebt, confirmedClient, useTestApp } from './helpers.ts';
import { PAYDAY_EXAMPLE_NOW, paydayHousehold } from './payday-household.ts';

const app = useTestApp();

describe(`GET /api/dashboard/payday (${testDriverName()})`, () => {
  it('lists each payday of the next 30 days with what the plan pays from it', async () => {
    const { client, visa, car, mortgage } = await paydayHousehold(app);
    const res = await client.get('/api/dashboard/payday');
    expect(res.status).toBe(200);
    const payment = (debtId: number, month: number, amount: string, dueDate: string, payBy: string, interestSaved: string) => ({
      debtId,
      month,
      amount,
      dueDate,
      payBy,
      interestSaved,
    });
    const body = res.body as PaydayListOut;
    expect(body.hasIncome).toBe(true);
    expect(body.beforeFirstPayday).toEqual([expect.objectContaining(payment(car.id, 1, '350.00', '2026-11-28', '2026-11-28', '0.00'))]);
    expect(body.paydays.map((d) => [d.date, d.total])).toEqual([
      ['2026-12-04', '1850.00'],
      ['2026-12-18', '300.00'],
    ]);
    expect(body.paydays[0]?.payments).toEqual([
      expect.objectContaining({ ...payment(visa.id, 1, '300.00', '2026-12-10', '2026-12-04', '0.99'), debtName: 'Visa', inPlan: true }),
      expect.objectContaining(payment(car.id, 2, '350.00', '2026-12-28', '2026-12-04', '1.59')),
      expect.objectContaining({ ...payment(mortgage.id, 1, '1200.00', '2026-12-15', '2026-12-15', '0.00'), inPlan: false }),
    ]);
    expect(body.paydays[1]?.payments).toEqual([expect.objectContaining(payment(visa.id, 2, '300.00', '2027-01-10', '2026-12-18', '3.78'))]);
  });

  it("pays in the plan's first month exactly what GET /api/plan's month 1 pays each debt", async () => {
    const { client, visa } = await paydayHousehold(app);
    // A part of Visa's cycle already paid: the plan's first month and the list both ask only for the rest.
    expect((await client.post(`/api/debts/${visa.id}/payments`, { amount: '50', paymentDate: '2026-11-21' })).status).toBe(200);
    const plan = (await client.get('/api/plan')).body as PlanOut;
    const list = (await client.get('/api/dashboard/payday')).body as PaydayListOut;
    const firstMonth = new Map<number, number>();
    for (const p of [...list.beforeFirstPayday, ...list.paydays.flatMap((d) => d.payments)]) {
      if (p.month === 1 && p.inPlan) firstMonth.set(p.debtId, (firstMonth.get(p.debtId) ?? 0) + Math.round(Number(p.amount) * 100));
    }
    const planMonth1 = plan.schedule.find((m) => m.month === 1)?.payments ?? [];
    expect(planMonth1.length).toBe(2);
    expect(Object.fromEntries(firstMonth)).toEqual(
      Object.fromEntries(planMonth1.map((p) => [p.debtId, Math.round(Number(p.payment) * 100)])),
    );
    expect(firstMonth.get(visa.id)).toBe(25_000);
  });

  it('no income: no paydays, hasIncome false', async () => {
    app.clock.setTo(PAYDAY_EXAMPLE_NOW);
    const { client } = await confirmedClient(app);
    await addDebt(client, { debtName: 'Visa', balance: '500', interestRate: '20', minPayment: '50', dueDate: '2026-12-10' });
    expect((await client.get('/api/dashboard/payday')).body).toEqual({
      hasIncome: false,
      paydays: [],
      beforeFirstPayday: [expect.objectContaining({ debtName: 'Visa', amount: '50.00', dueDate: '2026-12-10' })],
    });
  });

  it('requires sign-in, and the OpenAPI document describes it', async () => {
    expect((await app.client().get('/api/dashboard/payday')).status).toBe(401);
    const doc = (await app.client().get('/api/openapi.json')).body as { paths: Record<string, { get?: { security?: unknown } }> };
    expect(doc.paths['/dashboard/payday']?.get?.security).toEqual([{ sessionCookie: [] }]);
  });
});
