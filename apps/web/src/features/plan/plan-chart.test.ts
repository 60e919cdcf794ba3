import { describe, expect, it } from 'vitest';
import { balanceSeries } from './plan-chart.ts';
import { makePlan } from './test-fixtures.ts';

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
