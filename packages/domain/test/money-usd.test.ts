import { describe, expect, it } from 'vitest';
import { formatUsd } from '../src/money/usd.ts';

describe('formatUsd: one US-dollar formatter for sentences, screens and emails', () => {
  it('cents (the default): grouping and two decimals', () => {
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(100_000_000)).toBe('$1,000,000.00');
    expect(formatUsd(9_999_999_999)).toBe('$99,999,999.99');
    expect(formatUsd(-500)).toBe('-$5.00');
  });

  it('whole dollars for summaries: half a dollar rounds up, and a tiny negative is $0, never -$0', () => {
    expect(formatUsd(123_450, { precision: 'whole-dollars' })).toBe('$1,235');
    expect(formatUsd(123_449, { precision: 'whole-dollars' })).toBe('$1,234');
    expect(formatUsd(0, { precision: 'whole-dollars' })).toBe('$0');
    expect(formatUsd(-20, { precision: 'whole-dollars' })).toBe('$0');
    expect(formatUsd(-150_000, { precision: 'whole-dollars' })).toBe('-$1,500');
    expect(formatUsd(9_999_999_999, { precision: 'whole-dollars' })).toBe('$100,000,000');
  });

  it('cents only when there are any, for sentences', () => {
    expect(formatUsd(34_000, { precision: 'cents-if-any' })).toBe('$340');
    expect(formatUsd(34_025, { precision: 'cents-if-any' })).toBe('$340.25');
    expect(formatUsd(123_400_000, { precision: 'cents-if-any' })).toBe('$1,234,000');
  });

  it('writes the same text as the en-US currency format of the browser and Node', () => {
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const c of [0, 1, 99, 100, 12_345, 987_654_321, -1, -12_345, 9_999_999_999]) {
      expect(formatUsd(c)).toBe(cents.format(c / 100));
      const dollars = Math.round(c / 100);
      expect(formatUsd(c, { precision: 'whole-dollars' })).toBe(whole.format(dollars === 0 ? 0 : dollars));
    }
  });
});
