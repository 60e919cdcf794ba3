import { describe, expect, it } from 'vitest';
import { formatCountdown, formatCurrency, formatCurrencyDetailed, formatCount, formatDate, formatShortDate, toAmount } from './format.ts';

describe('currency', () => {
  it('shows whole dollars in the summary format', () => {
    expect(formatCurrency(1234.5)).toBe('$1,235');
    expect(formatCurrency('1234.49')).toBe('$1,234');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(-0.2)).toBe('$0');
    expect(formatCurrency(-1500)).toBe('-$1,500');
  });

  it('shows two decimals in the detailed format, from numbers or wire strings', () => {
    expect(formatCurrencyDetailed('1234.50')).toBe('$1,234.50');
    expect(formatCurrencyDetailed(12)).toBe('$12.00');
    expect(formatCurrencyDetailed(0.005)).toBe('$0.01');
    expect(formatCurrencyDetailed(1_000_000)).toBe('$1,000,000.00');
  });

  it('treats missing or unparseable amounts as zero', () => {
    expect(toAmount(null)).toBe(0);
    expect(toAmount('abc')).toBe(0);
    expect(formatCurrencyDetailed(undefined)).toBe('$0.00');
  });
});

describe('dates', () => {
  it('runs west of UTC, where a shifted calendar date would show the previous day', () => {
    expect(new Date('2026-11-22T00:00:00Z').getDate()).toBe(21);
  });

  it('formats a calendar date on its own day in every time zone', () => {
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatShortDate('2026-11-22')).toBe('Nov 22');
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('formats timestamps in the local time zone', () => {
    // 05:00 UTC on Nov 23 is still Nov 22 in Los Angeles.
    expect(formatDate('2026-11-23T05:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatShortDate(new Date(2026, 10, 22, 12))).toBe('Nov 22');
  });

  it('shows a fallback for missing or impossible dates', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('2026-02-31')).toBe('N/A');
    expect(formatShortDate('not a date', '-')).toBe('-');
  });
});

describe('countdown', () => {
  it('shows m:ss, rounding partial seconds up', () => {
    expect(formatCountdown(90_000)).toBe('1:30');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('counts', () => {
  it('puts the noun in the plural except for exactly one', () => {
    expect(formatCount(1, 'day')).toBe('1 day');
    expect(formatCount(0, 'day')).toBe('0 days');
    expect(formatCount(12, 'user')).toBe('12 users');
  });
});
