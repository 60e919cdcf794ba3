import type { UserRow } from '@paydown/db';
import {
  dashboardFigures,
  dashboardResponse,
  dashboardTrialStatus,
  type DashboardResponse,
  type ProgressionHorizon,
} from '@paydown/domain';
import type { LedgerReader } from '../../ledger/index.ts';
import { type PlanDeps, planMemo } from '../plan/index.ts';

/** GET /api/dashboard: the ledger's one statement, every figure from packages/domain; the debt-free date from the plan. */
export async function dashboard({ planPool }: PlanDeps, user: UserRow, reader: LedgerReader, now: Date): Promise<DashboardResponse> {
  const { today } = reader;
  const ledger = await reader.facts();
  // Payments tell which cycles are paid already (they then move to the next due date).
  const figures = dashboardFigures({
    debts: ledger.debts,
    income: ledger.income,
    today,
    planned: ledger.planned,
    payments: ledger.payments,
  });
  const plan = await planMemo.summary(await reader.planInput(), planPool);
  return { ...dashboardResponse(figures, dashboardTrialStatus(user, now)), debtFreeDate: plan.debtFreeDate, monthsSaved: plan.monthsSaved };
}

/**
 * The Financial Progression chart: the in-plan debts month by month as the plan pays them (its
 * strategy, extra, rollover and lump sums), so a mortgage left out of the plan does not flatten it.
 */
export async function progression({ planPool }: PlanDeps, ledger: LedgerReader, months: ProgressionHorizon) {
  return planMemo.progression({ input: await ledger.planInput(), months }, planPool);
}
