// "This payday": the plan's answer to "what do I pay, from which paycheck". Each payment the plan
// makes in its first two months (extra and rollover included), and each out-of-plan debt's own
// payment, is given the payday it is paid from and the date to pay it by (docs/money-math.md,
// "This payday").

import { type CyclePayment, type CycleState, computeDebtInCycle, cycleState } from '../debt/cycle.ts';
import { type IsoDate, addDays, compareDates, minDate } from '../dates/calendar.ts';
import { type IncomeScheduleFacts, allExpectedPayDates, nextDueDate } from '../dates/recurring.ts';
import { type DebtFacts, monthlyPayment, rateToday } from '../debt/facts.ts';
import { interestSavings } from '../debt/interest.ts';
import { type Cents, formatMoney, sumCents } from '../money/cents.ts';
import { isPlanDebt } from './engine.ts';
import { planDebtFromFacts } from './from-facts.ts';

/** The paydays listed: today through today + 30 days. */
export const PAYDAY_WINDOW_DAYS = 30;
/** Paydays are looked for at most this far ahead (a quarter, as the payment schedule's split). */
export const PAYDAY_SEARCH_DAYS = 92;

/** What the plan pays each debt in one month (a schedule row of the plan, in cents). */
export interface PaydayPlanMonth {
  month: number;
  payments: readonly { debtId: number; payment: Cents }[];
}

export interface PaydayListInput {
  today: IsoDate;
  /** The unpaid debts (paid ones are skipped). */
  debts: readonly DebtFacts[];
  income: readonly IncomeScheduleFacts[];
  /** Payments logged: a cycle already paid moves to the next due date. */
  payments?: readonly CyclePayment[];
  /** The plan's months 1 and 2 (later ones are read only up to `months`). */
  planMonths: readonly PaydayPlanMonth[];
  /** How many plan months (each the debt's next cycle) to assign: 2 unless said (the calendar feed asks 12). */
  months?: number;
}

export interface PaydayPayment {
  debtId: number;
  debtName: string;
  /** k: the plan's k-th month, paying the debt's k-th cycle still to pay (1: the cycle still to pay; 2: the next). */
  month: number;
  /** The plan's allocation for that month; an out-of-plan debt's own monthly payment. */
  amount: Cents;
  dueDate: IsoDate;
  /** The suggested date: the first payday before the due date where paying early saves interest, else the due date. */
  payBy: IsoDate;
  /** amount × APR / 365 × days from payBy to the due date (interestSavings); 0 for monthly accrual. */
  interestSaved: Cents;
  inPlan: boolean;
}

/** A payment and the payday it is paid from: the last payday on or before payBy; null when none comes first. */
export interface AssignedPayment extends PaydayPayment {
  payday: IsoDate | null;
}

export interface PaydayList {
  hasIncome: boolean;
  /** Paydays from today through today + 30 days, each with what it pays (possibly nothing). */
  paydays: { date: IsoDate; total: Cents; payments: PaydayPayment[] }[];
  /** Payments due within the 30 days before any payday: paid from money on hand. */
  beforeFirstPayday: PaydayPayment[];
}

/** The plan months the Dashboard's list assigns. */
const LISTED_MONTHS = 2;

function byPayBy(a: PaydayPayment, b: PaydayPayment): number {
  return (
    compareDates(a.payBy, b.payBy) ||
    compareDates(a.dueDate, b.dueDate) ||
    (a.debtName < b.debtName ? -1 : a.debtName > b.debtName ? 1 : a.debtId - b.debtId || a.month - b.month)
  );
}

/**
 * Every payment of the plan's months 1 and 2 (and each out-of-plan debt's own payment in its next
 * two cycles), with the payday it is paid from; `months` asks for more of the plan's months the same
 * way (the calendar feed's year). Month k pays the debt's k-th cycle still to pay
 * (month 1 asks only for what the current cycle still lacks, as the plan does). The in-plan amounts
 * of a month add up to the plan's payments of that month exactly.
 */
