// The AI payment schedule (spec "AI responses": debtId, creditor, dueDate, interestImpact,
// suggestedPayDates), shown as "Smart Payment Dates": for each debt, what the payment schedule pays
// it this cycle (the plan's month-1 amount, extra and rollover included; a debt outside the plan its
// own payment) on the suggested date, and the interest that saves against paying on the due date.
// The very entries "This payday", "Upcoming Payments" and the reminders read (paymentsThisCycle).

import { type IsoDate, compareDates } from '../dates/calendar.ts';
import { type Cents, formatMoney } from '../money/cents.ts';
import { paymentsThisCycle } from '../plan/payday-list.ts';
import { type AiFacts, analyzeAiFacts } from './facts.ts';

export interface SchedulePart {
  suggestedPayDate: IsoDate;
  amount: Cents;
}

export interface PaymentScheduleItem {
  debtId: number;
  /** The debt's name. */
  creditor: string;
  /** The next due date. */
  dueDate: IsoDate;
  /** Interest the schedule saves against paying everything on the due date, in cents. */
  interestImpact: Cents;
  suggestedPayDates: SchedulePart[];
}

/**
 * Per unpaid debt with a balance, sorted by due date, then creditor, then id: the payment schedule's
 * entry for its cycle still to pay (paymentsThisCycle, from the plan the AI engine runs, which is
 * the Plan screen's): one part, the amount on the suggested date; interestImpact = interestSavings of
 * that part (0 for monthly accrual). A debt the schedule pays nothing this cycle has no parts, its
 * next due date and an impact of 0.
 */
export function paymentSchedule(facts: AiFacts): PaymentScheduleItem[] {
  const analysis = analyzeAiFacts(facts);
  const scheduled = paymentsThisCycle({
    today: analysis.today,
    debts: analysis.debts.map((a) => a.debt),
    income: facts.income,
    payments: facts.payments ?? [],
    planMonths: analysis.plan.schedule,
  });
  const items = analysis.debts.map((a): PaymentScheduleItem => {
    const p = scheduled.get(a.debt.id);
    return {
      debtId: a.debt.id,
      creditor: a.debt.debtName,
      dueDate: p?.dueDate ?? a.nextDue,
      interestImpact: p?.interestSaved ?? 0,
      suggestedPayDates: p ? [{ suggestedPayDate: p.payBy, amount: p.amount }] : [],
    };
  });
  return items.sort(
    (x, y) => compareDates(x.dueDate, y.dueDate) || (x.creditor < y.creditor ? -1 : x.creditor > y.creditor ? 1 : x.debtId - y.debtId),
  );
}

/** The schedule in wire form (money as two-decimal strings), as paymentScheduleSchema describes. */
export function paymentScheduleResponse(items: readonly PaymentScheduleItem[]) {
  return items.map((item) => ({
    debtId: item.debtId,
    creditor: item.creditor,
    dueDate: item.dueDate,
    interestImpact: formatMoney(item.interestImpact),
    suggestedPayDates: item.suggestedPayDates.map((p) => ({ suggestedPayDate: p.suggestedPayDate, amount: formatMoney(p.amount) })),
  }));
}
