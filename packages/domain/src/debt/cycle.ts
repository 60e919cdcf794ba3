// The payment cycle of a debt: once the payments logged since the cycle began reach the cycle's
// payment, the cycle is paid and everything that asks for a payment (next due date, suggested date,
// savings, upcoming entry) moves to the next cycle (docs/money-math.md, "The cycle is paid").

import { type IsoDate, addDays, compareDates } from '../dates/calendar.ts';
import { type Cents, sumCents } from '../money/cents.ts';
import { type IncomeScheduleFacts, debtFrequencyStep, firstPayDateOnOrAfter, nextDueDate, stepFrom } from '../dates/recurring.ts';
import { type DebtComputed, type DebtFacts, computeDebtWithPayDates, paymentWindowStart } from './facts.ts';
import { accrualOf } from './interest.ts';

/** A payment recorded on a debt (payment_history), as the cycle reads it. */
export interface CyclePayment {
  debtId: number;
  paymentDate: IsoDate;
  amount: Cents;
}

export interface CycleState {
  /** The due date of the cycle still to pay: the current one, or the next once the current one is paid. */
  due: IsoDate;
  /** The current cycle (the one due on or after today) is paid. */
  cyclePaid: boolean;
  /** When cyclePaid: the due date of the cycle that is paid ("Paid for Dec 5"). */
  paidFor: IsoDate | null;
  /** The first day a payment counts toward `due`'s cycle (today, or the day after the paid due date). */
  payFrom: IsoDate;
  /**
   * What the payments dated in the current cycle paid toward its payment (at most that payment):
   * the whole payment once the cycle is paid, a part of it before. The plan's first month asks only
   * for the rest (docs/money-math.md, "The cycle is paid").
   */
  paidThisCycle: Cents;
}

/** The due date before `due` in the debt's schedule (before the first due date: one period earlier). */
export function previousDueDate(debt: Pick<DebtFacts, 'dueDate' | 'payPeriodFrequency'>, due: IsoDate): IsoDate {
  const step = debtFrequencyStep(debt.payPeriodFrequency);
  const oneEarlier = stepFrom(due, step, -1);
  // The first schedule date on or after "one period before due" is the previous due date (months
  // counted from the anchor, so a 31st comes back after a short month).
  const candidate = nextDueDate(debt.dueDate, debt.payPeriodFrequency, oneEarlier);
  return compareDates(candidate, due) < 0 ? candidate : oneEarlier;
}

/**
 * Where a debt stands in its cycle on `today`. The current cycle runs from the day after the
 * previous due date through the next due date on or after today; its payment is the monthly
 * payment (min + extra) at most what was owed when it began (balance now + paid since). Payments
 * dated in it (other debts' are ignored) that reach that payment make it paid.
 */
export function cycleState(debt: DebtFacts, payments: readonly CyclePayment[], today: IsoDate): CycleState {
  const due = nextDueDate(debt.dueDate, debt.payPeriodFrequency, today);
  if (debt.isPaid) return { due, cyclePaid: false, paidFor: null, payFrom: today, paidThisCycle: 0 };
  const began = addDays(previousDueDate(debt, due), 1);
  const paidSince = sumCents(payments.filter((p) => p.debtId === debt.id && compareDates(p.paymentDate, began) >= 0).map((p) => p.amount));
  const owed = Math.min(debt.minPayment + debt.extraPayment, debt.balance + paidSince);
  const paidThisCycle = Math.max(0, Math.min(paidSince, owed));
  if (paidSince <= 0 || owed <= 0 || paidSince < owed) return { due, cyclePaid: false, paidFor: null, payFrom: today, paidThisCycle };
  const payFrom = addDays(due, 1);
  return { due: nextDueDate(debt.dueDate, debt.payPeriodFrequency, payFrom), cyclePaid: true, paidFor: due, payFrom, paidThisCycle };
}

/** A debt's computed fields, CycleState included: computeDebt for the cycle still to pay. */
export type DebtInCycle = DebtComputed & { cycle: CycleState };

/**
 * computeDebt for the cycle still to pay. Once the current cycle is paid, the suggested date is the
 * first payday after the paid due date (a date the user chose for the paid cycle no longer counts),
 * and savings and interest estimates run to the next due date.
 */
export function computeDebtInCycle(
  debt: DebtFacts,
  income: readonly IncomeScheduleFacts[],
  today: IsoDate,
  cycle: CycleState,
): DebtInCycle {
  // Only the first payday on or after the cycle's first day is needed (O(1) per income source).
  // (From the statement's close when it is later: never suggest paying before the statement closes.)
  const windowStart = paymentWindowStart(debt, cycle.payFrom, cycle.due);
  const first = accrualOf(debt.debtType) === 'daily' ? firstPayDateOnOrAfter(income, windowStart) : null;
  const chosen =
    debt.suggestedPaymentDate && compareDates(debt.suggestedPaymentDate, cycle.payFrom) >= 0 ? debt.suggestedPaymentDate : null;
  const facts: DebtFacts = cycle.cyclePaid ? { ...debt, suggestedPaymentDate: chosen } : debt;
  return { ...computeDebtWithPayDates(facts, first ? [first] : [], today, cycle.due), cycle };
}

/** One debt on its own: its cycle, then computeDebtInCycle. */
export function computeDebtWithCycle(
  debt: DebtFacts,
  income: readonly IncomeScheduleFacts[],
  payments: readonly CyclePayment[],
  today: IsoDate,
): DebtInCycle {
  return computeDebtInCycle(debt, income, today, cycleState(debt, payments, today));
}
