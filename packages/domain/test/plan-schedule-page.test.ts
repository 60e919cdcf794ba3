import { describe, expect, it } from 'vitest';
import { boundedSchedule, schedulePage } from '../src/plan/schedule-page.ts';
import type { PlanMonth } from '../src/plan/types.ts';

const months = (n: number, debts = 1): PlanMonth[] =>
  Array.from({ length: n }, (_, i) => ({
    month: i + 1,
    startDate: '2026-12-01',
    payments: Array.from({ length: debts }, (_, d) => ({ debtId: d + 1, payment: 100, interest: 1, balance: 100 * (n - i - 1) })),
    lumpSum: 0,
    totalPayment: 100,
    totalInterest: 1,
    totalBalance: 100 * (n - i - 1),
  }));

describe('the bounded schedule of a plan answer', () => {
  it('carries a short plan whole', () => {
    const b = boundedSchedule(months(10));
    expect(b.schedule.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(b).toMatchObject({ scheduleMonths: 10, scheduleMonthlyRows: 10 });
    expect(boundedSchedule([])).toEqual({ schedule: [], scheduleMonths: 0, scheduleMonthlyRows: 0 });
  });

  it('carries two years month by month, then a row a year and the last month', () => {
    const b = boundedSchedule(months(61));
    expect(b.schedule.map((m) => m.month)).toEqual([...Array.from({ length: 24 }, (_, i) => i + 1), 36, 48, 60, 61]);
    expect(b.schedule.at(-1)).toMatchObject({ totalBalance: '0.00', totalPayment: '1.00' });
    expect(boundedSchedule(months(600)).schedule).toHaveLength(72);
  });

  it('carries a plan of many debts with a shorter monthly head and a row every few years', () => {
    // 200 debts: 12 monthly rows, then every 5 years (60, 120, ... 600): 22 rows, 4,400 debt-months.
    const b = boundedSchedule(months(600, 200));
    expect(b.scheduleMonthlyRows).toBe(12);
    expect(b.schedule.map((m) => m.month)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => i + 1),
      ...Array.from({ length: 10 }, (_, i) => 60 * (i + 1)),
    ]);
    // 100 debts over 43 months: two years would be 2,600 debt-months; they fit.
    expect(boundedSchedule(months(43, 100)).scheduleMonthlyRows).toBe(24);
    expect(boundedSchedule(months(43, 250)).schedule.map((m) => m.month)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => i + 1),
      24,
      36,
      43,
    ]);
  });
});

describe('a page of the schedule', () => {
  it('lists the months asked for, in order, and where the next page starts', () => {
    expect(schedulePage(months(30), 25, 12)).toMatchObject({ scheduleMonths: 30, from: 25, nextFrom: null });
    expect(schedulePage(months(30), 25, 12).rows.map((m) => m.month)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(schedulePage(months(30), 1, 12).nextFrom).toBe(13);
    expect(schedulePage(months(30), 31, 12)).toMatchObject({ rows: [], nextFrom: null });
  });

  it('never gives more than 120 months at once', () => {
    expect(schedulePage(months(600), 1, 10_000).rows).toHaveLength(120);
    expect(schedulePage(months(600), 1, 10_000).nextFrom).toBe(121);
  });
});
