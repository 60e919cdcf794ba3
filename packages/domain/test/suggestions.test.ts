import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, fromDayNumber, toDayNumber } from '../src/dates/calendar.ts';
import type { IncomeScheduleFacts } from '../src/dates/recurring.ts';
import {
  computeDebt,
  debtFactsFromRow,
  estimatedInterestSavings,
  formatDebtComputed,
  monthlyPayment,
  suggestedPaymentDate,
  totalDebtBalance,
  totalMonthlyPayments,
  upcomingPayments,
} from '../src/debt/facts.ts';
import { amexDueNov28, rentDueDec1, visaDueDec10 as debt } from './debt-facts.ts';

const today = '2026-11-22';
// Paydays Nov 6, Nov 20, Dec 4, Dec 18, ...
const biWeekly: IncomeScheduleFacts = { payDate: '2026-11-06', frequency: 'bi-weekly' };

describe('monthlyPayment', () => {
  it('is min + extra, at most the balance, 0 once paid', () => {
    expect(monthlyPayment(debt({}))).toBe(20_000); // 150.00 + 50.00
    expect(monthlyPayment(debt({ balance: 8_000, minPayment: 10_000, extraPayment: 2_500 }))).toBe(8_000); // capped at $80.00
    expect(monthlyPayment(debt({ balance: 0 }))).toBe(0);
    expect(monthlyPayment(debt({ isPaid: true }))).toBe(0);
  });
});

describe('suggestedPaymentDate', () => {
  const payDates = ['2026-11-20', '2026-12-04', '2026-12-18'];

  it('daily accrual: the earliest payday from today through the due date', () => {
    expect(suggestedPaymentDate('daily', '2026-12-10', payDates, today)).toBe('2026-12-04');
    expect(suggestedPaymentDate('daily', '2026-12-04', payDates, today)).toBe('2026-12-04'); // payday = due date
    expect(suggestedPaymentDate('daily', '2026-12-10', ['2026-11-22', ...payDates], today)).toBe('2026-11-22'); // payday today
  });

  it('falls back to the due date without a payday in the window, and for monthly accrual', () => {
    expect(suggestedPaymentDate('daily', '2026-12-01', payDates, today)).toBe('2026-12-01');
    expect(suggestedPaymentDate('daily', '2026-12-10', [], today)).toBe('2026-12-10');
    expect(suggestedPaymentDate('monthly', '2026-12-10', payDates, today)).toBe('2026-12-10');
  });

  it('keeps a date the user chose while it lies within [today, due date]', () => {
    expect(suggestedPaymentDate('daily', '2026-12-10', payDates, today, '2026-11-30')).toBe('2026-11-30');
    expect(suggestedPaymentDate('daily', '2026-12-10', payDates, today, '2026-11-21')).toBe('2026-12-04'); // past
    expect(suggestedPaymentDate('daily', '2026-12-10', payDates, today, '2026-12-11')).toBe('2026-12-04'); // after due
  });

  it('is always within [today, next due date], and never later than the due date', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -30, max: 60 }), { maxLength: 6 }), fc.integer({ min: 0, max: 45 }), (offsets, dueIn) => {
        const due = addDays(today, dueIn);
        const dates = [...new Set(offsets.map((o) => addDays(today, o)))].sort();
        const s = suggestedPaymentDate('daily', due, dates, today);
        return compareDates(s, today) >= 0 && compareDates(s, due) <= 0;
      }),
    );
  });
});

