import {
  computePlan,
  insights,
  paymentSchedule,
  planResponse,
  potentialScore,
  previewPlan,
  type DebtFacts,
  type PlanInput,
} from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { PlanMemo } from '../src/features/plan/memo.ts';
import { PlanPool } from '../src/adapters/plan-pool/pool.ts';
import { planCard, planInputOf } from './plan-fixtures.ts';

const input = (balance: number, today = '2026-11-24') => planInputOf(today, [planCard(1, balance), planCard(2, 50_000)]);

// A pool that computes everything inline (no threads): the memo's own guarantees, apart from where it computes.
const pool = new PlanPool({ threads: 1, queueLimit: 0, inlineMaxDebts: Number.POSITIVE_INFINITY });
const wireOf = (i: PlanInput) => planResponse(computePlan(i));

describe('the plan memo (one computation per distinct input)', () => {
  it('answers exactly what the engine computes, and the same answer again for the same input', async () => {
    const memo = new PlanMemo();
    const first = await memo.wire(input(120_000), pool);
    expect(first).toEqual(wireOf(input(120_000)));
    expect(await memo.wire(input(120_000), pool)).toBe(first);
    const plan = computePlan(input(120_000));
    expect(await memo.summary(input(120_000), pool)).toEqual({ debtFreeDate: plan.debtFreeDate, monthsSaved: plan.monthsSaved });
    expect(memo.size).toBe(2);
  });

  it('computes anew when anything in the input differs: a balance, the day, the horizon', async () => {
    const memo = new PlanMemo();
    const base = await memo.wire(input(120_000), pool);
    const paidDown = await memo.wire(input(110_000), pool);
    expect(paidDown).not.toBe(base);
    expect(Number(paidDown.totalInterest)).toBeLessThan(Number(base.totalInterest));
    expect((await memo.wire(input(120_000, '2026-11-25'), pool)).startDate).toBe('2026-11-25');
    expect((await memo.wire({ ...input(120_000), horizonMonths: 6 }, pool)).schedule).toHaveLength(6);
    expect(memo.size).toBe(4);
  });

  it('computes once for requests that ask for the same plan at the same time', async () => {
    const memo = new PlanMemo();
    const [a, b] = await Promise.all([memo.wire(input(120_000), pool), memo.wire(input(120_000), pool)]);
    expect(a).toBe(b);
  });

  it("remembers a what-if preview by the plan's input and the changes asked for", async () => {
    const memo = new PlanMemo();
    const snowball = await memo.preview({ input: input(120_000), changes: { strategy: 'snowball', extraMonthly: '100.00' } }, pool);
    expect(snowball).toEqual(planResponse(previewPlan(input(120_000), { strategy: 'snowball', extraMonthlyCents: 10_000 })));
    expect(await memo.preview({ input: input(120_000), changes: { strategy: 'snowball', extraMonthly: '100.00' } }, pool)).toBe(snowball);
    const more = await memo.preview({ input: input(120_000), changes: { strategy: 'snowball', extraMonthly: '200.00' } }, pool);
    expect(more).not.toBe(snowball);
    expect(more.months).toBeLessThan(snowball.months ?? 0);
  });

  it("remembers progress and the AI's figures by their whole argument, and counts a small answer's key in its size", async () => {
    const memo = new PlanMemo();
    const card = (id: number, balance: number): DebtFacts => ({
      id,
      debtName: `Card ${id}`,
      debtType: 'credit_card',
      balance,
      apr: 2_000 + id * 100,
      minPayment: 10_000,
      extraPayment: 0,
      dueDate: '2026-12-10',
      payPeriodFrequency: 'monthly',
      isPaid: false,
    });
    const facts = { today: '2026-11-24', debts: [card(1, 120_000), card(2, 50_000)], income: [], payments: [] };
    const score = await memo.potentialScore({ facts, options: {} }, pool);
    expect(score).toBe(potentialScore(facts, {}));
    expect(await memo.paymentSchedule(facts, pool)).toEqual(paymentSchedule(facts));
    const insightsAnswer = await memo.insights({ facts, options: {} }, pool);
    expect(insightsAnswer).toEqual(insights(facts, {}));
    expect(await memo.insights({ facts, options: {} }, pool)).toBe(insightsAnswer);
    // Another day is another answer.
    expect(await memo.insights({ facts: { ...facts, today: '2026-11-25' }, options: {} }, pool)).not.toBe(insightsAnswer);
    expect(memo.size).toBe(4);

    // A budget that holds the answer's one row but not its key keeps nothing.
    const small = new PlanMemo(2);
    await small.paymentSchedule(facts, pool);
    expect(small.size).toBe(0);
  });

  it('keeps at most its row budget, dropping the least recently used plan first', async () => {
    // The answer's schedule rows and its key (the input as JSON, a row per 200 characters).
    const rowsOf = (balance: number) =>
      computePlan(input(balance)).schedule.reduce((n, m) => n + m.payments.length + 1, 1) +
      Math.ceil(`wire:${JSON.stringify(input(balance))}`.length / 200);
    const memo = new PlanMemo(rowsOf(120_000) + rowsOf(110_000));
    const a = await memo.wire(input(120_000), pool);
    await memo.wire(input(110_000), pool);
    await memo.wire(input(120_000), pool); // a is now the most recent
    await memo.wire(input(100_000), pool); // over budget: the 110,000 plan goes
    expect(await memo.wire(input(120_000), pool)).toBe(a);
    expect(memo.size).toBe(2);

    const tiny = new PlanMemo(5);
    await tiny.wire(input(120_000), pool);
    expect(tiny.size).toBe(0);
  });
});
