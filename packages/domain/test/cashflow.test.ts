import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashFlowLabel, cashFlowStatus } from '../src/income/cashflow.ts';

describe('cashFlowStatus', () => {
  it('insufficient above income, tight above 80 % of it, sufficient otherwise', () => {
    // income $5,000.00: 80 % = $4,000.00
    expect(cashFlowStatus(300_000, 500_000)).toBe('sufficient');
    expect(cashFlowStatus(400_000, 500_000)).toBe('sufficient'); // exactly 80 %: not above it
    expect(cashFlowStatus(400_001, 500_000)).toBe('tight'); // 400,001 × 100 > 500,000 × 80
    expect(cashFlowStatus(500_000, 500_000)).toBe('tight'); // equal to income: not above it
    expect(cashFlowStatus(500_001, 500_000)).toBe('insufficient');
  });

  it('no debts and no income is sufficient; payments without income are insufficient', () => {
    expect(cashFlowStatus(0, 0)).toBe('sufficient');
    expect(cashFlowStatus(0, 100_000)).toBe('sufficient');
    expect(cashFlowStatus(1, 0)).toBe('insufficient');
  });

  it('gets worse (never better) as payments grow', () => {
    const rank = { sufficient: 0, tight: 1, insufficient: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 1e11 }),
        (p, extra, income) => {
          return rank[cashFlowStatus(p + extra, income)] >= rank[cashFlowStatus(p, income)];
        },
      ),
    );
  });
});

describe('cashFlowLabel', () => {
  it('labels each status, anything else is Unknown Status', () => {
    expect(cashFlowLabel('sufficient')).toBe('Good Cash Flow');
    expect(cashFlowLabel('tight')).toBe('Tight Cash Flow');
    expect(cashFlowLabel('insufficient')).toBe('Insufficient Cash Flow');
    expect(cashFlowLabel('great')).toBe('Unknown Status');
    expect(cashFlowLabel(undefined)).toBe('Unknown Status');
  });
});
