// Issue 9 (High 1): dates a user enters are bounded, the next due / pay date is computed in O(1)
// (and equals the stepping definition), and stored rows outside the range still compute.
// Issue 11: the auto-filled next pay date does not shift the schedule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampToInputRange,
  compareDates,
  daysInMonth,
  fromDayNumber,
  parseIsoDate,
  toDayNumber,
} from '../src/dates/calendar.ts';
import { incomeFactsFromRow, resolveNextExpectedPayDate } from '../src/income/income.ts';
import {
  type IncomeFrequency,
  type IncomeScheduleFacts,
  autoNextExpectedPayDate,
  expectedPayDates,
  firstPayDateOnOrAfter,
  nextDueDate,
  nextPayDateOnOrAfter,
} from '../src/dates/recurring.ts';
import { DATE_RANGE_MESSAGE } from '../src/schemas/fields.ts';
import { debtCreateInputSchema } from '../src/schemas/debt.ts';
import { incomeCreateInputSchema } from '../src/schemas/income.ts';
import { planPaymentInputSchema } from '../src/schemas/payment.ts';
import { computeDebt, debtFactsFromRow } from '../src/debt/facts.ts';
import { paymentSchedule } from '../src/ai/schedule.ts';
import { firstMessages } from './schema-messages.ts';

const day = fc.integer({ min: toDayNumber('2024-01-01'), max: toDayNumber('2027-12-31') }).map(fromDayNumber);
const debtFrequency = fc.constantFrom('weekly', 'bi-weekly', 'monthly', 'quarterly');
const regularFrequency = fc.constantFrom<Exclude<IncomeFrequency, 'variable'>>('weekly', 'bi-weekly', 'monthly', 'twice-monthly');

/** The stepping definition: anchor + k periods for k = 0, 1, 2, ... until on or after `today`. */
function steppedNextDue(due: string, frequency: string, today: string): string {
  for (let k = 0; ; k++) {
    const d =
      frequency === 'weekly'
        ? addDays(due, 7 * k)
        : frequency === 'bi-weekly'
          ? addDays(due, 14 * k)
          : addMonths(due, (frequency === 'quarterly' ? 3 : 1) * k);
    if (compareDates(d, today) >= 0) return d;
  }
}

/** Every date of a regular series from `anchor`, stepped one by one, through `to`. */
function steppedSeries(anchor: string, frequency: Exclude<IncomeFrequency, 'variable'>, to: string): string[] {
  const out: string[] = [];
  if (frequency !== 'twice-monthly') {
    for (let k = 0; ; k++) {
      const d =
        frequency === 'weekly' ? addDays(anchor, 7 * k) : frequency === 'bi-weekly' ? addDays(anchor, 14 * k) : addMonths(anchor, k);
      if (compareDates(d, to) > 0) return out;
      out.push(d);
    }
  }
  const a = parseIsoDate(anchor);
  for (let d = anchor; compareDates(d, to) <= 0; d = addDays(d, 1)) {
    const p = parseIsoDate(d);
    const last = daysInMonth(p.year, p.month);
    const pair = a.day <= 15 ? [a.day, a.day + 15] : [a.day - 15, a.day];
    if (pair.some((x) => Math.min(x, last) === p.day)) out.push(d);
  }
  return out;
}