describe('computeDebt', () => {
  it('a credit card with a payday before its due date', () => {
    // next due Dec 10; paydays Nov 22..Dec 10: Dec 4 -> suggested Dec 4, 6 days early
    // savings 20,000 × 1999 × 6 / 3,650,000 = 65.72 -> $0.66
    // per day 500,000 × 1999 / 3,650,000 = 273.84 -> $2.74
    // till due (18 days) 500,000 × 1999 × 18 / 3,650,000 = 4929.04 -> $49.29
    // till suggested (12 days) 500,000 × 1999 × 12 / 3,650,000 = 3286.03 -> $32.86
    expect(computeDebt(debt({}), [biWeekly], today)).toEqual({
      debtTypeLabel: 'Credit Card',
      interestAccrual: 'daily',
      nextDueDate: '2026-12-10',
      suggestedPaymentDate: '2026-12-04',
      monthlyPayment: 20_000,
      interestSavings: 66,
      estInterestPerDay: 274,
      estInterestTillDue: 4_929,
      estInterestTillSuggested: 3_286,
    });
  });

  it('a mortgage: suggested on its due date, no savings claimed', () => {
    // $200,000.00 at 6.50 %: per day 20,000,000 × 650 / 3,650,000 = 3561.64 -> $35.62; due Dec 1: the
    // month's interest in arrears (charged monthly whatever the payment day) 20,000,000 × 650 / 120,000 = 108,333.33 -> $1,083.33
    const c = computeDebt(
      debt({ debtType: 'mortgage', balance: 20_000_000, apr: 650, minPayment: 150_000, extraPayment: 0, dueDate: '2026-12-01' }),
      [biWeekly],
      today,
    );
    expect(c).toMatchObject({
      debtTypeLabel: 'Mortgage/Rent',
      interestAccrual: 'monthly',
      suggestedPaymentDate: '2026-12-01',
      interestSavings: 0,
      estInterestPerDay: 3_562,
      estInterestTillDue: 108_333,
    });
    expect(c.estInterestTillSuggested).toBe(c.estInterestTillDue);
  });

  it('a past due date rolls forward; no payday in the window means the due date and no savings', () => {
    // Oct 25 monthly -> Nov 25; paydays Nov 20 (past) and Dec 4 (after) -> suggested Nov 25
    // $8,000.00 at 11.50 %: per day 800,000 × 1150 / 3,650,000 = 252.05 -> $2.52; 3 days -> 756.16 -> $7.56
    const c = computeDebt(debt({ debtType: 'personal_loan', balance: 800_000, apr: 1150, dueDate: '2026-10-25' }), [biWeekly], today);
    expect(c).toMatchObject({ nextDueDate: '2026-11-25', suggestedPaymentDate: '2026-11-25', interestSavings: 0 });
    expect([c.estInterestPerDay, c.estInterestTillDue, c.estInterestTillSuggested]).toEqual([252, 756, 756]);
  });

  it('zero balance, zero APR, a missing APR and a paid debt show no interest', () => {
    expect(computeDebt(debt({ balance: 0 }), [biWeekly], today)).toMatchObject({
      monthlyPayment: 0,
      interestSavings: 0,
      estInterestPerDay: 0,
    });
    expect(computeDebt(debt({ apr: 0 }), [biWeekly], today)).toMatchObject({ interestSavings: 0, estInterestTillDue: 0 });
    expect(computeDebt(debt({ apr: null }), [biWeekly], today)).toMatchObject({ interestSavings: 0, estInterestPerDay: 0 });
    expect(computeDebt(debt({ isPaid: true }), [biWeekly], today)).toMatchObject({
      monthlyPayment: 0,
      interestSavings: 0,
      estInterestPerDay: 0,
      estInterestTillDue: 0,
    });
  });

  it('a payment larger than the balance saves only on the balance', () => {
    // balance $100.00, min $500.00 -> payment 10,000; 6 days early at 19.99 %: 10,000 × 1999 × 6 / 3,650,000 = 32.86 -> 33
    expect(computeDebt(debt({ balance: 10_000, minPayment: 50_000 }), [biWeekly], today).interestSavings).toBe(33);
  });

  it('formats the computed fields for the wire', () => {
    expect(formatDebtComputed(computeDebt(debt({}), [biWeekly], today))).toEqual({
      debtTypeLabel: 'Credit Card',
      interestAccrual: 'daily',
      nextDueDate: '2026-12-10',
      suggestedPaymentDate: '2026-12-04',
      monthlyPayment: '200.00',
      interestSavings: '0.66',
      estInterestPerDay: '2.74',
      estInterestTillDue: '49.29',
      estInterestTillSuggested: '32.86',
    });
  });

  it('reads database rows (an unknown type is inferred from the name)', () => {
    const facts = debtFactsFromRow({
      id: 7,
      debtName: 'Honda car loan',
      debtType: null,
      balance: '12000.00',
      interestRate: '6.90',
      minPayment: '350.00',
      extraPayment: '0.00',
      dueDate: '2026-12-01',
      payPeriodFrequency: 'monthly',
      isPaid: false,
      suggestedPaymentDate: null,
    });
    expect(facts).toEqual({
      id: 7,
      debtName: 'Honda car loan',
      debtType: 'auto_loan',
      balance: 1_200_000,
      apr: 690,
      minPayment: 35_000,
      extraPayment: 0,
      dueDate: '2026-12-01',
      payPeriodFrequency: 'monthly',
      isPaid: false,
      suggestedPaymentDate: null,
    });
    expect(
      debtFactsFromRow({ id: 1, debtName: 'x', debtType: 'mortgage', balance: 1, interestRate: null, minPayment: 0, dueDate: today }),
    ).toMatchObject({ debtType: 'mortgage', apr: null, extraPayment: 0, payPeriodFrequency: 'monthly', isPaid: false });
  });
});

