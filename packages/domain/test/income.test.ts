import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../src/dates/calendar.ts';
import {
  type IncomeFacts,
  biWeeklyPaydaysInMonth,
  currentPayPeriod,
  estMonthlyIncome,
  incomeFactsFromRow,
  incomeProgress,
  incomeSummary,
  monthlyEstimateFromExpected,
  parseExpectedPaymentsPerMonth,
  paymentsPerMonthRule,
  progressPercent,
  resolveNextExpectedPayDate,
  splitReceivedRemaining,
  totalMonthlyIncome,
} from '../src/income/income.ts';

const today = '2026-11-22';
const day = fc.integer({ min: toDayNumber('2024-01-01'), max: toDayNumber('2030-12-31') }).map(fromDayNumber);

describe('bi-weekly paydays in the current month', () => {
  it('counts the 14-day grid through the pay date within the month of today', () => {
    // Nov 6, Nov 20 -> 2
    expect(biWeeklyPaydaysInMonth('2026-11-06', today)).toBe(2);
    // Oct 2, Oct 16, Oct 30 -> 3
    expect(biWeeklyPaydaysInMonth('2026-10-02', '2026-10-15')).toBe(3);
    // a pay date months ago: Jan 2 2026 + 14k lands on Nov 6 and Nov 20 -> 2
    expect(biWeeklyPaydaysInMonth('2026-01-02', today)).toBe(2);
    // a pay date later in the month still counts the payday two weeks before it: Nov 6, Nov 20
    expect(biWeeklyPaydaysInMonth('2026-11-20', '2026-11-05')).toBe(2);
    // a next pay date in December: the grid gives Nov 6 and Nov 20
    expect(biWeeklyPaydaysInMonth('2026-12-04', today)).toBe(2);
    // February 2026 (28 days): Feb 1, Feb 15 -> 2; leap February 2028: Feb 1, 15, 29 -> 3
    expect(biWeeklyPaydaysInMonth('2026-02-01', '2026-02-10')).toBe(2);
    expect(biWeeklyPaydaysInMonth('2028-02-01', '2028-02-10')).toBe(3);
  });

  it('is always 2 or 3', () => {
    fc.assert(fc.property(day, day, (payDate, t) => [2, 3].includes(biWeeklyPaydaysInMonth(payDate, t))));
  });
});

describe('monthly income estimate', () => {
  const src = (over: Partial<IncomeFacts>): IncomeFacts => ({ amount: 0, payDate: '2026-11-06', frequency: 'monthly', ...over });

  it('weekly × 4.33', () => {
    // $500.00 × 4.33 = 50,000 × 433 / 100 = 216,500 -> $2,165.00
    expect(estMonthlyIncome(src({ amount: 50_000, frequency: 'weekly' }), today)).toBe(216_500);
    // $123.45 × 4.33 = 12,345 × 433 / 100 = 53,453.85 -> 53,454 ($534.54)
    expect(estMonthlyIncome(src({ amount: 12_345, frequency: 'weekly' }), today)).toBe(53_454);
  });

  it('bi-weekly × paydays this month (× 2.17 without a pay date)', () => {
    // $2,000.00, paydays Nov 6 and Nov 20 -> 2 × 200,000 = 400,000
    expect(estMonthlyIncome(src({ amount: 200_000, frequency: 'bi-weekly', payDate: '2026-11-06' }), today)).toBe(400_000);
    // October 2026 has three: Oct 2, 16, 30 -> 600,000
    expect(estMonthlyIncome(src({ amount: 200_000, frequency: 'bi-weekly', payDate: '2026-10-02' }), '2026-10-20')).toBe(600_000);
    expect(paymentsPerMonthRule('bi-weekly', null, today)).toBe(2.17);
    expect(paymentsPerMonthRule('bi-weekly', '2026-10-02', '2026-10-20')).toBe(3);
  });

  it('monthly × 1, twice-monthly × 2, variable × 1', () => {
    expect(estMonthlyIncome(src({ amount: 400_000, frequency: 'monthly' }), today)).toBe(400_000);
    expect(estMonthlyIncome(src({ amount: 150_000, frequency: 'twice-monthly' }), today)).toBe(300_000);
    expect(estMonthlyIncome(src({ amount: 80_000, frequency: 'variable' }), today)).toBe(80_000);
    expect(paymentsPerMonthRule('weekly', today, today)).toBe(4.33);
  });

  it("the user's Expected Payments Per Month overrides the rule", () => {
    // $1,234.56 × 2.5 = 123,456 × 250 / 100 = 308,640 -> $3,086.40
    expect(monthlyEstimateFromExpected(123_456, 2.5)).toBe(308_640);
    // stored numeric(5,1) string "4.3": $123.45 × 4.3 = 12,345 × 430 / 100 = 53,083.5 -> 53,084 (half up)
    expect(estMonthlyIncome(src({ amount: 12_345, frequency: 'weekly', expectedPaymentsPerMonth: '4.3' }), today)).toBe(53_084);
    expect(estMonthlyIncome(src({ amount: 12_345, frequency: 'weekly', expectedPaymentsPerMonth: 0 }), today)).toBe(0);
    expect(estMonthlyIncome(src({ amount: 12_345, frequency: 'weekly', expectedPaymentsPerMonth: null }), today)).toBe(53_454);
    expect(parseExpectedPaymentsPerMonth('')).toBeNull();
    expect(parseExpectedPaymentsPerMonth(-1)).toBeNull();
    expect(parseExpectedPaymentsPerMonth(0.1)).toBe(10);
    expect(() => monthlyEstimateFromExpected(100, 'abc')).toThrow(RangeError);
  });

  it('zero amount gives zero', () => {
    expect(estMonthlyIncome(src({ amount: 0, frequency: 'weekly' }), today)).toBe(0);
  });
});

