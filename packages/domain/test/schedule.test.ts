import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, daysBetween, fromDayNumber, toDayNumber } from '../src/dates/calendar.ts';
import {
  INCOME_FREQUENCIES,
  allExpectedPayDates,
  autoNextExpectedPayDate,
  debtFrequencyStep,
  expectedPayDates,
  isIncomeFrequency,
  nextDueDate,
  nextPayDateOnOrAfter,
  normalizeDebtFrequency,
} from '../src/dates/recurring.ts';

const day = fc.integer({ min: toDayNumber('2024-01-01'), max: toDayNumber('2030-12-31') }).map(fromDayNumber);

describe('debt pay-period frequencies', () => {
  it('normalises the free-text column; anything unknown is monthly', () => {
    expect(normalizeDebtFrequency('Weekly')).toBe('weekly');
    expect(normalizeDebtFrequency('bi-weekly')).toBe('bi-weekly');
    expect(normalizeDebtFrequency('biweekly')).toBe('bi-weekly');
    expect(normalizeDebtFrequency(' Bi Weekly ')).toBe('bi-weekly');
    expect(normalizeDebtFrequency('fortnightly')).toBe('bi-weekly');
    expect(normalizeDebtFrequency('QUARTERLY')).toBe('quarterly');
    expect(normalizeDebtFrequency('monthly')).toBe('monthly');
    expect(normalizeDebtFrequency('whenever')).toBe('monthly');
    expect(normalizeDebtFrequency(null)).toBe('monthly');
    expect(debtFrequencyStep('quarterly')).toEqual({ months: 3 });
    expect(debtFrequencyStep('weekly')).toEqual({ days: 7 });
  });
});

describe('nextDueDate', () => {
  it('keeps a due date that is today or later', () => {
    expect(nextDueDate('2026-11-22', 'monthly', '2026-11-22')).toBe('2026-11-22');
    expect(nextDueDate('2027-03-15', 'weekly', '2026-11-22')).toBe('2027-03-15');
  });

  it('rolls a past due date forward by whole periods', () => {
    // monthly: Oct 15 -> Nov 15 (past) -> Dec 15
    expect(nextDueDate('2026-10-15', 'monthly', '2026-11-22')).toBe('2026-12-15');
    // monthly from the 31st, clamped per month but anchored on the 31st: Oct 31 -> Nov 30 -> Dec 31
    expect(nextDueDate('2026-10-31', 'monthly', '2026-11-22')).toBe('2026-11-30');
    expect(nextDueDate('2026-10-31', 'monthly', '2026-12-01')).toBe('2026-12-31');
    expect(nextDueDate('2026-01-31', 'monthly', '2028-02-10')).toBe('2028-02-29');
    // weekly: Nov 1 + 7k >= Nov 22 -> Nov 22 (k = 3)
    expect(nextDueDate('2026-11-01', 'weekly', '2026-11-22')).toBe('2026-11-22');
    expect(nextDueDate('2026-11-01', 'weekly', '2026-11-23')).toBe('2026-11-29');
    // bi-weekly: Nov 1 + 14k >= Nov 22 -> Nov 29
    expect(nextDueDate('2026-11-01', 'bi-weekly', '2026-11-22')).toBe('2026-11-29');
    // quarterly: Aug 15 -> Nov 15 (past) -> Feb 15
    expect(nextDueDate('2026-08-15', 'quarterly', '2026-11-22')).toBe('2027-02-15');
    // years in the past
    expect(nextDueDate('2020-02-29', 'monthly', '2026-11-22')).toBe('2026-11-29');
  });

  it('is on or after today and less than one period after it', () => {
    fc.assert(
      fc.property(day, day, fc.constantFrom('weekly', 'bi-weekly', 'monthly', 'quarterly'), (due, today, f) => {
        const next = nextDueDate(due, f, today);
        if (compareDates(due, today) >= 0) return next === due;
        const maxGap = f === 'weekly' ? 7 : f === 'bi-weekly' ? 14 : f === 'monthly' ? 31 : 92;
        const gap = daysBetween(today, next);
        return gap >= 0 && gap < maxGap;
      }),
    );
  });
});

