import { testDriverName } from '@paydown/db/testing';
import {
  computePlan,
  planMonthOut,
  SCHEDULE_CHANGE_ROWS_MAX,
  SCHEDULE_MAX_ENTRIES,
  type PlanOut,
  type PlanSchedulePage,
} from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { loadPlanInput } from '../src/ledger/index.ts';
import { addDebt, confirmedClient, insertDebts, type TestClient, useTestApp } from './helpers.ts';

// The plan's answer is bounded whatever the plan's length: a bounded part of the schedule travels
// with every plan answer, and GET /api/plan/schedule pages through the whole of it.

const app = useTestApp();
const TODAY = '2026-12-01';

/** A debt whose payment barely covers its interest: paid off in about 28 years. */
const slow = (i: number) => ({
  debtName: `Loan ${i}`,
  balance: '90000',
  interestRate: '10',
  minPayment: '800',
  dueDate: '2026-12-15',
});
const visa = { debtName: 'Visa credit card', balance: '3000', interestRate: '24.99', minPayment: '90', dueDate: '2026-12-15' };

/** A debt that would take 77 years: a plan of such debts stops at the 600-month horizon. */
const endless = (i: number) => ({ ...slow(i), interestRate: '3', minPayment: '250' });

async function longPlanUser(debts = 3, debt = slow) {
  app.clock.setTo(`${TODAY}T12:00:00Z`);
  const signed = await confirmedClient(app);
  // Stored directly: hundreds of debts one POST at a time would cost minutes and test nothing more.
  await insertDebts(
    app,
    signed.user.id,
    Array.from({ length: debts }, (_, i) => debt(i)),
  );
  await addDebt(signed.client, visa);
  return signed;
}

const page = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/plan/schedule${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as PlanSchedulePage;
};

/** The engine's whole schedule for the user, in wire form: what the pages must add up to. */
async function engineSchedule(userId: number) {
  return computePlan(await loadPlanInput(app.database.db, userId, TODAY)).schedule.map(planMonthOut);
}

