import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEBT_TYPES } from '../src/debt/type.ts';
import { addDays, fromDayNumber, toDayNumber } from '../src/dates/calendar.ts';
import {
  FALLBACK_APR_BP,
  accrualOf,
  averageDailyBalance,
  creditCardCycleInterest,
  dailyPeriodicRate,
  effectiveApr,
  estInterestPerDay,
  estInterestTillDue,
  estInterestTillSuggested,
  estInterestUntil,
  formatApr,
  interestForDays,
  interestForMonth,
  interestSavings,
  monthlyPeriodicRate,
  parseApr,
  periodInterest,
  sumOfDailyBalances,
  tryParseApr,
} from '../src/debt/interest.ts';

const cents = fc.integer({ min: 0, max: 9_999_999_999 });
const apr = fc.integer({ min: 0, max: 9_999 });
const day = fc.integer({ min: toDayNumber('2024-01-01'), max: toDayNumber('2030-12-31') }).map(fromDayNumber);

describe('APR', () => {
  it('parses numeric(5,2) percentages into basis points', () => {
    expect(parseApr('19.99')).toBe(1999);
    expect(parseApr('0')).toBe(0);
    expect(parseApr(5.5)).toBe(550);
    expect(parseApr('99.99')).toBe(9999);
    expect(tryParseApr('100')).toEqual({ ok: false, error: 'too_large' });
    expect(tryParseApr('-1')).toEqual({ ok: false, error: 'negative' });
    expect(tryParseApr('19.999')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(() => parseApr('abc')).toThrow(RangeError);
    expect(formatApr(1999)).toBe('19.99');
    expect(formatApr(500)).toBe('5.00');
  });

  it('falls back to 18 % only when the rate is missing, never for 0 %', () => {
    expect(FALLBACK_APR_BP).toBe(1800);
    expect(effectiveApr(null)).toBe(1800);
    expect(effectiveApr(undefined)).toBe(1800);
    expect(effectiveApr(Number.NaN)).toBe(1800);
    expect(effectiveApr(0)).toBe(0);
    expect(effectiveApr(2499)).toBe(2499);
  });

  it('periodic rates are exact ratios', () => {
    expect(dailyPeriodicRate(1999)).toEqual({ numerator: 1999, denominator: 3_650_000 });
    expect(monthlyPeriodicRate(600)).toEqual({ numerator: 600, denominator: 120_000 });
  });

  it('accrual by type: only mortgage/rent is monthly', () => {
    expect(DEBT_TYPES.map((t) => [t, accrualOf(t)])).toEqual([
      ['credit_card', 'daily'],
      ['personal_loan', 'daily'],
      ['auto_loan', 'daily'],
      ['mortgage', 'monthly'],
      ['student_loan', 'daily'],
      ['other', 'daily'],
    ]);
  });
});

describe('daily interest', () => {
  it('interestForDays = balance × APR / 365 × days, rounded once', () => {
    // $5,000.00 at 19.99 % for 30 days: 500,000 × 1999 × 30 / 3,650,000 = 8215.068 -> $82.15
    expect(interestForDays(500_000, 1999, 30)).toBe(8_215);
    // $10,000.00 at 3.65 % for 1 day: 1,000,000 × 365 / 3,650,000 = 100 exactly -> $1.00
    expect(interestForDays(1_000_000, 365, 1)).toBe(100);
    // half a cent rounds up: 5,000 cents × 365 bp × 1 / 3,650,000 = 0.5 -> 1
    expect(interestForDays(5_000, 365, 1)).toBe(1);
    // just under half: 4,999 × 365 / 3,650,000 = 0.4999 -> 0
    expect(interestForDays(4_999, 365, 1)).toBe(0);
    expect(interestForDays(500_000, 1999, 0)).toBe(0);
    expect(interestForDays(500_000, 1999, -3)).toBe(0);
    expect(interestForDays(0, 1999, 30)).toBe(0);
    expect(interestForDays(500_000, 0, 30)).toBe(0);
  });

  it('estInterestPerDay = balance × APR / 365', () => {
    // $5,000.00 at 19.99 %: 500,000 × 1999 / 3,650,000 = 273.836 -> $2.74
    expect(estInterestPerDay(500_000, 1999)).toBe(274);
    // $2,500.00 at 24 %: 250,000 × 2400 / 3,650,000 = 164.38 -> $1.64
    expect(estInterestPerDay(250_000, 2400)).toBe(164);
    expect(estInterestPerDay(0, 2400)).toBe(0);
    expect(estInterestPerDay(250_000, 0)).toBe(0);
    // The largest numeric(10,2) balance at 99.99 %: 9,999,999,999 × 9999 / 3,650,000 = 27,394,520.55 -> 27,394,521
    expect(estInterestPerDay(9_999_999_999, 9_999)).toBe(27_394_521);
  });

  it('estInterestTillDue / TillSuggested = balance × APR / 365 × days from today, 0 for today or past', () => {
    // today 2026-11-22, due 2026-12-01: 9 days. $5,000.00 at 19.99 %: 500,000 × 1999 × 9 / 3,650,000 = 2464.52 -> $24.65
    expect(estInterestTillDue(500_000, 1999, '2026-11-22', '2026-12-01')).toBe(2_465);
    // suggested 2026-11-27: 5 days: 500,000 × 1999 × 5 / 3,650,000 = 1369.18 -> $13.69
    expect(estInterestTillSuggested(500_000, 1999, '2026-11-22', '2026-11-27')).toBe(1_369);
    expect(estInterestTillDue(500_000, 1999, '2026-11-22', '2026-11-22')).toBe(0);
    expect(estInterestTillDue(500_000, 1999, '2026-11-22', '2026-11-01')).toBe(0);
    // across a leap day: 2028-02-28 -> 2028-03-01 is 2 days
    expect(estInterestUntil(3_650_000, 100, '2028-02-28', '2028-03-01')).toBe(200);
  });
});

describe('interestSavings', () => {
  // = payment × APR / 365 × days early, for daily-accruing debts only
  it.each([
    // $300.00 at 24 % paid 10 days early: 30,000 × 2400 × 10 / 3,650,000 = 197.26 -> $1.97
    {
      case: 'a card paid 10 days early',
      type: 'credit_card',
      payment: 30_000,
      bp: 2400,
      suggestedDate: '2026-11-20',
      dueDate: '2026-11-30',
      saved: 197,
    },
    // auto loan, $450.00 at 6.5 %, 14 days early: 45,000 × 650 × 14 / 3,650,000 = 112.19 -> $1.12
    {
      case: 'an auto loan paid 14 days early',
      type: 'auto_loan',
      payment: 45_000,
      bp: 650,
      suggestedDate: '2026-12-01',
      dueDate: '2026-12-15',
      saved: 112,
    },
    // 0 for monthly accrual, on the due date, after it, at 0 % APR and for a negative payment
    { case: 'mortgage/rent', type: 'mortgage', payment: 200_000, bp: 650, suggestedDate: '2026-11-20', dueDate: '2026-12-01', saved: 0 },
    {
      case: 'paid on the due date',
      type: 'credit_card',
      payment: 30_000,
      bp: 2400,
      suggestedDate: '2026-11-30',
      dueDate: '2026-11-30',
      saved: 0,
    },
    {
      case: 'paid after the due date',
      type: 'credit_card',
      payment: 30_000,
      bp: 2400,
      suggestedDate: '2026-12-03',
      dueDate: '2026-11-30',
      saved: 0,
    },
    { case: 'a 0 % APR', type: 'credit_card', payment: 30_000, bp: 0, suggestedDate: '2026-11-01', dueDate: '2026-11-30', saved: 0 },
    {
      case: 'a negative payment',
      type: 'credit_card',
      payment: -5,
      bp: 2400,
      suggestedDate: '2026-11-01',
      dueDate: '2026-11-30',
      saved: 0,
    },
  ] as const)('$case: saves $saved', ({ case: _case, saved, ...input }) => {
    expect(interestSavings(input)).toBe(saved);
  });

  it('a later suggested date never saves more', () => {
    fc.assert(
      fc.property(cents, apr, day, fc.nat(60), fc.nat(60), (payment, bp, due, a, b) => {
        const [early, late] = a >= b ? [a, b] : [b, a]; // days before the due date
        const s = (daysEarly: number) =>
          interestSavings({ type: 'personal_loan', payment, bp, suggestedDate: addDays(due, -daysEarly), dueDate: due });
        return s(late) <= s(early);
      }),
    );
  });

  it('paying more never saves less, and savings never exceed the interest till due on the same amount', () => {
    fc.assert(
      fc.property(cents, cents, apr, day, fc.nat(60), (x, y, bp, due, early) => {
        const [small, big] = x <= y ? [x, y] : [y, x];
        const suggestedDate = addDays(due, -early);
        const s = (payment: number) => interestSavings({ type: 'credit_card', payment, bp, suggestedDate, dueDate: due });
        return s(small) <= s(big) && s(big) === estInterestUntil(big, bp, suggestedDate, due);
      }),
    );
  });
});

describe('monthly interest (mortgage / rent)', () => {
  it('= balance × APR / 12, whatever the month length', () => {
    // $200,000.00 at 6 %: 20,000,000 × 600 / 120,000 = 100,000 -> $1,000.00
    expect(interestForMonth(20_000_000, 600)).toBe(100_000);
    // $250,000.00 at 6.75 %: 25,000,000 × 675 / 120,000 = 140,625 -> $1,406.25
    expect(interestForMonth(25_000_000, 675)).toBe(140_625);
    expect(periodInterest('mortgage', 20_000_000, 600, 28)).toBe(100_000);
    expect(periodInterest('mortgage', 20_000_000, 600, 31)).toBe(100_000);
    expect(interestForMonth(0, 600)).toBe(0);
  });

  it('daily types use the days of the period', () => {
    // $1,000.00 at 18 %, 31 days: 100,000 × 1800 × 31 / 3,650,000 = 1528.77 -> $15.29
    expect(periodInterest('credit_card', 100_000, 1800, 31)).toBe(1_529);
    // February (28 days): 100,000 × 1800 × 28 / 3,650,000 = 1380.82 -> $13.81
    expect(periodInterest('student_loan', 100_000, 1800, 28)).toBe(1_381);
  });
});

describe('credit card: average daily balance', () => {
  it('sums daily balances and applies the daily periodic rate once', () => {
    // $1,000 opening, 30-day cycle, $400 paid on day 20:
    // 20 days × 100,000 + 10 days × 60,000 = 2,600,000 cent-days; ADB = 86,666.67 -> $866.67
    expect(sumOfDailyBalances(100_000, [{ day: 20, amount: -40_000 }], 30)).toBe(2_600_000);
    expect(averageDailyBalance(100_000, [{ day: 20, amount: -40_000 }], 30)).toBe(86_667);
    // interest at 24 %: 2,600,000 × 2400 / 3,650,000 = 1709.59 -> $17.10
    expect(creditCardCycleInterest(100_000, [{ day: 20, amount: -40_000 }], 30, 2400)).toBe(1_710);
    // a purchase of $200 on day 10 adds 20 days × 20,000
    expect(sumOfDailyBalances(100_000, [{ day: 10, amount: 20_000 }], 30)).toBe(3_400_000);
    // an overpayment never makes a daily balance negative
    expect(sumOfDailyBalances(10_000, [{ day: 0, amount: -50_000 }], 30)).toBe(0);
    expect(creditCardCycleInterest(100_000, [], 30, 0)).toBe(0);
    expect(averageDailyBalance(100_000, [], 0)).toBe(0);
    expect(() => sumOfDailyBalances(100_000, [{ day: 30, amount: -1 }], 30)).toThrow(RangeError);
  });

  it('paying d days earlier lowers the cycle interest by the interestSavings figure (within rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 9_999 }),
        apr,
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 29 }),
        (opening, pay, bp, d1, d2) => {
          const payment = Math.min(pay, opening);
          const [early, late] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const at = (d: number) => creditCardCycleInterest(opening, [{ day: d, amount: -payment }], 30, bp);
          const saved = at(late) - at(early);
          const predicted = interestForDays(payment, bp, late - early);
          return saved >= 0 && Math.abs(saved - predicted) <= 1;
        },
      ),
    );
  });
});
