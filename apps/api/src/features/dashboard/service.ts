import type { UserRow } from '@paydown/db';
import {
  dashboardFigures,
  dashboardResponse,
  dashboardTrialStatus,
  type DashboardResponse,
  type IsoDate,
  type ProgressionHorizon,
} from '@paydown/domain';
import { ledgerPlanInput, loadLedger, loadPlanInput } from '../../ledger/index.ts';
import { type PlanDeps, planMemo } from '../plan/index.ts';

/** GET /api/dashboard: the ledger's one statement, every figure from packages/domain; the debt-free date from the plan. */
export async function dashboard({ db, planPool }: PlanDeps, user: UserRow, today: IsoDate, now: Date): Promise<DashboardResponse> {
  const ledger = await loadLedger(db, user.id, today);
  // Payments tell which cycles are paid already (they then move to the next due date).
  const figures = dashboardFigures({
    debts: ledger.debts,
    income: ledger.income,
    today,
    planned: ledger.planned,
    payments: ledger.payments,
  });
  const plan = await planMemo.summary(ledgerPlanInput(ledger, today), planPool);
  return { ...dashboardResponse(figures, dashboardTrialStatus(user, now)), debtFreeDate: plan.debtFreeDate, monthsSaved: plan.monthsSaved };
}

/**
 * The Financial Progression chart: the in-plan debts month by month as the plan pays them (its
 * strategy, extra, rollover and lump sums), so a mortgage left out of the plan does not flatten it.
 */
export async function progression({ db, planPool }: PlanDeps, userId: number, today: IsoDate, months: ProgressionHorizon) {
  return planMemo.progression({ input: await loadPlanInput(db, userId, today), months }, planPool);
}