describe('Monthly Income Summary', () => {
  it('totals, next payment, 75 % received and the remaining 25 %', () => {
    const sources: IncomeFacts[] = [
      { amount: 50_000, payDate: '2026-11-20', frequency: 'weekly', nextExpectedPayDate: '2026-11-27' }, // 216,500
      { amount: 400_000, payDate: '2026-11-01', frequency: 'monthly', nextExpectedPayDate: '2026-12-01' }, // 400,000
    ];
    // total 616,500; received 616,500 × 0.75 = 462,375; remaining 154,125
    expect(incomeSummary(sources, today)).toEqual({
      totalMonthly: 616_500,
      nextPayment: '2026-11-27',
      thisMonthReceived: 462_375,
      remaining: 154_125,
    });
  });

  it('rolls a stale next pay date forward and has no next payment without sources', () => {
    const stale: IncomeFacts = { amount: 100, payDate: '2026-10-01', frequency: 'monthly', nextExpectedPayDate: '2026-11-01' };
    expect(incomeSummary([stale], today).nextPayment).toBe('2026-12-01');
    expect(incomeSummary([], today)).toEqual({ totalMonthly: 0, nextPayment: null, thisMonthReceived: 0, remaining: 0 });
  });

  it('75 % rounds half up and the two parts always add up to the total exactly', () => {
    // 1,001 × 0.75 = 750.75 -> 751; remaining 250
    expect(splitReceivedRemaining(1_001)).toEqual({ thisMonthReceived: 751, remaining: 250 });
    // 2 × 0.75 = 1.5 -> 2; remaining 0
    expect(splitReceivedRemaining(2)).toEqual({ thisMonthReceived: 2, remaining: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (total) => {
        const { thisMonthReceived, remaining } = splitReceivedRemaining(total);
        return thisMonthReceived + remaining === total && remaining >= 0 && Math.abs(thisMonthReceived - total * 0.75) <= 0.5;
      }),
    );
  });

  it('the total equals the sum of the parts', () => {
    const source = fc.record({
      amount: fc.integer({ min: 0, max: 9_999_999_999 }),
      payDate: day,
      frequency: fc.constantFrom('weekly', 'bi-weekly', 'monthly', 'twice-monthly', 'variable' as const),
    });
    fc.assert(
      fc.property(fc.array(source, { maxLength: 8 }), day, (sources, t) => {
        const total = totalMonthlyIncome(sources, t);
        return total === sources.reduce((s, x) => s + estMonthlyIncome(x, t), 0) && incomeSummary(sources, t).totalMonthly === total;
      }),
    );
  });
});

