// Payment reminder emails: which payments a user is reminded of on a given day, with the
// same figures the dashboard's Upcoming Payments shows (upcomingPayments): given the plan, the
// payment schedule's amounts ("This payday", Smart Payment Dates).

import { formatShortDate } from '../dates/format.ts';
import { formatUsd } from '../money/usd.ts';
import { type CyclePayment, computeDebtWithCycle } from '../debt/cycle.ts';
import { addDays, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import type { IncomeScheduleFacts } from '../dates/recurring.ts';
import { upcomingFromComputed, type DebtFacts, type PlannedPayment } from '../debt/facts.ts';
import { type PaydayPlanMonth, paymentsThisCycle } from '../plan/payday-list.ts';

export type ReminderKind = 'planned' | 'suggested' | 'due';

export interface PaymentReminder {
  debtId: number;
  /** The lender as the user named the debt. */
  lender: string;
  /** planned: a payment the user planned for tomorrow; suggested: the suggested date is tomorrow; due: the due date is N days away. */
  kind: ReminderKind;
  /** The day to pay: tomorrow for planned/suggested, else the suggested date. */
  payOn: IsoDate;
  dueDate: IsoDate;
  amount: Cents;
  /** Interest saved by paying on the suggested (or planned) date rather than the due date. */
  interestSavings: Cents;
}

/**
 * The reminders for `today`: each unpaid debt at most once, first as a payment planned or suggested
 * for tomorrow, otherwise as a cycle due in exactly `daysBefore` days. Built on the upcoming list
 * of each debt's cycle still to pay (as the dashboard's), so a cycle the logged `payments` have
 * paid is never reminded of (nothing asks to pay it again); its next one is, in time.
 * Sorted by pay date, then lender.
 */
export function paymentReminders(input: {
  debts: readonly DebtFacts[];
  income: readonly IncomeScheduleFacts[];
  planned: readonly PlannedPayment[];
  /** The user's recent payments (which cycles are paid). */
  payments: readonly CyclePayment[];
  today: IsoDate;
  daysBefore: number;
  /** The plan's schedule (months 1 and 2 are read): each reminder asks for the plan's amount, extra included. */
  planMonths?: readonly PaydayPlanMonth[];
}): PaymentReminder[] {
  const tomorrow = addDays(input.today, 1);
  const dueDay = addDays(input.today, input.daysBefore);
  const byDebt = new Map<number, PaymentReminder>();
  const computed = input.debts.map((d) => computeDebtWithCycle(d, input.income, input.payments, input.today));
  const scheduled = input.planMonths
    ? paymentsThisCycle({
        today: input.today,
        debts: input.debts,
        income: input.income,
        payments: input.payments,
        planMonths: input.planMonths,
      })
    : undefined;
  for (const u of upcomingFromComputed(input.debts, computed, input.today, input.planned, scheduled)) {
    if (u.amount <= 0) continue;
    const base = {
      debtId: u.debtId,
      lender: u.debtName,
      payOn: u.suggestedDate,
      dueDate: u.dueDate,
      amount: u.amount,
      interestSavings: u.interestSavings,
    };
    let reminder: PaymentReminder | undefined;
    if (u.suggestedDate === tomorrow) reminder = { ...base, kind: u.plannedPaymentId !== null ? 'planned' : 'suggested' };
    else if (u.dueDate === dueDay) reminder = { ...base, kind: 'due' };
    if (!reminder) continue;
    const seen = byDebt.get(u.debtId);
    // A debt with a plan for tomorrow and a due date N days away: one line, the plan's.
    if (!seen || (seen.kind === 'due' && reminder.kind !== 'due')) byDebt.set(u.debtId, reminder);
  }
  return [...byDebt.values()].sort((a, b) => a.payOn.localeCompare(b.payOn) || a.lender.localeCompare(b.lender));
}

/** One reminder as a line of the email: 'Chase: $205.00 on Nov 24 (planned), due Dec 5 — saves $0.70 in interest'. */
export function reminderLine(r: PaymentReminder, today: IsoDate): string {
  const when =
    r.kind === 'due'
      ? `due ${formatShortDate(r.dueDate, today)}; pay on ${formatShortDate(r.payOn, today)}`
      : `pay on ${formatShortDate(r.payOn, today)} (${r.kind === 'planned' ? 'planned' : 'suggested date'}), due ${formatShortDate(r.dueDate, today)}`;
  const saves =
    r.interestSavings > 0 ? ` — saves ${formatUsd(r.interestSavings)} in interest by paying on ${formatShortDate(r.payOn, today)}` : '';
  return `${r.lender}: ${formatUsd(r.amount)}, ${when}${saves}`;
}