export function assignPaydayPayments(input: PaydayListInput): AssignedPayment[] {
  const { today } = input;
  const months = input.months ?? LISTED_MONTHS;
  const planned = new Map<string, Cents>();
  for (const m of input.planMonths) {
    if (m.month < 1 || m.month > months) continue;
    for (const p of m.payments) planned.set(`${m.month}:${p.debtId}`, (planned.get(`${m.month}:${p.debtId}`) ?? 0) + p.payment);
  }
  const payments = input.payments ?? [];
  const entries: Omit<AssignedPayment, 'payday'>[] = [];
  for (const debt of input.debts) {
    if (debt.isPaid) continue;
    const inPlan = isPlanDebt(planDebtFromFacts(debt));
    const first = cycleState(debt, payments, today);
    // Each later cycle begins the day after the one before it is due, as if that one were paid.
    const cycles: CycleState[] = [first];
    for (let prev = first.due; cycles.length < months;) {
      const payFrom = addDays(prev, 1);
      const due = nextDueDate(debt.dueDate, debt.payPeriodFrequency, payFrom);
      cycles.push({ due, cyclePaid: true, paidFor: prev, payFrom, paidThisCycle: 0 });
      prev = due;
    }
    // Out of the plan: the debt's own payment, less what the current cycle has had, never past the
    // balance (what earlier cycles paid is taken off it first).
    const own = monthlyPayment(debt);
    const ownAmounts: Cents[] = [];
    let left = debt.balance;
    for (let k = 0; k < months; k++) {
      const amount = k === 0 ? Math.max(0, own - first.paidThisCycle) : Math.max(0, Math.min(own, left));
      ownAmounts.push(amount);
      left -= amount;
    }
    // The rate the suggested-date saving uses (computeDebtWithPayDates): none for a card paid in full.
    const bp = debt.paysInFull ? 0 : rateToday(debt, today);
    for (let month = 1; month <= months; month++) {
      const amount = inPlan ? (planned.get(`${month}:${debt.id}`) ?? 0) : (ownAmounts[month - 1] ?? 0);
      const cycle = cycles[month - 1];
      if (amount <= 0 || !cycle) continue;
      const c = computeDebtInCycle(debt, input.income, today, cycle);
      entries.push({
        debtId: debt.id,
        debtName: debt.debtName,
        month,
        amount,
        dueDate: c.nextDueDate,
        payBy: c.suggestedPaymentDate,
        interestSaved: interestSavings({
          type: debt.debtType,
          payment: amount,
          bp,
          suggestedDate: c.suggestedPaymentDate,
          dueDate: c.nextDueDate,
        }),
        inPlan,
      });
    }
  }
  const latest = entries.reduce((max, e) => (compareDates(e.payBy, max) > 0 ? e.payBy : max), addDays(today, PAYDAY_WINDOW_DAYS));
  // The Dashboard's two months look a quarter ahead at most; a longer horizon looks as far as it reaches.
  const searchEnd = months > LISTED_MONTHS ? latest : minDate(latest, addDays(today, PAYDAY_SEARCH_DAYS));
  const paydays = allExpectedPayDates(input.income, today, searchEnd);
  return entries.map((e) => {
    let payday: IsoDate | null = null;
    for (const d of paydays) {
      if (compareDates(d, e.payBy) > 0) break;
      payday = d;
    }
    return { ...e, payday };
  });
}

/**
 * The schedule's payment for each debt's cycle still to pay (month 1), by debt id: what "Upcoming
 * Payments", "Smart Payment Dates", the reminders and the Dashboard's interest-savings tile read, so
 * they show the plan's amount (extra and rollover included) and its suggested date, as "This payday"
 * does. A debt with nothing to pay this cycle is absent.
 */
export function paymentsThisCycle(input: PaydayListInput): Map<number, PaydayPayment> {
  const out = new Map<number, PaydayPayment>();
  for (const { payday: _payday, ...p } of assignPaydayPayments(input)) if (p.month === 1) out.set(p.debtId, p);
  return out;
}

/**
 * The Dashboard's "This payday": for each payday of the next 30 days, the payments paid from it
 * (sorted by pay-by date, then due date, then name); payments due in those days before any payday
 * are listed apart (pay them from money on hand).
 */
export function paydayList(input: PaydayListInput): PaydayList {
  const windowEnd = addDays(input.today, PAYDAY_WINDOW_DAYS);
  const assigned = assignPaydayPayments(input);
  const dates = allExpectedPayDates(input.income, input.today, windowEnd);
  const strip = ({ payday: _payday, ...p }: AssignedPayment): PaydayPayment => p;
  return {
    hasIncome: input.income.length > 0,
    paydays: dates.map((date) => {
      const payments = assigned
        .filter((a) => a.payday === date)
        .map(strip)
        .sort(byPayBy);
      return { date, total: sumCents(payments.map((p) => p.amount)), payments };
    }),
    beforeFirstPayday: assigned
      .filter((a) => a.payday === null && compareDates(a.payBy, windowEnd) <= 0)
      .map(strip)
      .sort(byPayBy),
  };
}

/** The answer in wire form (money as two-decimal strings), as paydayListSchema describes. */
export function paydayListResponse(list: PaydayList) {
  const out = (p: PaydayPayment) => ({
    debtId: p.debtId,
    debtName: p.debtName,
    // The list assigns months 1 and 2 only.
    month: p.month === 1 ? (1 as const) : (2 as const),
    amount: formatMoney(p.amount),
    dueDate: p.dueDate,
    payBy: p.payBy,
    interestSaved: formatMoney(p.interestSaved),
    inPlan: p.inPlan,
  });
  return {
    hasIncome: list.hasIncome,
    paydays: list.paydays.map((d) => ({ date: d.date, total: formatMoney(d.total), payments: d.payments.map(out) })),
    beforeFirstPayday: list.beforeFirstPayday.map(out),
  };
}
