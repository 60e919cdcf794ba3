import { testDriverName } from '@paydown/db/testing';
import type { PlanOut } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// One truth: the dashboard and the AI figures read the payoff plan, so no quantity shows two values.

const app = useTestApp({ AI_GENERATE_PER_HOUR: '1000' });

type Dashboard = { debtFreeDate: string | null; monthsSaved: number | null; estimatedInterestSavings: string; totalDebtBalance: string };
type Point = { debtBalance: string; payments: string; interest: string; income: string };

async function household(client: TestClient) {
  await client.post('/api/income', { incomeSource: 'Salary', amount: '2400', payDate: '2026-12-04', frequency: 'bi-weekly' });
  for (const debt of [
    { debtName: 'Visa credit card', balance: '3000', interestRate: '24.99', minPayment: '90', dueDate: '2026-12-15' },
    { debtName: 'Car loan', balance: '12000', interestRate: '7.9', minPayment: '320', dueDate: '2026-12-20' },
    { debtName: 'Home mortgage', balance: '300000', interestRate: '6.5', minPayment: '1900', dueDate: '2026-12-01' },
  ]) {
    const res = await client.post('/api/debts', debt);
    if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  }
}

const plan = async (client: TestClient) => (await client.get('/api/plan')).body as PlanOut;
const dashboard = async (client: TestClient) => (await client.get('/api/dashboard')).body as Dashboard;

describe(`one truth (${testDriverName()})`, () => {
  it("shows the plan's debt-free date and months saved on the dashboard, and follows the saved settings", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await household(client);
    const p = await plan(client);
    const d = await dashboard(client);
    expect(p.debtFreeDate).not.toBeNull();
    expect(d.debtFreeDate).toBe(p.debtFreeDate);
    expect(d.monthsSaved).toBe(p.monthsSaved);

    const saved = (await client.put('/api/plan', { strategy: 'snowball', extraMonthly: '300' })).body as PlanOut;
    const after = await dashboard(client);
    expect(after.debtFreeDate).toBe(saved.debtFreeDate);
    expect(after.monthsSaved).toBe(saved.monthsSaved);
    expect(after.debtFreeDate! < d.debtFreeDate!).toBe(true);
    // The spec's cards stay: the balance still counts every unpaid debt.
    expect(after.totalDebtBalance).toBe('315000.00');
  });

  it('plots the in-plan debts from the plan on the progression chart: a mortgage left out does not flatten it', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await household(client);
    const p = await plan(client);
    const points = (await client.get('/api/dashboard/progression?months=6')).body as Point[];
    expect(points).toHaveLength(6);
    expect(points[0]?.debtBalance).toBe('15000.00');
    // Point i + 1 starts with the balance the plan leaves after month i + 1.
    expect(points[1]?.debtBalance).toBe(p.schedule[0]?.totalBalance);
    expect(points[0]?.payments).toBe(p.schedule[0]?.totalPayment);
    expect(points[0]?.interest).toBe(p.schedule[0]?.totalInterest);
  });

  it("reads the plan in the AI insights: currentInterest is the plan's baseline, optimizedInterest the plan's", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await household(client);
    await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '150' });
    const p = await plan(client);
    const insights = (await client.get('/api/ai/insights')).body as { currentInterest: string; optimizedInterest: string };
    expect(insights.currentInterest).toBe(p.baseline.totalInterest);
    expect(insights.optimizedInterest).toBe(p.totalInterest);
    const generated = (await client.request('POST', '/api/ai-insights/generate')).body as { insights: { currentInterest: string } };
    expect(generated.insights.currentInterest).toBe(p.baseline.totalInterest);
  });

  it('recomputes open suggestions when the plan changes, keeping the ids of those that stay', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await household(client);
    const first = (await client.request('POST', '/api/ai-recommendations/generate')).body as {
      suggestions: { id: number; description: string }[];
    };
    expect(first.suggestions.length).toBeGreaterThan(0);
    await client.put('/api/plan', { strategy: 'snowball', extraMonthly: '400' });
    const rows = await app.database.db.selectFrom('aiSuggestions').select(['id', 'sourceHash']).where('isApplied', '=', false).execute();
    const before = new Set(rows.map((r) => r.sourceHash));
    const listed = (await client.get('/api/ai-suggestions')).body as { id: number }[];
    const after = await app.database.db
      .selectFrom('aiSuggestions')
      .select('sourceHash')
      .where(
        'id',
        'in',
        listed.map((s) => s.id),
      )
      .execute();
    // Every open suggestion now comes from the new plan's facts.
    expect(after.every((r) => !before.has(r.sourceHash))).toBe(true);
  });
});
