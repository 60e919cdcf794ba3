import type { UserRow } from '@paydown/db';
import {
  dashboardFigures,
  dashboardResponse,
  dashboardTrialStatus,
  paydayList,
  paydayListResponse,
  type DashboardResponse,
  type PaydayListOut,
  type ProgressionHorizon,
} from '@paydown/domain';
import type { LedgerReader } from '../../ledger/index.ts';
import { type PlanDeps, planFirstMonths, planProgression } from '../plan/index.ts';

/**
 * GET /api/dashboard: the ledger's one statement, every figure from packages/domain; the debt-free
 * date, the monthly payments (the plan's budget + the debts outside it) and the upcoming payments'
 * amounts from the plan.
 */
export async function dashboard(deps: PlanDeps, user: UserRow, reader: LedgerReader, now: Date): Promise<DashboardResponse> {
  const { today } = reader;
  const ledger = await reader.facts();
  const { plan, months, monthlyBudget } = await planFirstMonths(deps, reader);
  // Payments tell which cycles are paid already (they then move to the next due date).
  const figures = dashboardFigures({
    debts: ledger.debts,
    income: ledger.income,
    today,
    planned: ledger.planned,
    payments: ledger.payments,
    plan: { monthlyBudget, months },
  });
  return { ...dashboardResponse(figures, dashboardTrialStatus(user, now)), debtFreeDate: plan.debtFreeDate, monthsSaved: plan.monthsSaved };
}

/**
 * GET /api/dashboard/payday: for each payday of the next 30 days, what the plan pays from it. The
 * amounts are the schedule's first two months of the very answer GET /api/plan gives (one memo
 * entry), so the card and the Plan screen cannot disagree; assigning paydays is a few steps a debt.
 */
export async function payday(deps: PlanDeps, reader: LedgerReader): Promise<PaydayListOut> {
  const { today } = reader;
  const ledger = await reader.facts();
  const { months } = await planFirstMonths(deps, reader);
  return paydayListResponse(
    paydayList({ today, debts: ledger.debts, income: ledger.income, payments: ledger.payments, planMonths: months }),
  );
}

/**
 * The Financial Progression chart: the in-plan debts month by month as the plan pays them (its
 * strategy, extra, rollover and lump sums), so a mortgage left out of the plan does not flatten it.
 */
export function progression(deps: PlanDeps, ledger: LedgerReader, months: ProgressionHorizon) {
  return planProgression(deps, ledger, months);
}
