import type { DB, UserRow } from '@paydown/db';
import {
  dashboardFigures,
  dashboardResponse,
  dashboardTrialStatus,
  debtFactsFromRow,
  financialProgression,
  formatProgression,
  incomeFactsFromRow,
  monthlyPayment,
  parseMoney,
  totalMonthlyIncome,
  type DashboardResponse,
  type IsoDate,
  type ProgressionHorizon,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { moneyRows } from './queries.ts';

/** GET /api/dashboard: one statement, every figure from packages/domain. */
export async function dashboard(db: Kysely<DB>, user: UserRow, today: IsoDate, now: Date): Promise<DashboardResponse> {
  const { debts, income, planned, payments } = await moneyRows(db, user.id);
  const figures = dashboardFigures({
    debts: debts.map(debtFactsFromRow),
    income: income.map(incomeFactsFromRow),
    today,
    planned: planned.map((p) => ({ id: p.id, debtId: p.debtId, plannedDate: p.plannedDate, amount: parseMoney(p.amount) })),
    payments: payments.map((p) => ({ debtId: p.debtId, paymentDate: p.paymentDate, amount: parseMoney(p.amount) })),
  });
  return dashboardResponse(figures, dashboardTrialStatus(user, now));
}

/** The Financial Progression chart: month by month from today, each debt at its own APR. */
export async function progression(db: Kysely<DB>, userId: number, today: IsoDate, months: ProgressionHorizon) {
  const { debts, income } = await moneyRows(db, userId);
  const facts = debts.map(debtFactsFromRow);
  return formatProgression(
    financialProgression({
      monthlyIncome: totalMonthlyIncome(income.map(incomeFactsFromRow), today),
      debts: facts.map((d) => ({ id: d.id, debtName: d.debtName, debtType: d.debtType, balance: d.balance, apr: d.apr, payment: monthlyPayment(d) })),
      today,
      months,
    }),
  );
}
