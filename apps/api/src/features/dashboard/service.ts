import type { UserRow } from '@paydown/db';
import {
  dashboardFigures,
  dashboardResponse,
  dashboardTrialStatus,
  debtFactsFromRow,
  incomeFactsFromRow,
  parseMoney,
  type DashboardResponse,
  type IsoDate,
  type ProgressionHorizon,
} from '@paydown/domain';
import { planMemo } from '../plan/memo.ts';
import { loadPlanInput, planInputOf, type PlanDeps } from '../plan/service.ts';
import { moneyRows } from './queries.ts';

/** GET /api/dashboard: one statement, every figure from packages/domain; the debt-free date from the plan. */
export async function dashboard({ db, planPool }: PlanDeps, user: UserRow, today: IsoDate, now: Date): Promise<DashboardResponse> {
  const rows = await moneyRows(db, user.id);
  const figures = dashboardFigures({
    debts: rows.debts.map(debtFactsFromRow),
    income: rows.income.map(incomeFactsFromRow),
    today,
    planned: rows.planned.map((p) => ({ id: p.id, debtId: p.debtId, plannedDate: p.plannedDate, amount: parseMoney(p.amount) })),
    payments: rows.payments.map((p) => ({ debtId: p.debtId, paymentDate: p.paymentDate, amount: parseMoney(p.amount) })),
  });
  const plan = await planMemo.summary(planInputOf(rows, today), planPool);
  return { ...dashboardResponse(figures, dashboardTrialStatus(user, now)), debtFreeDate: plan.debtFreeDate, monthsSaved: plan.monthsSaved };
}

/**
 * The Financial Progression chart: the in-plan debts month by month as the plan pays them (its
 * strategy, extra, rollover and lump sums), so a mortgage left out of the plan does not flatten it.
 */
export async function progression({ db, planPool }: PlanDeps, userId: number, today: IsoDate, months: ProgressionHorizon) {
  // The plan's own statement: the chart reads nothing else (no planned payments or payment history).
  return planMemo.progression({ input: await loadPlanInput(db, userId, today), months }, planPool);
}