describe('a later suggested date never saves more; paying more never saves less', () => {
  const day = fc.integer({ min: toDayNumber('2026-01-01'), max: toDayNumber('2027-12-31') }).map(fromDayNumber);

  it('holds for computeDebt with any payday', () => {
    fc.assert(
      fc.property(day, fc.nat(40), fc.nat(40), fc.integer({ min: 0, max: 1_000_000 }), (t, dueIn, payIn, pay) => {
        const d = debt({ dueDate: addDays(t, dueIn), minPayment: pay, extraPayment: 0 });
        const at = (offset: number) => computeDebt(d, [{ payDate: addDays(t, offset), frequency: 'variable' }], t).interestSavings;
        const later = at(Math.min(payIn + 1, dueIn));
        const earlier = at(Math.min(payIn, dueIn));
        const more = computeDebt(
          { ...d, extraPayment: 1_000 },
          [{ payDate: addDays(t, Math.min(payIn, dueIn)), frequency: 'variable' }],
          t,
        );
        return later <= earlier && more.interestSavings >= earlier;
      }),
    );
  });
});

describe('dashboard totals over unpaid debts', () => {
  const debts = [
    debt({ id: 1 }),
    debt({ id: 2, debtName: 'Car', debtType: 'auto_loan', balance: 1_200_000, apr: 690, minPayment: 35_000, extraPayment: 0 }),
    debt({ id: 3, debtName: 'Old', isPaid: true, balance: 99_999 }),
  ];

  it('sum the parts', () => {
    expect(totalMonthlyPayments(debts)).toBe(20_000 + 35_000);
    expect(totalDebtBalance(debts)).toBe(500_000 + 1_200_000);
    // Visa 66 (above); car loan: 35,000 × 690 × 6 / 3,650,000 = 39.70 -> 40
    expect(estimatedInterestSavings(debts, [biWeekly], today)).toBe(66 + 40);
  });

  it('totals equal sums of parts for any debts', () => {
    const anyDebt = fc.record({
      id: fc.nat(),
      debtName: fc.string(),
      debtType: fc.constantFrom('credit_card', 'personal_loan', 'auto_loan', 'mortgage', 'student_loan', 'other' as const),
      balance: fc.integer({ min: 0, max: 9_999_999_999 }),
      apr: fc.option(fc.integer({ min: 0, max: 9_999 })),
      minPayment: fc.integer({ min: 0, max: 9_999_999_999 }),
      extraPayment: fc.integer({ min: 0, max: 9_999_999_999 }),
      dueDate: fc.integer({ min: -40, max: 40 }).map((o) => addDays(today, o)),
      payPeriodFrequency: fc.constantFrom('weekly', 'bi-weekly', 'monthly', 'quarterly'),
      isPaid: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anyDebt, { maxLength: 10 }), (ds) => {
        const unpaid = ds.filter((d) => !d.isPaid);
        return (
          totalMonthlyPayments(ds) === unpaid.reduce((s, d) => s + monthlyPayment(d), 0) &&
          totalDebtBalance(ds) === unpaid.reduce((s, d) => s + d.balance, 0) &&
          estimatedInterestSavings(ds, [biWeekly], today) ===
            unpaid.reduce((s, d) => s + computeDebt(d, [biWeekly], today).interestSavings, 0)
        );
      }),
    );
  });
});