describe('progress', () => {
  it('is the elapsed share, clamped to 0-100', () => {
    // Nov 1 -> Nov 15 is 14 days; Nov 8 is 7 in: 50 %
    expect(progressPercent('2026-11-01', '2026-11-15', '2026-11-08')).toBe(50);
    expect(progressPercent('2026-11-01', '2026-11-15', '2026-10-20')).toBe(0);
    expect(progressPercent('2026-11-01', '2026-11-15', '2026-12-20')).toBe(100);
    expect(progressPercent('2026-11-01', '2026-11-15', '2026-11-15')).toBe(100);
    // 1 of 3 days
    expect(progressPercent('2026-11-01', '2026-11-04', '2026-11-02')).toBeCloseTo(33.333, 2);
    // empty or inverted ranges
    expect(progressPercent('2026-11-10', '2026-11-10', '2026-11-10')).toBe(100);
    expect(progressPercent('2026-11-10', '2026-11-01', '2026-11-05')).toBe(100);
    expect(progressPercent('2026-11-10', '2026-11-01', '2026-10-20')).toBe(0);
  });

  it('always within 0-100', () => {
    fc.assert(
      fc.property(day, day, day, (a, b, t) => {
        const p = progressPercent(a, b, t);
        return p >= 0 && p <= 100;
      }),
    );
  });

  it('an income card covers its current pay period; variable income has none', () => {
    const biWeekly = { payDate: '2026-11-06', frequency: 'bi-weekly' as const, nextExpectedPayDate: '2026-11-20' };
    expect(currentPayPeriod(biWeekly, '2026-11-13')).toEqual({ start: '2026-11-06', end: '2026-11-20' });
    expect(incomeProgress(biWeekly, '2026-11-13')).toBe(50); // 7 of 14 days
    // on a payday a new period starts at 0 %
    expect(currentPayPeriod(biWeekly, '2026-11-20')).toEqual({ start: '2026-11-20', end: '2026-12-04' });
    expect(incomeProgress(biWeekly, '2026-11-20')).toBe(0);
    // before the first payday
    expect(incomeProgress({ payDate: '2026-12-04', frequency: 'monthly' }, today)).toBe(0);
    expect(incomeProgress({ payDate: '2026-11-03', frequency: 'variable' }, today)).toBeNull();
  });
});

describe('nextExpectedPayDate on update', () => {
  const stored = { payDate: '2026-11-06', frequency: 'bi-weekly' as const, nextExpectedPayDate: '2026-11-20' };

  it('an explicit value wins, a changed payDate or frequency re-fills it, otherwise it stays', () => {
    expect(resolveNextExpectedPayDate(stored, { nextExpectedPayDate: '2026-11-21' })).toBe('2026-11-21');
    expect(resolveNextExpectedPayDate(stored, { nextExpectedPayDate: null })).toBeNull();
    expect(resolveNextExpectedPayDate(stored, { payDate: '2026-11-13' })).toBe('2026-11-27');
    expect(resolveNextExpectedPayDate(stored, { frequency: 'monthly' })).toBe('2026-12-06');
    expect(resolveNextExpectedPayDate(stored, { frequency: 'variable' })).toBeNull();
    expect(resolveNextExpectedPayDate(stored, {})).toBe('2026-11-20');
    expect(resolveNextExpectedPayDate(stored, { payDate: '2026-11-06' })).toBe('2026-11-20');
  });

  it('reads database rows', () => {
    expect(
      incomeFactsFromRow({
        amount: '1234.50',
        payDate: '2026-11-06',
        frequency: 'weekly',
        nextExpectedPayDate: null,
        expectedPaymentsPerMonth: '4.3',
      }),
    ).toEqual({ amount: 123_450, payDate: '2026-11-06', frequency: 'weekly', nextExpectedPayDate: null, expectedPaymentsPerMonth: '4.3' });
    expect(incomeFactsFromRow({ amount: '1.00', payDate: '2026-11-06', frequency: 'yearly' }).frequency).toBe('variable');
  });
});

describe('income summary: next payment', () => {
  it('is a pay date still to come, not the auto-filled date one period after it', () => {
    // Pay date Dec 4 (bi-weekly) entered on Dec 1: nextExpectedPayDate was auto-filled to Dec 18,
    // but the next money arrives on Dec 4.
    const source = {
      amount: 100_000,
      payDate: '2026-12-04',
      frequency: 'bi-weekly' as const,
      nextExpectedPayDate: '2026-12-18',
      expectedPaymentsPerMonth: null,
    };
    expect(incomeSummary([source], '2026-12-01').nextPayment).toBe('2026-12-04');
    // Once Dec 4 has passed, it is Dec 18.
    expect(incomeSummary([source], '2026-12-05').nextPayment).toBe('2026-12-18');
  });
});
