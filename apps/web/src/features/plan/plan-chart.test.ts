import { computePlan, planResponse, previewPlanFromWire } from '@paydown/domain/plan';
import { describe, expect, it } from 'vitest';
import { balanceData, balanceSeries } from './plan-chart.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { carLoan, makePlan } from './test-fixtures.ts';

describe('The balances chart: one colour per debt', () => {
  const avalanche = makePlan();
  const [chase, car] = avalanche.debts;
  const snowball = makePlan({
    strategy: 'snowball',
    debts: [
      { ...car!, order: 1 },
      { ...chase!, order: 2 },
    ],
  });
  const colorOf = (series: ReturnType<typeof balanceSeries>, label: string) => series.find((s) => s.label === label)?.color;

  it('keeps each debt its colour when the strategy changes the order', () => {
    const before = balanceSeries(avalanche);
    const after = balanceSeries(snowball);
    // The stack follows the plan order...
    expect(before.map((s) => s.label)).toEqual(['Chase Credit Card', 'Car Loan']);
    expect(after.map((s) => s.label)).toEqual(['Car Loan', 'Chase Credit Card']);
    // ...the colours follow the debts.
    expect(colorOf(after, 'Chase Credit Card')).toBe(colorOf(before, 'Chase Credit Card'));
    expect(colorOf(after, 'Car Loan')).toBe(colorOf(before, 'Car Loan'));
    expect(colorOf(before, 'Chase Credit Card')).not.toBe(colorOf(before, 'Car Loan'));
  });
});

describe('The balances chart: a lump sum past the first two years', () => {
  // A $30,000.00 loan at 6 %, $300.00 a month from 2026-01-01, and a $5,000.00 bonus on
  // 2029-06-15: month 42 (June 2029), where the plan answer's rows are otherwise a year apart.
  const plan = planResponse(
    computePlan({
      today: '2026-01-01',
      debts: [
        {
          id: 1,
          debtName: 'Loan',
          debtType: 'personal_loan',
          balance: 3_000_000,
          apr: 600,
          payment: 30_000,
          inPlan: true,
          paysInFull: false,
          promoRateBp: null,
          promoEndDate: null,
          deferredInterest: false,
        },
      ],
      settings: { strategy: 'avalanche', extraMonthlyCents: 0, customOrder: null },
      lumpSums: [{ id: 9, date: '2029-06-15', amountCents: 500_000, note: 'bonus' }],
    }),
  );
  const points = balanceData(plan);
  const at = (month: number) => points.find((p) => p.month === month);

  it("drops in the bonus's month: the balance going into June 2029, then the one after it, the bonus taken off", () => {
    const before = at(41);
    const after = at(42);
    // A point is the balance after its month, so it is labelled with the next month's first day.
    expect(before).toMatchObject({ label: "Jun '29" });
    expect(after).toMatchObject({ label: "Jul '29" });
    // The engine's own balances for those months (payment $300.00, interest under $120.00).
    expect(Number(before!.d1) - Number(after!.d1)).toBeGreaterThan(5_000 + 300 - 120);
    expect(Number(before!.d1) - Number(after!.d1)).toBeLessThan(5_000 + 300);
    // The yearly rows around it are still there, so the line is flat-sloped up to May and after June.
    expect(at(36)).toBeDefined();
    expect(at(48)).toBeDefined();
  });
});

describe("The balances chart of a what-if: the browser's own plan", () => {
  it("drops in a lump sum's month past the first two years, as the saved plan's chart does", () => {
    // The what-if runs the engine in the browser through the same answer shape as the server's.
    const plan = previewPlanFromWire({
      settings: { strategy: 'avalanche', extraMonthly: '1.00', customOrder: null },
      debts: [makeDebt(), { ...carLoan, balance: '30000.00' }],
      lumpSums: [{ id: 3, date: '2029-05-02', amount: '2000.00', note: null }],
      startDate: '2026-11-23',
    });
    const lumpMonth = plan.schedule.find((m) => m.lumpSum !== '0.00')?.month;
    expect(lumpMonth).toBeGreaterThan(24);
    expect(lumpMonth! % 12).not.toBe(0);
    const points = balanceData(plan);
    const total = (month: number) => {
      const point = points.find((p) => p.month === month);
      return point ? Number(point.d1) + Number(point.d2) : undefined;
    };
    expect(total(lumpMonth! - 1)! - total(lumpMonth!)!).toBeGreaterThan(2_000);
  });
});
