// GET /api/dashboard, computed in one pass from the user's debts, income and planned payments.

import { type CashFlowStatus, cashFlowStatus } from '../income/cashflow.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { type IncomeFacts, averageMonthlyIncome, totalMonthlyIncome } from '../income/income.ts';
import { type Cents, formatMoney, sumCents } from '../money/cents.ts';
import { debtPriority } from '../debt/priority.ts';
import { type CyclePayment, computeDebtInCycle, cycleState } from '../debt/cycle.ts';
import type { DashboardTrialStatus } from './trial-banner.ts';
import { monthlyPaymentsWithPlan } from '../plan/from-facts.ts';
import { type PaydayPlanMonth, paymentsThisCycle } from '../plan/payday-list.ts';
import {
  type DebtComputed,
  type DebtFacts,
  type PlannedPayment,
  type UpcomingPayment,
  totalDebtBalance,
  totalMonthlyPayments,
  upcomingFromComputed,
} from '../debt/facts.ts';

/** What the dashboard reads from the plan: its monthly budget (extra included) and its schedule's months 1 and 2. */
export interface DashboardPlan {
  monthlyBudget: Cents;
  months: readonly PaydayPlanMonth[];
}

export interface DashboardFigures {
  totalMonthlyIncome: Cents;
  totalMonthlyPayments: Cents;
  totalDebtBalance: Cents;
  estimatedInterestSavings: Cents;
  cashFlowStatus: CashFlowStatus;
  debtPriority: string[];
  upcomingPayments: UpcomingPayment[];
}

/**
 * The dashboard's figures. Unpaid debts only: totals are sums of each debt's figure (monthly
 * payment, balance, interestSavings of the debts whose cycle is still to pay), income is the sum of estMonthlyIncome; cash flow compares
 * payments with the average monthly income.
 */
export function dashboardFigures(input: {
  debts: readonly DebtFacts[];
  income: readonly IncomeFacts[];
  today: IsoDate;
  planned?: readonly PlannedPayment[];
  /** Payments recorded on the debts: a cycle already paid moves to the next one. */
  payments?: readonly CyclePayment[];
  /** The plan (its budget and its first months): monthly payments and the schedule's amounts come from it. */
  plan?: DashboardPlan;
}): DashboardFigures {
  const { today } = input;
  const unpaid = input.debts.filter((d) => !d.isPaid);
  const income = totalMonthlyIncome(input.income, today);
  // Monthly payments: the plan's budget (its extra included) + the payments of the debts outside it.
  const payments = input.plan ? monthlyPaymentsWithPlan(unpaid, input.plan.monthlyBudget) : totalMonthlyPayments(unpaid);
  // Each debt in the cycle still to pay (a paid cycle moves to the next due date).
  const cycles = unpaid.map((d) => cycleState(d, input.payments ?? [], today));
  const computed: DebtComputed[] = unpaid.map((d, i) => computeDebtInCycle(d, input.income, today, cycles[i] ?? cycleState(d, [], today)));
  // The payment schedule's cycle still to pay (the plan's amounts on the suggested dates), as "This payday" reads it.
  const scheduled = input.plan
    ? paymentsThisCycle({ today, debts: unpaid, income: input.income, payments: input.payments ?? [], planMonths: input.plan.months })
    : undefined;
  return {
    totalMonthlyIncome: income,
    totalMonthlyPayments: payments,
    totalDebtBalance: totalDebtBalance(unpaid),
    // "This month, by paying on suggested dates": a debt whose cycle is already paid has nothing left
    // to pay this month; its next cycle's saving is not this month's (docs/money-math.md, glossary).
    estimatedInterestSavings: scheduled
      ? sumCents([...scheduled.values()].map((p) => p.interestSaved))
      : sumCents(computed.map((c, i) => (cycles[i]?.cyclePaid ? 0 : c.interestSavings))),
    // Cash flow compares with the average month (a 3-payday month must not read as 'Good').
    cashFlowStatus: cashFlowStatus(payments, averageMonthlyIncome(input.income)),
    debtPriority: debtPriority(unpaid),
    upcomingPayments: upcomingFromComputed(unpaid, computed, today, input.planned ?? [], scheduled),
  };
}

/** The figures in wire form (money as two-decimal strings) plus trialStatus: the dashboard response. */
export function dashboardResponse(figures: DashboardFigures, trialStatus: DashboardTrialStatus) {
  return {
    totalMonthlyIncome: formatMoney(figures.totalMonthlyIncome),
    totalMonthlyPayments: formatMoney(figures.totalMonthlyPayments),
    totalDebtBalance: formatMoney(figures.totalDebtBalance),
    estimatedInterestSavings: formatMoney(figures.estimatedInterestSavings),
    cashFlowStatus: figures.cashFlowStatus,
    debtPriority: figures.debtPriority,
    upcomingPayments: figures.upcomingPayments.map((p) => ({
      debtId: p.debtId,
      debtName: p.debtName,
      dueDate: p.dueDate,
      suggestedDate: p.suggestedDate,
      amount: formatMoney(p.amount),
      interestSavings: formatMoney(p.interestSavings),
      plannedPaymentId: p.plannedPaymentId,
    })),
    trialStatus,
  };
}