describe('dates a user enters are bounded to 1900-01-01 .. 2199-12-31', () => {
  const debt = { debtName: 'Visa', balance: '100', interestRate: '10', minPayment: '10', dueDate: '2026-12-01' };
  const income = { incomeSource: 'w', amount: '3000', payDate: '2026-11-06', frequency: 'weekly' };

  it('refuses year 0001 and 9999 due and pay dates with the range message', () => {
    expect(DATE_RANGE_MESSAGE).toBe('Enter a date between 1900-01-01 and 2199-12-31');
    for (const bad of ['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) {
      expect(firstMessages(debtCreateInputSchema.safeParse({ ...debt, dueDate: bad }))).toEqual({ dueDate: DATE_RANGE_MESSAGE });
      expect(firstMessages(debtCreateInputSchema.safeParse({ ...debt, statementDate: bad }))).toEqual({
        statementDate: DATE_RANGE_MESSAGE,
      });
      expect(firstMessages(incomeCreateInputSchema.safeParse({ ...income, payDate: bad }))).toEqual({ payDate: DATE_RANGE_MESSAGE });
      expect(firstMessages(incomeCreateInputSchema.safeParse({ ...income, nextExpectedPayDate: bad }))).toEqual({
        nextExpectedPayDate: DATE_RANGE_MESSAGE,
      });
      expect(firstMessages(planPaymentInputSchema.safeParse({ id: 1, plannedDate: bad }))).toEqual({ plannedDate: DATE_RANGE_MESSAGE });
    }
  });

  it('accepts both ends of the range', () => {
    for (const ok of ['1900-01-01', '2199-12-31']) {
      expect(debtCreateInputSchema.safeParse({ ...debt, dueDate: ok }).success).toBe(true);
      expect(incomeCreateInputSchema.safeParse({ ...income, payDate: ok, nextExpectedPayDate: ok }).success).toBe(true);
    }
  });
});

describe('next due / pay date in O(1), equal to stepping from the anchor', () => {
  it('nextDueDate equals the stepped definition', () => {
    fc.assert(
      fc.property(day, day, debtFrequency, (due, today, f) => nextDueDate(due, f, today) === steppedNextDue(due, f, today)),
      { numRuns: 2000 },
    );
  });

  it('nextPayDateOnOrAfter equals the first stepped pay date (no next pay date given)', () => {
    fc.assert(
      fc.property(day, day, regularFrequency, (payDate, today, f) => {
        const horizon = addDays(compareDates(payDate, today) > 0 ? payDate : today, 62);
        const stepped = steppedSeries(payDate, f, horizon).find((d) => compareDates(d, today) >= 0);
        return nextPayDateOnOrAfter({ payDate, frequency: f, nextExpectedPayDate: null }, today) === stepped;
      }),
      { numRuns: 1000 },
    );
  });

  it('expectedPayDates of a plain schedule equals the stepped series in the range', () => {
    fc.assert(
      fc.property(day, day, fc.nat(90), regularFrequency, (payDate, from, len, f) => {
        const to = addDays(from, len);
        const stepped = steppedSeries(payDate, f, to).filter((d) => compareDates(d, from) >= 0);
        return expectedPayDates({ payDate, frequency: f }, from, to).join() === stepped.join();
      }),
      { numRuns: 500 },
    );
  });

  it('nextPayDateOnOrAfter equals the first of expectedPayDates, with any next pay date', () => {
    const frequency = fc.constantFrom<IncomeFrequency>('weekly', 'bi-weekly', 'monthly', 'twice-monthly', 'variable');
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), day, frequency, (payDate, next, today, f) => {
        const source: IncomeScheduleFacts = { payDate, frequency: f, nextExpectedPayDate: next };
        const horizon = [today, payDate, next ?? today].sort().at(-1)!;
        const first = expectedPayDates(source, today, addDays(horizon, 62))[0] ?? null;
        return nextPayDateOnOrAfter(source, today) === first;
      }),
      { numRuns: 2000 },
    );
  });

  it('answers at once for anchors centuries away', () => {
    expect(nextDueDate('1900-01-31', 'monthly', '2199-12-01')).toBe('2199-12-31');
    expect(nextDueDate('1900-01-01', 'weekly', '2199-12-25')).toBe(steppedNextDue('1900-01-01', 'weekly', '2199-12-25'));
    expect(nextPayDateOnOrAfter({ payDate: '1900-01-01', frequency: 'weekly' }, '2026-11-23')).toBe(
      steppedNextDue('1900-01-01', 'weekly', '2026-11-23'),
    );
    expect(
      firstPayDateOnOrAfter([{ payDate: '1900-01-15', frequency: 'twice-monthly', nextExpectedPayDate: '2199-12-30' }], '2026-11-23'),
    ).toBe('2026-11-30');
    const started = performance.now();
    for (let i = 0; i < 2000; i++) nextDueDate('1900-01-31', 'monthly', '2199-12-01');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('rows stored before the range existed still compute', () => {
  it('a debt due 9999-12-31 and income paid weekly since 0001 give the card its figures', () => {
    const facts = debtFactsFromRow({
      id: 1,
      debtName: 'Visa',
      balance: '1000.00',
      interestRate: '18.00',
      minPayment: '50.00',
      dueDate: '9999-12-31',
      payPeriodFrequency: 'weekly',
    });
    const income = incomeFactsFromRow({ amount: '3000.00', payDate: '0001-01-01', frequency: 'weekly', nextExpectedPayDate: '0001-01-08' });
    const computed = computeDebt(facts, [income], '2026-11-23');
    expect(computed.nextDueDate).toBe('2199-12-31');
    expect(compareDates(computed.suggestedPaymentDate, '2026-11-23')).toBeGreaterThanOrEqual(0);
    expect(compareDates(computed.suggestedPaymentDate, '2026-11-30')).toBeLessThan(0);
  });
});

describe('the AI payment schedule looks at most a quarter ahead for paydays', () => {
  it('a debt due 2199-12-31 with weekly pay since 1900 gets one part, its payment on the first payday, at once', () => {
    const debt = debtFactsFromRow({
      id: 1,
      debtName: 'Visa',
      debtType: 'credit_card',
      balance: '1000.00',
      interestRate: '18.00',
      minPayment: '50.00',
      dueDate: '2199-12-31',
    });
    const income = [{ amount: 100_000, payDate: '1900-01-01', frequency: 'weekly' as const, nextExpectedPayDate: null }];
    const started = performance.now();
    const [item] = paymentSchedule({ today: '2026-11-23', debts: [debt], income });
    expect(performance.now() - started).toBeLessThan(2000);
    const parts = item!.suggestedPayDates;
    expect(parts.length).toBe(1);
    expect(compareDates(parts[0]!.suggestedPayDate, addDays('2026-11-23', 7)) <= 0).toBe(true);
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(5_000);
  });
});

describe('clamping stored dates', () => {
  it('reads dates PostgreSQL can hold but YYYY-MM-DD cannot as the nearest end of the range', () => {
    expect(clampToInputRange('9999-12-31')).toBe('2199-12-31');
    expect(clampToInputRange('10000-01-31')).toBe('2199-12-31');
    expect(clampToInputRange('0001-01-01')).toBe('1900-01-01');
    expect(clampToInputRange('0044-03-15 BC')).toBe('1900-01-01');
    expect(clampToInputRange('2026-11-23')).toBe('2026-11-23');
  });

  it('auto-fills a real next pay date when only the frequency of a 9999-12-31 row changes', () => {
    const stored = { payDate: '9999-12-31', frequency: 'weekly' as const, nextExpectedPayDate: null };
    expect(resolveNextExpectedPayDate(stored, { frequency: 'monthly' })).toBe('2200-01-31');
  });
});

describe('the auto-filled next pay date does not shift the schedule', () => {
  it('monthly on Jan 31 keeps paying on month ends: Jan 31, Feb 28, Mar 31, Apr 30', () => {
    const source = incomeCreateInputSchema.parse({ incomeSource: 'Pay', amount: '4000', payDate: '2026-01-31', frequency: 'monthly' });
    expect(source.nextExpectedPayDate).toBe('2026-02-28');
    expect(expectedPayDates(source, '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(nextPayDateOnOrAfter(source, '2026-03-01')).toBe('2026-03-31');
  });

  it('twice-monthly from Feb 15 pays on the 15th and the 30th (28th in February), not the 2nd and 17th', () => {
    const source = incomeCreateInputSchema.parse({
      incomeSource: 'Pay',
      amount: '1500',
      payDate: '2026-02-15',
      frequency: 'twice-monthly',
    });
    expect(source.nextExpectedPayDate).toBe(autoNextExpectedPayDate('2026-02-15', 'twice-monthly'));
    expect(expectedPayDates(source, '2026-02-01', '2026-04-30')).toEqual([
      '2026-02-15',
      '2026-02-28',
      '2026-03-15',
      '2026-03-30',
      '2026-04-15',
      '2026-04-30',
    ]);
    expect(nextPayDateOnOrAfter(source, '2026-03-01')).toBe('2026-03-15');
  });

  it('a next pay date the user typed off the schedule still re-anchors it', () => {
    const source = { payDate: '2026-11-06', frequency: 'bi-weekly' as const, nextExpectedPayDate: '2026-11-21' };
    expect(expectedPayDates(source, '2026-11-01', '2026-12-10')).toEqual(['2026-11-06', '2026-11-21', '2026-12-05']);
  });
});
