import { describe, expect, it } from 'vitest';
import { computePlan } from '../src/plan/engine.ts';
import { boundedSchedule, planMonthOut, schedulePage } from '../src/plan/schedule-page.ts';
import type { PlanMonth } from '../src/plan/types.ts';
import { SCHEDULE_CHANGE_ROWS_MAX, SCHEDULE_MAX_ENTRIES } from '../src/schemas/plan.ts';
import { planDebt, planInput } from './plan-fixtures.ts';

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

describe('the bounded schedule keeps the months where the plan changes', () => {
  // A $30,000.00 loan at 6 %, $300.00 a month from 2026-01-01 (about 12 years), and a $5,000.00
  // bonus on 2029-06-15: month 42 (June 2029), far past the monthly head.
  const loan = planDebt({ id: 1, debtName: 'Loan', debtType: 'personal_loan', balance: 3_000_000, apr: 600, payment: 30_000 });
  const bonus = { id: 9, date: '2029-06-15', amountCents: 500_000, note: 'bonus' };

  it("carries a lump sum's month and the month before, as the engine computed them", () => {
    const whole = computePlan(planInput([loan], { lumpSums: [bonus] })).schedule;
    const b = boundedSchedule(whole);
    const months = b.schedule.map((m) => m.month);
    expect(months).toContain(41);
    expect(months).toContain(42);
    expect(months).toEqual([...months].sort((x, y) => x - y));
    expect(b.scheduleMonthlyRows).toBe(24);
    const [before, after] = [41, 42].map((n) => b.schedule.find((m) => m.month === n));
    expect(after).toEqual(planMonthOut(whole[41]!));
    expect(before).toEqual(planMonthOut(whole[40]!));
    expect(after!.lumpSum).toBe('5000.00');
    // The balance drops by the month's payment and the bonus in that one month.
    expect(Number(before!.totalBalance) - Number(after!.totalBalance)).toBeGreaterThan(5_000);
    // Without the bonus: only the yearly rows and the last month past the head.
    const plain = boundedSchedule(computePlan(planInput([loan])).schedule);
    expect(plain.schedule.slice(24).every((m) => m.month % 12 === 0 || m.month === plain.scheduleMonths)).toBe(true);
  });

  it("carries a deferred-interest promotion's end with the month before, and the month a debt is paid off", () => {
    // $15,000.00 at 0 % until 2028-09-20, deferred, $400.00 a month: $2,200.00 is still owed when the
    // promotion ends, so the back-dated interest is charged in month 33 (Sep 2028); paid off in month 61.
    const store = { id: 2, debtName: 'Store card', apr: 2699, promoRateBp: 0, promoEndDate: '2028-09-20', deferredInterest: true };
    const whole = computePlan(planInput([loan, planDebt({ ...store, balance: 1_500_000, payment: 40_000 })])).schedule;
    const storeAfter = (n: number) => whole[n - 1]!.payments.find((p) => p.debtId === 2)?.balance;
    expect(storeAfter(33)! - storeAfter(32)!).toBeGreaterThan(500_000);
    expect([storeAfter(60)! > 0, storeAfter(61)]).toEqual([true, 0]);
    expect(
      boundedSchedule(whole)
        .schedule.map((m) => m.month)
        .slice(24),
    ).toEqual([32, 33, 36, 48, 60, 61, 72, 84, whole.length]);

    // $10,000.00 at $150.00 a month: after the charge its payment never covers its interest and the
    // balance rises every month, which is no change: only the promotion's end is added.
    const growing = computePlan(planInput([loan, planDebt({ ...store, balance: 1_000_000, payment: 15_000 })])).schedule;
    expect(
      boundedSchedule(growing)
        .schedule.map((m) => m.month)
        .slice(24, 28),
    ).toEqual([32, 33, 36, 48]);
  });

  it('adds at most SCHEDULE_CHANGE_ROWS_MAX rows for them, the lump sums first, and stays within SCHEDULE_MAX_ENTRIES', () => {
    // A lump sum every month: the yearly shape plus the first changes that fit.
    const lumpy = months(600).map((m) => ({ ...m, lumpSum: 100 }));
    const b = boundedSchedule(lumpy);
    expect(b.schedule.length).toBeLessThanOrEqual(72 + SCHEDULE_CHANGE_ROWS_MAX);
    expect(b.schedule.length).toBeGreaterThan(72);
    expect(b.schedule.map((m) => m.month).slice(24, 30)).toEqual([25, 26, 27, 28, 29, 30]);
    // 200 debts: the entries' bound holds with the changes added.
    const many = boundedSchedule(months(600, 200).map((m) => ({ ...m, lumpSum: 100 })));
    expect(many.schedule.reduce((n, m) => n + m.payments.length, 0)).toBeLessThanOrEqual(SCHEDULE_MAX_ENTRIES);
    expect(many.schedule.length).toBeGreaterThan(22);
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