describe(`plan schedule paging (${testDriverName()})`, () => {
  it('answers a long plan with 24 monthly rows, then a row a year and the months where it changes, and says how long the schedule is', async () => {
    const { client, user } = await longPlanUser();
    const res = await client.get('/api/plan');
    expect(res.status).toBe(200);
    const plan = res.body as PlanOut;
    const whole = await engineSchedule(user.id);
    expect(whole.length).toBeGreaterThan(300);
    expect(plan.scheduleMonths).toBe(whole.length);
    expect(plan.months).toBe(whole.length);
    expect(plan.scheduleMonthlyRows).toBe(24);
    const bound = 24 + Math.ceil(whole.length / 12) + SCHEDULE_CHANGE_ROWS_MAX;
    expect(plan.schedule.length).toBeLessThanOrEqual(bound);
    expect(plan.schedule.slice(0, 24)).toEqual(whole.slice(0, 24));
    // After the monthly head: the end of every year, the last month and each debt's payoff month
    // (where the next debt starts taking its payment), in month order, the same rows as the engine's.
    const years = Array.from({ length: Math.floor(whole.length / 12) - 2 }, (_, i) => 36 + 12 * i);
    const payoffs = plan.debts.map((d) => d.payoffMonth ?? 0).filter((m) => m > 24);
    expect(payoffs).toHaveLength(4);
    const expected = new Set([...years, whole.length, ...payoffs]);
    expect(plan.schedule.slice(24).map((m) => m.month)).toEqual([...expected].sort((a, b) => a - b));
    for (const row of plan.schedule) expect(row).toEqual(whole[row.month - 1]);

    // The what-if read and the save answer the same bounded way.
    const preview = (await client.get('/api/plan/preview?extraMonthly=10')).body as PlanOut;
    expect(preview.scheduleMonths).toBe(preview.months);
    expect(preview.schedule.length).toBeLessThanOrEqual(bound);
    const saved = (await client.put('/api/plan', { strategy: 'snowball', extraMonthly: '0' })).body as PlanOut;
    expect(saved.scheduleMonths).toBe(saved.months);
    expect(saved.schedule.length).toBeLessThanOrEqual(bound);
  });

  it('pages through the exact monthly rows of the whole schedule, in order, with no gap or overlap', async () => {
    const { client, user } = await longPlanUser();
    const whole = await engineSchedule(user.id);
    for (const limit of [120, 37]) {
      const rows: PlanSchedulePage['rows'] = [];
      let from: number | null = 1;
      let pages = 0;
      while (from !== null) {
        const p = await page(client, `?from=${from}&limit=${limit}`);
        expect(p.from).toBe(from);
        expect(p.scheduleMonths).toBe(whole.length);
        expect(p.rows.length).toBeLessThanOrEqual(limit);
        rows.push(...p.rows);
        from = p.nextFrom;
        pages++;
      }
      expect(pages).toBe(Math.ceil(whole.length / limit));
      expect(rows.map((r) => r.month)).toEqual(Array.from({ length: whole.length }, (_, i) => i + 1));
      expect(rows).toEqual(whole);
    }
    // Without from and limit: the first 24 months; past the end: no rows.
    const first = await page(client, '');
    expect(first.rows.map((r) => r.month)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(first.nextFrom).toBe(25);
    expect(await page(client, `?from=${whole.length}&limit=5`)).toMatchObject({ rows: [whole.at(-1)], nextFrom: null });
    expect(await page(client, `?from=${whole.length + 1}`)).toMatchObject({ rows: [], nextFrom: null });
  });

  it('turns away a bad from or limit with a 400 that names the field', async () => {
    const { client } = await longPlanUser(1);
    for (const query of [
      '?from=0',
      '?from=-3',
      '?from=1.5',
      '?from=abc',
      '?from=601',
      '?limit=0',
      '?limit=121',
      '?limit=2.5',
      '?limit=x',
    ]) {
      const res = await client.get(`/api/plan/schedule${query}`);
      expect(res.status, `${query}: ${res.text}`).toBe(400);
      const field = query.slice(1).split('=')[0]!;
      const fields = (res.body as { data?: { fields?: Record<string, string> } }).data?.fields ?? {};
      expect(fields[field]).toMatch(new RegExp(`^${field} must be`));
    }
  });

  it("shows each user only their own plan's schedule", async () => {
    const owner = await longPlanUser(1);
    const other = await confirmedClient(app);
    const theirs = await page(other.client, '?from=1&limit=120');
    expect(theirs).toEqual({ scheduleMonths: 0, from: 1, rows: [], nextFrom: null });
    const mine = await page(owner.client, '?from=1&limit=1');
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]!.payments).toHaveLength(2);
    expect((await app.client().get('/api/plan/schedule')).status).toBe(401);
  });

  it('keeps the plan answer of a 200-debt user with a 50-year plan under 0.5 MB (the whole schedule is 9 MB)', async () => {
    const { client, user } = await longPlanUser(199, endless);
    const res = await client.get('/api/plan');
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(res.text)).toBeLessThan(500_000);
    const plan = res.body as PlanOut;
    expect(plan.debts).toHaveLength(200);
    expect(plan.scheduleMonths).toBe(600);
    // A year month by month (the dashboard's 12 months), then a row every five years, and the
    // Visa's payoff month when the debt-months' bound leaves room for it.
    expect(plan.scheduleMonthlyRows).toBe(12);
    const fiveYears = Array.from({ length: 10 }, (_, i) => 60 * (i + 1));
    expect(plan.schedule.map((m) => m.month).filter((m) => m <= 12 || m % 60 === 0)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => i + 1),
      ...fiveYears,
    ]);
    expect(plan.schedule.length).toBeLessThanOrEqual(22 + SCHEDULE_CHANGE_ROWS_MAX);
    expect(plan.schedule.reduce((n, m) => n + m.payments.length, 0)).toBeLessThanOrEqual(SCHEDULE_MAX_ENTRIES);
    const whole = await engineSchedule(user.id);
    for (const row of plan.schedule) expect(row).toEqual(whole[row.month - 1]);
  }, 60_000);
});
