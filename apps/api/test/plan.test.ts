import { testDriverName } from '@paydown/db/testing';
import type { PlanOut } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// The payoff plan's API: GET/PUT /api/plan, the preview, lump sums and the CSV.

const app = useTestApp();

type ErrorBody = { message: string; data?: { fields?: Record<string, string> } };
const fieldsOf = (body: unknown) => (body as ErrorBody).data?.fields ?? {};

const visa = { debtName: 'Visa credit card', balance: '3000', interestRate: '24.99', minPayment: '90', dueDate: '2026-12-15' };
const store = { debtName: 'Store credit card', balance: '1200', interestRate: '19.5', minPayment: '40', dueDate: '2026-12-20' };
const house = { debtName: 'Home mortgage', balance: '300000', interestRate: '6.5', minPayment: '1900', dueDate: '2026-12-01' };

async function addDebt(client: TestClient, body: Record<string, unknown>): Promise<{ id: number }> {
  const res = await client.post('/api/debts', body);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

async function household() {
  app.clock.setTo('2026-12-01T12:00:00Z');
  const signed = await confirmedClient(app);
  const v = await addDebt(signed.client, visa);
  const s = await addDebt(signed.client, store);
  return { ...signed, visa: v, store: s };
}

const getPlan = async (client: TestClient) => {
  const res = await client.get('/api/plan');
  expect(res.status).toBe(200);
  return res.body as PlanOut;
};

describe(`plan (${testDriverName()})`, () => {
  it('gives a new user avalanche with no extra, and an empty plan', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const plan = await getPlan(client);
    expect(plan).toMatchObject({
      strategy: 'avalanche',
      extraMonthly: '0.00',
      customOrder: null,
      monthlyBudget: '0.00',
      startDate: '2026-12-01',
      debts: [],
      schedule: [],
      lumpSums: [],
    });
  });

  it('plans the debts avalanche first, and saves a strategy and an extra that come back on the next read', async () => {
    const { client, visa: v, store: s } = await household();
    const plan = await getPlan(client);
    expect(plan.monthlyBudget).toBe('130.00');
    // Avalanche: the higher APR (24.99 %) first.
    expect(plan.debts.map((d) => [d.debtId, d.order])).toEqual([
      [v.id, 1],
      [s.id, 2],
    ]);
    expect(plan.debtFreeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(plan.months).toBe(plan.scheduleMonths);

    const saved = await client.put('/api/plan', { strategy: 'snowball', extraMonthly: '200' });
    expect(saved.status).toBe(200);
    const body = saved.body as PlanOut;
    expect(body).toMatchObject({ strategy: 'snowball', extraMonthly: '200.00', monthlyBudget: '330.00' });
    expect(body.debts[0]?.debtId).toBe(s.id);
    // Paying more than today: sooner and cheaper than the baseline.
    expect(body.monthsSaved).toBeGreaterThan(0);
    expect(Number(body.interestSaved)).toBeGreaterThan(0);
    const again = await getPlan(client);
    expect(again).toEqual(body);
  });

  it("saves a custom order of the user's own debts", async () => {
    const { client, visa: v, store: s } = await household();
    const res = await client.put('/api/plan', { strategy: 'custom', extraMonthly: '0', customOrder: [s.id, v.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ strategy: 'custom', customOrder: [s.id, v.id] });
    expect((res.body as PlanOut).debts.map((d) => d.debtId)).toEqual([s.id, v.id]);
    expect((res.body as PlanOut).strategies.custom).toBeDefined();
    // Back to avalanche without an order: the custom order is kept for a later switch back.
    const back = (await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '0' })).body as PlanOut;
    expect(back).toMatchObject({ strategy: 'avalanche', customOrder: [s.id, v.id] });
  });

  it.each([
    [{ strategy: 'fastest', extraMonthly: '0' }, 'strategy'],
    [{ strategy: 'avalanche', extraMonthly: '-5' }, 'extraMonthly'],
    [{ strategy: 'avalanche', extraMonthly: '1.234' }, 'extraMonthly'],
    [{ strategy: 'custom', extraMonthly: '0' }, 'customOrder'],
    [{ strategy: 'custom', extraMonthly: '0', customOrder: ['a'] }, 'customOrder.0'],
  ])('refuses %j with 400 under %s and saves nothing', async (body, field) => {
    const { client } = await household();
    const res = await client.put('/api/plan', body);
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res.body))).toContain(field);
    expect((await getPlan(client)).strategy).toBe('avalanche');
  });

  it("refuses a custom order naming another user's debt, or a debt twice (400), and saves nothing", async () => {
    const { client, visa: v, store: s } = await household();
    const other = await household();
    const foreign = await client.put('/api/plan', { strategy: 'custom', customOrder: [v.id, other.visa.id] });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body).customOrder).toBe('customOrder must list only your debts');
    const twice = await client.put('/api/plan', { strategy: 'custom', customOrder: [s.id, s.id] });
    expect(fieldsOf(twice.body).customOrder).toBe('customOrder lists a debt more than once');
    expect(await getPlan(client)).toMatchObject({ strategy: 'avalanche', customOrder: null });
  });

  it('previews other settings without saving them', async () => {
    const { client, store: s } = await household();
    const res = await client.get('/api/plan/preview?strategy=snowball&extraMonthly=250.5');
    expect(res.status).toBe(200);
    const preview = res.body as PlanOut;
    expect(preview).toMatchObject({ strategy: 'snowball', extraMonthly: '250.50', monthlyBudget: '380.50' });
    expect(preview.debts[0]?.debtId).toBe(s.id);
    const saved = await getPlan(client);
    expect(saved).toMatchObject({ strategy: 'avalanche', extraMonthly: '0.00' });
    expect(saved.months).toBeGreaterThan(preview.months ?? 0);
    expect((await client.get('/api/plan/preview?extraMonthly=abc')).status).toBe(400);
    expect((await client.get('/api/plan/preview?strategy=turbo')).status).toBe(400);
  });

  it('adds lump sums that appear in the plan and its schedule, and removes them', async () => {
    const { client } = await household();
    const before = await getPlan(client);
    const added = await client.post('/api/plan/lump-sums', { date: '2027-04-15', amount: '1500', note: 'Tax refund' });
    expect(added.status).toBe(200);
    const lump = added.body as { id: number };
    expect(added.body).toMatchObject({ date: '2027-04-15', amount: '1500.00', note: 'Tax refund' });
    const plan = await getPlan(client);
    expect(plan.lumpSums).toEqual([{ id: lump.id, date: '2027-04-15', amount: '1500.00', note: 'Tax refund' }]);
    // Month 5 covers [2027-04-01, 2027-05-01).
    expect(plan.schedule.find((m) => m.startDate === '2027-04-01')?.lumpSum).toBe('1500.00');
    expect(plan.months).toBeLessThan(before.months ?? 0);
    expect(Number(plan.totalInterest)).toBeLessThan(Number(before.totalInterest));

    const removed = await client.del(`/api/plan/lump-sums/${lump.id}`);
    expect(removed.status).toBe(200);
    expect(await getPlan(client)).toEqual(before);
    expect((await client.del(`/api/plan/lump-sums/${lump.id}`)).status).toBe(404);
  });

  it.each([
    [{ date: '2026-11-30', amount: '100' }, 'date', 'A lump sum must be dated today or later'],
    [{ date: '2027-01-01', amount: '0' }, 'amount', 'Amount must be more than 0'],
    [{ date: '2027-01-01', amount: '-3' }, 'amount', 'Amount cannot be negative'],
    [{ date: '2027-13-01', amount: '100' }, 'date', 'Enter a valid date (YYYY-MM-DD)'],
    [{ amount: '100' }, 'date', 'Date is required'],
    [{ date: '2027-01-01', amount: '100', note: 'x'.repeat(201) }, 'note', 'Note must be at most 200 characters'],
  ])('refuses the lump sum %j with 400 under %s', async (body, field, message) => {
    const { client } = await household();
    const res = await client.post('/api/plan/lump-sums', body);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)[field]).toBe(message);
    expect((await getPlan(client)).lumpSums).toEqual([]);
  });

  it("answers 404 for another user's lump sum and leaves it in place", async () => {
    const owner = await household();
    const intruder = await household();
    const lump = (await owner.client.post('/api/plan/lump-sums', { date: '2027-01-10', amount: '300' })).body as { id: number };
    expect((await intruder.client.del(`/api/plan/lump-sums/${lump.id}`)).status).toBe(404);
    expect((await getPlan(owner.client)).lumpSums.map((l) => l.id)).toEqual([lump.id]);
    expect((await getPlan(intruder.client)).lumpSums).toEqual([]);
  });

  it('leaves a mortgage out of the plan by default; included, it joins the plan', async () => {
    const { client, visa: v, store: s } = await household();
    const mortgage = await addDebt(client, house);
    const plan = await getPlan(client);
    expect(plan.debts.map((d) => d.debtId).sort()).toEqual([v.id, s.id].sort());
    expect(plan.monthlyBudget).toBe('130.00');
    expect((await client.put(`/api/debts/${mortgage.id}`, { inPlan: true })).status).toBe(200);
    const withHouse = await getPlan(client);
    expect(withHouse.debts.map((d) => d.debtId)).toContain(mortgage.id);
    expect(withHouse.monthlyBudget).toBe('2030.00');
    expect(withHouse.months).toBeGreaterThan(plan.months ?? 0);
  });

  it("checks the plan's budget against the average monthly income, not this month's paydays", async () => {
    const { client } = await household();
    // Bi-weekly $55.00 from Dec 1: 3 paydays in December ($165.00 on the income card, more than the
    // $130.00 budget), but the average month brings 5,500 × 26 / 12 = 11,917 ($119.17): less.
    expect(
      (await client.post('/api/income', { incomeSource: 'Job', amount: '55', payDate: '2026-12-01', frequency: 'bi-weekly' })).status,
    ).toBe(200);
    const plan = await getPlan(client);
    expect(plan.monthlyBudget).toBe('130.00');
    expect(plan.warnings.find((w) => w.code === 'BUDGET_EXCEEDS_INCOME')?.message).toBe(
      "This plan's budget of $130.00 a month is more than your average monthly income of $119.17.",
    );
  });

  it('downloads the schedule as CSV: one row per month and debt', async () => {
    const { client, visa: v } = await household();
    const plan = await getPlan(client);
    const res = await client.get('/api/plan/schedule.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="paydown-plan-2026-12-01\.csv"$/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('month,startDate,endDate,debtId,debtName,payment,interest,balance');
    // The CSV holds every month, beyond the part of the schedule the plan answer carries.
    const whole = (await client.get('/api/plan/schedule?limit=120')).body as { rows: PlanOut['schedule'] };
    expect(whole.rows).toHaveLength(plan.scheduleMonths);
    const rows = whole.rows.reduce((n, m) => n + m.payments.length, 0);
    expect(lines).toHaveLength(rows + 1);
    const first = plan.schedule[0]?.payments.find((p) => p.debtId === v.id);
    expect(lines).toContain(`1,2026-12-01,2026-12-31,${v.id},"Visa credit card",${first?.payment},${first?.interest},${first?.balance}`);
    const last = lines[lines.length - 1]?.split(',');
    expect(last?.[0]).toBe(String(plan.months));
    expect(last?.[7]).toBe('0.00');
    expect((await app.client().get('/api/plan/schedule.csv')).status).toBe(401);
  });

  it('quotes names with commas and defuses spreadsheet formulas in the CSV', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await addDebt(client, { ...visa, debtName: '=HYPERLINK("x"), card' });
    const res = await client.get('/api/plan/schedule.csv');
    expect(res.text.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x""), card"`);
  });

  it('keeps reads open after the trial ends, but saving needs a plan (402)', async () => {
    const { client } = await household();
    const lump = (await client.post('/api/plan/lump-sums', { date: '2027-01-10', amount: '300' })).body as { id: number };
    app.clock.advance(31 * 24 * 3600_000);
    expect((await client.get('/api/plan')).status).toBe(200);
    expect((await client.get('/api/plan/preview?extraMonthly=10')).status).toBe(200);
    expect((await client.get('/api/plan/schedule.csv')).status).toBe(200);
    expect((await client.put('/api/plan', { strategy: 'snowball' })).status).toBe(402);
    expect((await client.post('/api/plan/lump-sums', { date: '2027-03-10', amount: '300' })).status).toBe(402);
    expect((await client.del(`/api/plan/lump-sums/${lump.id}`)).status).toBe(200);
  });

  it('answers 401 to every plan endpoint when signed out', async () => {
    const anon = app.client();
    expect((await anon.get('/api/plan')).status).toBe(401);
    expect((await anon.put('/api/plan', { strategy: 'snowball' })).status).toBe(401);
    expect((await anon.get('/api/plan/preview')).status).toBe(401);
    expect((await anon.post('/api/plan/lump-sums', { date: '2027-01-01', amount: '1' })).status).toBe(401);
    expect((await anon.del('/api/plan/lump-sums/1')).status).toBe(401);
  });
});