describe('income frequencies and the auto-filled next pay date', () => {
  it('knows the five frequencies', () => {
    expect(INCOME_FREQUENCIES).toEqual(['weekly', 'bi-weekly', 'monthly', 'twice-monthly', 'variable']);
    expect(isIncomeFrequency('twice-monthly')).toBe(true);
    expect(isIncomeFrequency('yearly')).toBe(false);
  });

  it('weekly +7, bi-weekly +14, monthly +1 month (clamped), twice-monthly +15, variable blank', () => {
    expect(autoNextExpectedPayDate('2026-11-27', 'weekly')).toBe('2026-12-04');
    expect(autoNextExpectedPayDate('2026-11-27', 'bi-weekly')).toBe('2026-12-11');
    expect(autoNextExpectedPayDate('2026-11-27', 'monthly')).toBe('2026-12-27');
    expect(autoNextExpectedPayDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(autoNextExpectedPayDate('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(autoNextExpectedPayDate('2026-11-20', 'twice-monthly')).toBe('2026-12-05');
    expect(autoNextExpectedPayDate('2026-11-27', 'variable')).toBeNull();
  });
});

describe('expectedPayDates', () => {
  it('weekly and bi-weekly run forward from the pay date', () => {
    expect(expectedPayDates({ payDate: '2026-11-06', frequency: 'weekly' }, '2026-11-10', '2026-11-30')).toEqual([
      '2026-11-13',
      '2026-11-20',
      '2026-11-27',
    ]);
    expect(expectedPayDates({ payDate: '2026-11-06', frequency: 'bi-weekly' }, '2026-11-06', '2026-12-31')).toEqual([
      '2026-11-06',
      '2026-11-20',
      '2026-12-04',
      '2026-12-18',
    ]);
  });

  it('never invents pay dates before the first one', () => {
    expect(expectedPayDates({ payDate: '2026-12-04', frequency: 'weekly' }, '2026-11-01', '2026-12-12')).toEqual([
      '2026-12-04',
      '2026-12-11',
    ]);
  });

  it('monthly clamps to month ends and returns to the anchor day', () => {
    expect(expectedPayDates({ payDate: '2026-01-31', frequency: 'monthly' }, '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('twice-monthly pays on d and d+15 (or d−15 and d), clamped', () => {
    expect(expectedPayDates({ payDate: '2026-11-01', frequency: 'twice-monthly' }, '2026-11-01', '2026-12-31')).toEqual([
      '2026-11-01',
      '2026-11-16',
      '2026-12-01',
      '2026-12-16',
    ]);
    expect(expectedPayDates({ payDate: '2026-01-15', frequency: 'twice-monthly' }, '2026-02-01', '2026-03-31')).toEqual([
      '2026-02-15',
      '2026-02-28',
      '2026-03-15',
      '2026-03-30',
    ]);
    expect(expectedPayDates({ payDate: '2026-01-31', frequency: 'twice-monthly' }, '2026-02-01', '2026-02-28')).toEqual([
      '2026-02-16',
      '2026-02-28',
    ]);
    expect(expectedPayDates({ payDate: '2026-11-20', frequency: 'twice-monthly' }, '2026-11-01', '2026-12-10')).toEqual([
      '2026-11-20',
      '2026-12-05',
    ]);
  });

  it('variable income has only its known dates', () => {
    const s = { payDate: '2026-11-03', frequency: 'variable' as const, nextExpectedPayDate: '2026-11-25' };
    expect(expectedPayDates(s, '2026-11-01', '2026-12-31')).toEqual(['2026-11-03', '2026-11-25']);
    expect(expectedPayDates(s, '2026-11-04', '2026-12-31')).toEqual(['2026-11-25']);
    expect(expectedPayDates({ payDate: '2026-11-03', frequency: 'variable' }, '2026-11-04', '2026-12-31')).toEqual([]);
  });

  it('re-anchors on a later nextExpectedPayDate the user entered', () => {
    // payDate Nov 6 bi-weekly would give Nov 20; the user says the next one is Nov 21 (a holiday shift)
    const s = { payDate: '2026-11-06', frequency: 'bi-weekly' as const, nextExpectedPayDate: '2026-11-21' };
    expect(expectedPayDates(s, '2026-11-01', '2026-12-10')).toEqual(['2026-11-06', '2026-11-21', '2026-12-05']);
    // an earlier or equal nextExpectedPayDate does not change the schedule
    expect(expectedPayDates({ ...s, nextExpectedPayDate: '2026-11-06' }, '2026-11-01', '2026-11-30')).toEqual(['2026-11-06', '2026-11-20']);
  });

  it('merges several sources, sorted and without duplicates', () => {
    const sources = [
      { payDate: '2026-11-06', frequency: 'bi-weekly' as const },
      { payDate: '2026-11-01', frequency: 'twice-monthly' as const },
      { payDate: '2026-11-20', frequency: 'monthly' as const },
    ];
    expect(allExpectedPayDates(sources, '2026-11-10', '2026-12-05')).toEqual(['2026-11-16', '2026-11-20', '2026-12-01', '2026-12-04']);
    expect(allExpectedPayDates(sources, '2026-12-05', '2026-11-10')).toEqual([]);
  });

  it('every date lies in the range, ascending, on the schedule', () => {
    fc.assert(
      fc.property(day, day, fc.nat(120), fc.constantFrom('weekly', 'bi-weekly', 'monthly', 'twice-monthly'), (payDate, from, len, f) => {
        const to = addDays(from, len);
        const dates = expectedPayDates({ payDate, frequency: f }, from, to);
        const sorted = [...dates].sort();
        return (
          dates.every((d) => compareDates(d, from) >= 0 && compareDates(d, to) <= 0 && compareDates(d, payDate) >= 0) &&
          dates.join() === sorted.join() &&
          new Set(dates).size === dates.length &&
          (f !== 'weekly' || dates.every((d) => daysBetween(payDate, d) % 7 === 0))
        );
      }),
    );
  });
});

describe('nextPayDateOnOrAfter', () => {
  it('finds the next scheduled date, including today', () => {
    expect(nextPayDateOnOrAfter({ payDate: '2026-11-06', frequency: 'bi-weekly' }, '2026-11-21')).toBe('2026-12-04');
    expect(nextPayDateOnOrAfter({ payDate: '2026-11-06', frequency: 'bi-weekly' }, '2026-11-20')).toBe('2026-11-20');
    expect(nextPayDateOnOrAfter({ payDate: '2027-06-01', frequency: 'monthly' }, '2026-11-22')).toBe('2027-06-01');
    expect(nextPayDateOnOrAfter({ payDate: '2026-11-03', frequency: 'variable', nextExpectedPayDate: '2026-12-02' }, '2026-11-22')).toBe(
      '2026-12-02',
    );
    expect(nextPayDateOnOrAfter({ payDate: '2026-11-03', frequency: 'variable' }, '2026-11-22')).toBeNull();
  });
});
