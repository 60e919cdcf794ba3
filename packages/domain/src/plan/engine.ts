// computePlan: the payoff plan (docs/money-math.md, "The payoff plan"). One pure function
// behind every plan figure: the API's GET /api/plan and preview, the web's instant what-if, the AI
// insights and suggestions.

import { toDayNumber } from '../dates/calendar.ts';
import { sumCents } from '../money/cents.ts';
import type { PlanStrategy } from '../schemas/plan.ts';
import { atMinimum, scheduleParts } from './card-sim.ts';
import { type MonthGrid, firstDayOfMonth, lastDayOfMonth, monthGrid, monthOf } from './grid.ts';
import { simDebtOf } from './promo.ts';
import { avalancheReorders } from './rerank.ts';
import { type SimDebt, type SimResult, simulate, simulateEach } from './simulate.ts';
import { type OrderFacts, orderFor } from './strategies.ts';
import type { PlanDebtInput, PlanInput, PlanMonth, PlanResult, PlanRunSummary, StrategySummary } from './types.ts';
import { planWarnings } from './warnings.ts';
import { cardDeferredWarnings } from './card-warnings.ts';

export const PLAN_HORIZON_MONTHS = 600;

type PlanDebt = OrderFacts & { input: PlanDebtInput };

/** In the plan: unpaid, a balance, inPlan, not paid in full each month. */
export function isPlanDebt(d: PlanDebtInput): boolean {
  return !d.isPaid && d.balance > 0 && d.inPlan && !d.paysInFull;
}

function summary(run: SimResult, grid: MonthGrid): PlanRunSummary {
  if (run.end !== 'debt_free') return { debtFreeDate: null, months: null, totalInterest: null };
  return {
    debtFreeDate: run.monthsRun === 0 ? grid.startDate : lastDayOfMonth(grid, run.monthsRun),
    months: run.monthsRun,
    totalInterest: run.totalInterest,
  };
}

function strategySummary(run: SimResult, grid: MonthGrid): StrategySummary {
  let first: number | null = null;
  for (const d of run.debts)
    if (d.payoffMonth !== null && d.payoffMonth > 0 && (first === null || d.payoffMonth < first)) first = d.payoffMonth;
  return { ...summary(run, grid), firstPayoffMonth: first };
}

function scheduleOf(run: SimResult, order: readonly SimDebt[], grid: MonthGrid): PlanMonth[] {
  return (run.schedule ?? []).map((s) => {
    let totalPayment = 0;
    let totalInterest = 0;
    let totalBalance = 0;
    const payments = s.payments.map((p) => {
      totalPayment += p.payment;
      totalInterest += p.interest;
      totalBalance += p.balance;
      return { debtId: order[p.index]!.id, payment: p.payment, interest: p.interest, balance: p.balance, ...scheduleParts(p) };
    });
    return {
      month: s.month,
      startDate: firstDayOfMonth(grid, s.month),
      payments,
      lumpSum: s.lumpSum,
      totalPayment,
      totalInterest,
      totalBalance,
    };
  });
}

/** The plan for a user's debts, settings and lump sums (money in cents). Deterministic and pure. */
export function computePlan(input: PlanInput): PlanResult {
  const { today, settings } = input;
  const horizon = Math.max(1, Math.floor(input.horizonMonths ?? PLAN_HORIZON_MONTHS));
  const grid = monthGrid(today, horizon);
  const startDay = toDayNumber(today);
  const extra = Math.max(0, settings.extraMonthlyCents);
  const inputs = input.debts.filter(isPlanDebt).sort((a, b) => a.id - b.id);
  const debts: PlanDebt[] = inputs.map((d) => ({ ...simDebtOf(d, today), debtName: d.debtName, startDay, input: d }));
  const monthlyBudget = sumCents(debts.map((d) => d.payment)) + extra;
  const outOfPlanPayments = sumCents(
    input.debts.filter((d) => !d.isPaid && d.balance > 0 && !isPlanDebt(d)).map((d) => Math.max(0, d.payment)),
  );

  const lumpSums = [...(input.lumpSums ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  const lumps = new Float64Array(horizon + 1);
  for (const l of lumpSums) {
    const m = monthOf(grid, l.date);
    if (m !== null) lumps[m]! += Math.max(0, l.amountCents);
  }

  const customOrder = settings.customOrder ? [...settings.customOrder] : null;
  const run = (strategy: PlanStrategy, record: boolean) => {
    const order = orderFor(debts, strategy, customOrder);
    const reorders = strategy === 'avalanche' ? avalancheReorders(order, grid) : [];
    // A debt's own extra (its payment above its minimum) ends with it; the minimum rolls on.
    const ownExtra = order.map((d) => Math.max(0, d.input.payment - (d.input.minPayment ?? d.input.payment)));
    return { order, result: simulate(order, grid, { rollover: true, extra, lumps, record, reorders, ownExtra }) };
  };
  const plan = run(settings.strategy, true);
  const runs: Partial<Record<PlanStrategy, SimResult>> = { [settings.strategy]: plan.result };
  const resultOf = (s: PlanStrategy) => (runs[s] ??= run(s, false).result);
  const strategies: PlanResult['strategies'] = {
    avalanche: strategySummary(resultOf('avalanche'), grid),
    snowball: strategySummary(resultOf('snowball'), grid),
  };
  if (settings.strategy === 'custom' || (customOrder !== null && customOrder.length > 0)) {
    strategies.custom = strategySummary(resultOf('custom'), grid);
  }

  // Baseline and minimums: each debt on its own (no order needed; the plan order keeps indexes aligned).
  const alone = simulateEach(plan.order, grid);
  const minimums = simulateEach(
    plan.order.map((d) => atMinimum(d, Math.max(0, Math.min(d.input.minPayment ?? d.payment, d.balance)))),
    grid,
  );

  const planSummary = summary(plan.result, grid);
  const baseline = summary(alone, grid);
  const both = planSummary.totalInterest !== null && baseline.totalInterest !== null;
  return {
    strategy: settings.strategy,
    extraMonthly: extra,
    customOrder,
    monthlyBudget,
    startDate: today,
    debtFreeDate: planSummary.debtFreeDate,
    months: planSummary.months,
    totalInterest: planSummary.totalInterest,
    totalPaid: plan.result.end === 'debt_free' ? plan.result.totalPaid : null,
    baseline,
    minimumsOnly: summary(minimums, grid),
    interestSaved: both ? baseline.totalInterest! - planSummary.totalInterest! : null,
    monthsSaved: both ? baseline.months! - planSummary.months! : null,
    strategies,
    debts: plan.order.map((d, i) => {
      const r = plan.result.debts[i]!;
      return {
        debtId: d.id,
        debtName: d.debtName,
        order: i + 1,
        payoffMonth: r.payoffMonth,
        payoffDate: r.payoffMonth === null ? null : r.payoffMonth === 0 ? today : lastDayOfMonth(grid, r.payoffMonth),
        totalInterest: r.interest,
        totalPaid: r.paid,
      };
    }),
    schedule: scheduleOf(plan.result, plan.order, grid),
    lumpSums,
    warnings: [
      ...planWarnings({
        grid,
        debts: plan.order,
        plan: plan.result,
        alone,
        monthlyBudget,
        outOfPlanPayments,
        monthlyIncome: input.monthlyIncome ?? null,
      }),
      ...cardDeferredWarnings(grid, plan.order, plan.result),
    ],
  };
}
