import { describe, expect, it } from 'vitest';
import { paymentReminders, reminderLine } from '../src/views/reminders.ts';
import { computeDebt } from '../src/debt/facts.ts';
import { visaDueDec10 } from './debt-facts.ts';

const today = '2026-12-02';
const weeklyPay = [{ payDate: '2026-11-27', frequency: 'weekly' as const }];

describe('payment reminders', () => {
  it('reminds of a cycle due in N days with the figures the debt card shows', () => {
    const debt = visaDueDec10({ dueDate: '2026-12-05' });
    const [r, ...rest] = paymentReminders({ debts: [debt], income: [], planned: [], payments: [], today, daysBefore: 3 });
    const card = computeDebt(debt, [], today);
    expect(rest).toEqual([]);
    expect(r).toEqual({
      debtId: 1,
      lender: 'Visa',
      kind: 'due',
      payOn: card.suggestedPaymentDate,
      dueDate: '2026-12-05',
      amount: card.monthlyPayment,
      interestSavings: card.interestSavings,
    });
    expect(paymentReminders({ debts: [debt], income: [], planned: [], payments: [], today, daysBefore: 2 })).toEqual([]);
  });

  it('reminds of a payment suggested or planned for tomorrow, once per debt', () => {
    // Paid Fridays: Dec 4 is a pay day, so the suggested date for a Dec 10 due date is tomorrow from Dec 3.
    const debt = visaDueDec10({});
    const card = computeDebt(debt, weeklyPay, '2026-12-03');
    expect(card.suggestedPaymentDate).toBe('2026-12-04');
    const [suggested] = paymentReminders({
      debts: [debt],
      income: weeklyPay,
      planned: [],
      payments: [],
      today: '2026-12-03',
      daysBefore: 7,
    });
    expect(suggested).toMatchObject({ kind: 'suggested', payOn: '2026-12-04', amount: 20_000, interestSavings: card.interestSavings });
    expect(suggested!.interestSavings).toBeGreaterThan(0);

    const planned = [{ id: 9, debtId: 1, plannedDate: '2026-12-04', amount: 12_345 }];
    const reminders = paymentReminders({ debts: [debt], income: weeklyPay, planned, payments: [], today: '2026-12-03', daysBefore: 7 });
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ kind: 'planned', payOn: '2026-12-04', amount: 12_345 });
  });

  it('leaves out paid debts and debts with nothing to remind of', () => {
    const debts = [visaDueDec10({ dueDate: '2026-12-05', isPaid: true }), visaDueDec10({ id: 2, dueDate: '2026-12-20' })];
    expect(paymentReminders({ debts, income: [], planned: [], payments: [], today, daysBefore: 3 })).toEqual([]);
  });

  it('never reminds of a cycle already paid: it reminds of the next one when its time comes', () => {
    // $200.00 logged on Dec 1 pays the cycle due Dec 5; the next cycle is due Jan 5.
    const debt = visaDueDec10({ dueDate: '2026-12-05', balance: 480_000 });
    const payments = [{ debtId: 1, paymentDate: '2026-12-01', amount: 20_000 }];
    expect(paymentReminders({ debts: [debt], income: weeklyPay, planned: [], payments, today, daysBefore: 3 })).toEqual([]);
    // Another debt's payment does not pay this one's cycle.
    const others = [{ debtId: 2, paymentDate: '2026-12-01', amount: 20_000 }];
    expect(paymentReminders({ debts: [debt], income: [], planned: [], payments: others, today, daysBefore: 3 })).toMatchObject([
      { kind: 'due', dueDate: '2026-12-05' },
    ]);
    const [next] = paymentReminders({ debts: [debt], income: [], planned: [], payments, today: '2027-01-02', daysBefore: 3 });
    expect(next).toMatchObject({ kind: 'due', dueDate: '2027-01-05' });
  });

  it('words a reminder with amount, dates, lender and the interest saved', () => {
    const line = reminderLine(
      { debtId: 1, lender: 'Chase', kind: 'planned', payOn: '2026-11-30', dueDate: '2026-12-05', amount: 20_500, interestSavings: 70 },
      '2026-11-29',
    );
    expect(line).toBe('Chase: $205.00, pay on Nov 30 (planned), due Dec 5 — saves $0.70 in interest by paying on Nov 30');
  });
});