describe('upcomingPayments (next 7 days)', () => {
  const weekly: IncomeScheduleFacts = { payDate: '2026-11-06', frequency: 'weekly' }; // Nov 27, Dec 4, ...
  const debts = [
    // due Nov 28 -> suggested Nov 27 (payday), 1 day early: 30,000 × 2400 × 1 / 3,650,000 = 19.73 -> 20
    amexDueNov28({ id: 1 }),
    // past due Oct 22 -> next Nov 22 (today): in the window, suggested today, no savings
    debt({ id: 2, debtName: 'Loan', debtType: 'personal_loan', dueDate: '2026-10-22' }),
    // due Nov 29 = today + 7: in the window (inclusive)
    rentDueDec1({ id: 3, dueDate: '2026-11-29' }),
    // due Nov 30, outside, but suggested Nov 27 (a payday), inside: the earlier date decides
    debt({ id: 4, debtName: 'Late', dueDate: '2026-11-30' }),
    // paid: never listed
    debt({ id: 5, debtName: 'Done', isPaid: true, dueDate: '2026-11-24' }),
    // nothing owed: not listed
    debt({ id: 6, debtName: 'Zero', balance: 0, dueDate: '2026-11-24' }),
  ];

  it('lists unpaid cycles whose suggested or due date is from today through today + 7, by due date', () => {
    expect(upcomingPayments(debts, [weekly], today)).toEqual([
      {
        debtId: 2,
        debtName: 'Loan',
        dueDate: '2026-11-22',
        suggestedDate: '2026-11-22',
        amount: 20_000,
        interestSavings: 0,
        plannedPaymentId: null,
      },
      {
        debtId: 1,
        debtName: 'Amex',
        dueDate: '2026-11-28',
        suggestedDate: '2026-11-27',
        amount: 30_000,
        interestSavings: 20,
        plannedPaymentId: null,
      },
      {
        debtId: 3,
        debtName: 'Rent',
        dueDate: '2026-11-29',
        suggestedDate: '2026-11-29',
        amount: 150_000,
        interestSavings: 0,
        plannedPaymentId: null,
      },
      {
        debtId: 4,
        debtName: 'Late',
        dueDate: '2026-11-30',
        suggestedDate: '2026-11-27',
        amount: 20_000,
        interestSavings: 33,
        plannedPaymentId: null,
      },
    ]);
    expect(upcomingPayments([], [weekly], today)).toEqual([]);
  });

  it('a planned payment replaces its debt entry, and shows when its date is in the window', () => {
    // Late (due Nov 30, outside) planned for Nov 25 with $100.00: 5 days early at 19.99 %:
    // 10,000 × 1999 × 5 / 3,650,000 = 27.38 -> 27
    const planned = [{ id: 9, debtId: 4, plannedDate: '2026-11-25', amount: 10_000 }];
    const list = upcomingPayments(debts, [weekly], today, planned);
    expect(list.find((p) => p.debtId === 4)).toEqual({
      debtId: 4,
      debtName: 'Late',
      dueDate: '2026-11-30',
      suggestedDate: '2026-11-25',
      amount: 10_000,
      interestSavings: 27,
      plannedPaymentId: 9,
    });
    expect(list).toHaveLength(4);
    // a plan for a debt in the window replaces the computed entry
    const replaced = upcomingPayments(debts, [weekly], today, [{ id: 10, debtId: 1, plannedDate: '2026-11-23', amount: 500_000 }]);
    expect(replaced.filter((p) => p.debtId === 1)).toEqual([
      // amount capped at the balance 120,000; 5 days early at 24 %: 120,000 × 2400 × 5 / 3,650,000 = 394.52 -> 395
      {
        debtId: 1,
        debtName: 'Amex',
        dueDate: '2026-11-28',
        suggestedDate: '2026-11-23',
        amount: 120_000,
        interestSavings: 395,
        plannedPaymentId: 10,
      },
    ]);
  });
});

describe('debtFactsFromRow: the plan fields', () => {
  const row = {
    id: 1,
    debtName: 'Store card',
    debtType: 'credit_card',
    balance: '600.00',
    interestRate: '26.99',
    minPayment: '25.00',
    dueDate: '2026-12-01',
  };

  it('absent columns read as the defaults; a promotion starts at the row creation date when none is stored', () => {
    expect(debtFactsFromRow(row)).not.toHaveProperty('inPlan');
    expect(
      debtFactsFromRow({
        ...row,
        inPlan: false,
        paysInFull: true,
        promoRate: '0.00',
        promoEndDate: '2027-06-01',
        deferredInterest: true,
        createdAt: new Date('2026-05-03T10:00:00Z'),
      }),
    ).toMatchObject({
      inPlan: false,
      paysInFull: true,
      promoRateBp: 0,
      promoEndDate: '2027-06-01',
      deferredInterest: true,
      promoStartDate: '2026-05-03',
    });
    expect(debtFactsFromRow({ ...row, promoRate: null, promoEndDate: '2027-06-01' })).not.toHaveProperty('promoRateBp');
  });
});
