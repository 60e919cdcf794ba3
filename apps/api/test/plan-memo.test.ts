import { computePlan, DEFAULT_PLAN_SETTINGS, planResponse, type PlanDebtInput, type PlanInput } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { PlanMemo } from '../src/features/plan/memo.ts';

function debt(id: number, balance: number): PlanDebtInput {
  return {
    id,
    debtName: `Card ${id}`,
    debtType: 'credit_card',
    balance,
    apr: 2_000,
    payment: 10_000,
    inPlan: true,
    paysInFull: false,
    promoRateBp: null,
    promoEndDate: null,
    deferredInterest: false,
  };
}

const input = (balance: number, today = '2026-11-24'): PlanInput => ({
  today,
  debts: [debt(1, balance), debt(2, 50_000)],
  settings: DEFAULT_PLAN_SETTINGS,
  lumpSums: [],
  monthlyIncome: null,
});

describe('the plan memo (one computation per distinct input)', () => {
  it('answers exactly what the engine computes, and the same plan again for the same input', () => {
    const memo = new PlanMemo();
    const first = memo.plan(input(120_000));
    expect(first).toEqual(computePlan(input(120_000)));
    expect(memo.plan(input(120_000))).toBe(first);
    expect(memo.wire(input(120_000))).toEqual(planResponse(computePlan(input(120_000))));
    expect(memo.size).toBe(1);
  });

  it('computes anew when anything in the input differs: a balance, the day, the horizon', () => {
    const memo = new PlanMemo();
    const base = memo.plan(input(120_000));
    const paidDown = memo.plan(input(110_000));
    expect(paidDown).not.toBe(base);
    expect(paidDown.totalInterest).toBeLessThan(base.totalInterest ?? 0);
    expect(memo.plan(input(120_000, '2026-11-25')).startDate).toBe('2026-11-25');
    expect(memo.plan({ ...input(120_000), horizonMonths: 6 }).schedule).toHaveLength(6);
    expect(memo.size).toBe(4);
  });

  it('keeps at most its row budget, dropping the least recently used plan first', () => {
    const rowsOf = (balance: number) => computePlan(input(balance)).schedule.reduce((n, m) => n + m.payments.length + 1, 0);
    const memo = new PlanMemo(rowsOf(120_000) + rowsOf(110_000));
    const a = memo.plan(input(120_000));
    memo.plan(input(110_000));
    memo.plan(input(120_000)); // a is now the most recent
    memo.plan(input(100_000)); // over budget: the 110,000 plan goes
    expect(memo.plan(input(120_000))).toBe(a);
    expect(memo.size).toBe(2);

    const tiny = new PlanMemo(5);
    tiny.plan(input(120_000));
    expect(tiny.size).toBe(0);
  });
});
