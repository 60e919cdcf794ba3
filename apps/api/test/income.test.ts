import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type Income = Record<string, string | number | boolean | null> & { id: number };

describe(`income (${testDriverName()})`, () => {
  it('adds income with its monthly estimate and an auto-filled next pay date', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const weekly = (
      await client.post('/api/income', { incomeSource: 'Cafe shifts', amount: '300', payDate: '2026-12-05', frequency: 'weekly' })
    ).body as Income;
    // weekly × 4.33: 300.00 × 4.33 = 1299.00
    expect(weekly).toMatchObject({
      amount: '300.00',
      nextExpectedPayDate: '2026-12-12',
      estMonthlyIncome: '1299.00',
      isInTargetMonth: true,
    });
    const monthly = (
      await client.post('/api/income', { incomeSource: 'Salary', amount: '4100.50', payDate: '2026-12-31', frequency: 'monthly' })
    ).body as Income;
    // monthly +1 month clamps to the month end: Dec 31 -> Jan 31
    expect(monthly).toMatchObject({ nextExpectedPayDate: '2027-01-31', estMonthlyIncome: '4100.50' });
    const variable = (
      await client.post('/api/income', { incomeSource: 'Freelance', amount: '800', payDate: '2026-12-10', frequency: 'variable' })
    ).body as Income;
    expect(variable).toMatchObject({ nextExpectedPayDate: null, estMonthlyIncome: '800.00', progressPercent: null });
    const list = (await client.get('/api/income')).body as Income[];
    expect(list.map((i) => i.incomeSource)).toEqual(['Cafe shifts', 'Salary', 'Freelance']);
  });

  it('refuses an unknown frequency with the spec message and writes nothing', async () => {
    const { client, user } = await confirmedClient(app);
    const res = await client.post('/api/income', { incomeSource: 'Job', amount: '100', payDate: '2026-12-01', frequency: 'yearly' });
    expect(res.status).toBe(400);
    expect((res.body as { data: { fields: Record<string, string> } }).data.fields.frequency).toBe(
      'Frequency must be one of: weekly, bi-weekly, monthly, twice-monthly, variable',
    );
    expect(await app.database.db.selectFrom('incomeSources').select('id').where('userId', '=', user.id).execute()).toHaveLength(0);
  });

  it('re-fills the next pay date when the pay date or frequency changes', async () => {
    const { client } = await confirmedClient(app);
    const income = (await client.post('/api/income', { incomeSource: 'Job', amount: '1000', payDate: '2026-12-01', frequency: 'monthly' }))
      .body as Income;
    const res = await client.put(`/api/income/${income.id}`, { frequency: 'bi-weekly' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ frequency: 'bi-weekly', nextExpectedPayDate: '2026-12-15' });
    const renamed = await client.put(`/api/income/${income.id}`, { incomeSource: 'Day job' });
    expect(renamed.body).toMatchObject({ incomeSource: 'Day job', nextExpectedPayDate: '2026-12-15' });
    const empty = await client.put(`/api/income/${income.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Nothing to update: send at least one field');
  });

  it('summarises the month: 75 % received and 25 % remaining add up to the total', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await client.post('/api/income', { incomeSource: 'A', amount: '1000.01', payDate: '2026-12-20', frequency: 'monthly' });
    await client.post('/api/income', { incomeSource: 'B', amount: '99.99', payDate: '2026-12-06', frequency: 'twice-monthly' });
    const summary = (await client.get('/api/income/summary')).body as Record<string, string>;
    // 1000.01 + 2 × 99.99 = 1199.99; 75 % = 899.9925 -> 899.99; remaining = 300.00
    // B's pay date, Dec 6, is still to come: it is the next payment (its auto-filled next date is Dec 21).
    expect(summary).toEqual({ totalMonthly: '1199.99', nextPayment: '2026-12-06', thisMonthReceived: '899.99', remaining: '300.00' });
  });

  it('deletes income, and keeps other users out (404)', async () => {
    const owner = await confirmedClient(app);
    const income = (
      await owner.client.post('/api/income', { incomeSource: 'Job', amount: '1000', payDate: '2026-12-01', frequency: 'monthly' })
    ).body as Income;
    const { client: intruder } = await confirmedClient(app);
    expect((await intruder.put(`/api/income/${income.id}`, { amount: '1' })).status).toBe(404);
    expect((await intruder.del(`/api/income/${income.id}`)).status).toBe(404);
    expect(((await owner.client.get('/api/income')).body as Income[])[0]?.amount).toBe('1000.00');
    expect((await owner.client.del(`/api/income/${income.id}`)).status).toBe(200);
    expect((await owner.client.get('/api/income')).body).toEqual([]);
  });
});
