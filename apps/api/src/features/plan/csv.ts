import { planMonthEnd, toCsv, type CsvColumns, type PlanOut } from '@paydown/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../kernel/deps.ts';
import { loadSessionUser } from '../../kernel/session.ts';
import { requestToday } from '../../kernel/today.ts';
import { ledgerReader } from '../../ledger/index.ts';
import { getPlanWithWholeSchedule } from './schedule-page.ts';

export const SCHEDULE_CSV_PATH = '/api/plan/schedule.csv';
export const SCHEDULE_CSV_COLUMNS = {
  month: 'number',
  startDate: 'date',
  endDate: 'date',
  debtId: 'number',
  debtName: 'text',
  payment: 'number',
  interest: 'number',
  balance: 'number',
} as const satisfies CsvColumns;
export const SCHEDULE_CSV_HEADER = Object.keys(SCHEDULE_CSV_COLUMNS);

/**
 * The plan's schedule as CSV: one row per month and debt, the balance after that month. Each month
 * runs from startDate to endDate (the plan's months start on its first day's day of the month, as
 * the Plan screen's rows are labelled), so a lump sum dated Apr 15 is in the row that covers Apr 15.
 */
function scheduleCsv(plan: PlanOut): string {
  const names = new Map(plan.debts.map((d) => [d.debtId, d.debtName]));
  return toCsv(
    SCHEDULE_CSV_COLUMNS,
    plan.schedule.flatMap((month) => {
      const end = planMonthEnd(plan.startDate, month.month);
      return month.payments.map((p) => [
        month.month,
        month.startDate,
        end,
        p.debtId,
        names.get(p.debtId) ?? '',
        p.payment,
        p.interest,
        p.balance,
      ]);
    }),
  );
}

/**
 * GET /api/plan/schedule.csv: a plain route (the REST bridge answers JSON only), in the scope that has
 * sessions; documented by hand in the OpenAPI document. Allowed in every tier, like every read.
 */
export function registerScheduleCsv(app: FastifyInstance, deps: Deps): void {
  app.get(SCHEDULE_CSV_PATH, async (req, reply) => {
    const user = await loadSessionUser(req, deps);
    if (!user) return reply.code(401).send({ message: 'You are not signed in.', code: 'UNAUTHORIZED' });
    const plan = await getPlanWithWholeSchedule(deps, ledgerReader(deps.db, user.id, requestToday(req, deps.now()), false));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="paydown-plan-${plan.startDate}.csv"`)
      .header('cache-control', 'no-store')
      .send(scheduleCsv(plan));
  });
}

/** The route's entry in the OpenAPI document (http/openapi.ts). */
export const scheduleCsvOpenApi = {
  get: {
    tags: ['plan'],
    summary: 'The month-by-month schedule as CSV (one row per month and debt)',
    description: `Columns: ${SCHEDULE_CSV_HEADER.join(', ')}. balance is the balance after that month. Sent as an attachment.`,
    responses: {
      '200': { description: 'The schedule', content: { 'text/csv': { schema: { type: 'string' as const } } } },
      '401': { description: 'Not signed in' },
    },
  },
};
