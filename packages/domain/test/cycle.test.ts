import { describe, expect, it } from 'vitest';
import { dashboardFigures } from '../src/views/dashboard.ts';
import { computeDebtWithCycle, cycleState, previousDueDate } from '../src/debt/cycle.ts';
import type { IncomeScheduleFacts } from '../src/dates/recurring.ts';
import { visaDueDec10 as debt } from './debt-facts.ts';

// Visa $5,000.00 due on the 10th, $200.00 a month (150 + 50). Paydays Nov 6, Nov 20, Dec 4, Dec 18, Jan 1 …
const biWeekly: IncomeScheduleFacts = { payDate: '2026-11-06', frequency: 'bi-weekly' };
const today = '2026-11-28';
const paid = (amount: number, paymentDate = '2026-11-27', debtId = 1) => ({ debtId, paymentDate, amount });

describe('the payment cycle', () => {
  it('finds the previous due date, months counted from the anchor', () => {
    expect(previousDueDate({ dueDate: '2026-12-10', payPeriodFrequency: 'monthly' }, '2026-12-10')).toBe('2026-11-10');
    expect(previousDueDate({ dueDate: '2026-10-31', payPeriodFrequency: 'monthly' }, '2026-12-31')).toBe('2026-11-30');
    expect(previousDueDate({ dueDate: '2026-10-31', payPeriodFrequency: 'monthly' }, '2026-11-30')).toBe('2026-10-31');
    expect(previousDueDate({ dueDate: '2026-12-04', payPeriodFrequency: 'bi-weekly' }, '2026-12-18')).toBe('2026-12-04');
  });

  it('is unpaid until the payments since the cycle began reach min + extra', () => {
    expect(cycleState(debt({}), [], today)).toEqual({
      due: '2026-12-10',
      cyclePaid: false,
      paidFor: null,
      payFrom: today,
      paidThisCycle: 0,
    });
    // A part paid: the cycle is still to pay, and the plan's first month asks only for the rest.
    expect(cycleState(debt({}), [paid(19_999)], today)).toMatchObject({ cyclePaid: false, paidThisCycle: 19_999 });
    // Paid before the cycle began (on the previous due date): counts for the previous cycle.
    expect(cycleState(debt({}), [paid(20_000, '2026-11-10')], today)).toMatchObject({ cyclePaid: false, paidThisCycle: 0 });
    // Another debt's payment does not count.
    expect(cycleState(debt({}), [paid(20_000, '2026-11-27', 2)], today).cyclePaid).toBe(false);
  });

  it('once paid, moves to the next due date; two payments can make up the cycle', () => {
    expect(cycleState(debt({}), [paid(10_000, '2026-11-11'), paid(10_000)], today)).toEqual({
      due: '2027-01-10',
      cyclePaid: true,
      paidFor: '2026-12-10',
      payFrom: '2026-12-11',
      paidThisCycle: 20_000,
    });
    // Paying more than the cycle's payment counts the payment once (the rest lowered the balance).
    expect(cycleState(debt({}), [paid(50_000)], today).paidThisCycle).toBe(20_000);
  });

  it('rolls the suggested date, savings and estimates to the next cycle; the day after the due date a new cycle starts', () => {
    const unpaid = computeDebtWithCycle(debt({}), [biWeekly], [], today);
    expect(unpaid).toMatchObject({ nextDueDate: '2026-12-10', suggestedPaymentDate: '2026-12-04' });
    const done = computeDebtWithCycle(debt({ balance: 480_000, suggestedPaymentDate: '2026-12-04' }), [biWeekly], [paid(20_000)], today);
    // The next payday after Dec 10 is Dec 18; the chosen Dec 4 belonged to the paid cycle.
    expect(done).toMatchObject({
      nextDueDate: '2027-01-10',
      suggestedPaymentDate: '2026-12-18',
      cycle: { cyclePaid: true, paidFor: '2026-12-10' },
    });
    expect(done.interestSavings).toBeGreaterThan(0);
    expect(computeDebtWithCycle(debt({ balance: 480_000 }), [biWeekly], [paid(20_000)], '2026-12-11')).toMatchObject({
      nextDueDate: '2027-01-10',
      cycle: { cyclePaid: false },
    });
  });

  it('a paid cycle is no longer upcoming and saves nothing more on the dashboard', () => {
    const visa = debt({ dueDate: '2026-12-04' });
    const before = dashboardFigures({ debts: [visa], income: [], today });
    expect(before.upcomingPayments.map((p) => p.dueDate)).toEqual(['2026-12-04']);
    const after = dashboardFigures({ debts: [{ ...visa, balance: 480_000 }], income: [], today, payments: [paid(20_000)] });
    expect(after.upcomingPayments).toEqual([]);
  });
});
