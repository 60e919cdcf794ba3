import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  endOfMonth,
  fromDayNumber,
  isIsoDate,
  isLeapYear,
  isValidTimeZone,
  maxDate,
  minDate,
  monthKey,
  parseIsoDate,
  startOfMonth,
  toDayNumber,
  todayInTimeZone,
  tryParseIsoDate,
  utcDateOf,
} from '../src/dates/calendar.ts';

const isoDate = fc.integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2200-12-31') }).map((n) => fromDayNumber(n));

describe('parsing', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(tryParseIsoDate('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(isIsoDate('2028-02-29')).toBe(true); // leap year
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false); // divisible by 100, not by 400
    expect(isIsoDate('2000-02-29')).toBe(true); // divisible by 400
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
  });

  it('leap years and month lengths', () => {
    expect([isLeapYear(2024), isLeapYear(2026), isLeapYear(1900), isLeapYear(2000)]).toEqual([true, false, false, true]);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('day numbers', () => {
  it('count days from 1970-01-01', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber('1969-12-31')).toBe(-1);
    expect(toDayNumber('2000-03-01')).toBe(11_017);
    expect(fromDayNumber(20_414)).toBe('2025-11-22');
  });

  it('agree with the JavaScript UTC calendar everywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const viaDate = new Date(n * 86_400_000).toISOString().slice(0, 10);
        return fromDayNumber(n) === viaDate && toDayNumber(viaDate) === n;
      }),
    );
  });
});

describe('arithmetic', () => {
  it('addDays crosses months, years and leap days', () => {
    expect(addDays('2026-11-22', 9)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('addMonths clamps to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-05-31', 0)).toBe('2026-05-31');
  });

  it('daysBetween is b − a', () => {
    expect(daysBetween('2026-11-22', '2026-12-01')).toBe(9);
    expect(daysBetween('2026-12-01', '2026-11-22')).toBe(-9);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-08', '2026-03-09')).toBe(1); // a US DST change day is still one day
  });

  it('addDays and daysBetween are inverse', () => {
    fc.assert(fc.property(isoDate, fc.integer({ min: -5000, max: 5000 }), (d, n) => daysBetween(d, addDays(d, n)) === n));
  });

  it('addMonths never overflows into the next month and keeps the day when it exists', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -240, max: 240 }), (d, n) => {
        const r = parseIsoDate(addMonths(d, n));
        const s = parseIsoDate(d);
        const monthsApart = r.year * 12 + r.month - (s.year * 12 + s.month);
        return monthsApart === n && r.day === Math.min(s.day, daysInMonth(r.year, r.month));
      }),
    );
  });

  it('compare, min, max, month helpers', () => {
    expect(compareDates('2026-11-22', '2026-11-23')).toBe(-1);
    expect(compareDates('2026-11-22', '2026-11-22')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(minDate('2026-11-22', '2026-10-01')).toBe('2026-10-01');
    expect(maxDate('2026-11-22', '2026-10-01')).toBe('2026-11-22');
    expect(dayOfMonth('2026-11-22')).toBe(22);
    expect(startOfMonth('2026-11-22')).toBe('2026-11-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(monthKey('2026-11-22')).toBe('2026-11');
  });
});

describe('today in a time zone', () => {
  const instant = new Date('2026-11-23T03:00:00Z');

  it('reads the calendar day the user sees, not the UTC day', () => {
    expect(todayInTimeZone(instant, 'UTC')).toBe('2026-11-23');
    expect(todayInTimeZone(instant, 'America/New_York')).toBe('2026-11-22'); // 22:00 EST
    expect(todayInTimeZone(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(todayInTimeZone(instant, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(todayInTimeZone(new Date('2026-12-31T23:30:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01'); // UTC+14
    expect(todayInTimeZone(instant)).toBe('2026-11-23');
  });

  it('refuses an unknown zone', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => todayInTimeZone(instant, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('utcDateOf reads the UTC day', () => {
    expect(utcDateOf(instant)).toBe('2026-11-23');
  });
});
