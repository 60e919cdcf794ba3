import type { DB } from '@paydown/db';
import { planMonthOut, schedulePage, type IsoDate, type PlanOut, type PlanScheduleInput, type PlanSchedulePage } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { planMemo } from './memo.ts';
import { loadPlanInput } from './service.ts';

// The saved plan's schedule beyond what a plan answer carries (the answer holds a bounded part of
// it): a page of months for the Plan screen's table, or the whole of it for the CSV download.

/** GET /api/plan/schedule: months from..from+limit−1 of the saved plan, the user's own only. */
export async function getSchedulePage(db: Kysely<DB>, userId: number, today: IsoDate, input: PlanScheduleInput): Promise<PlanSchedulePage> {
  const plan = planMemo.plan(await loadPlanInput(db, userId, today));
  return schedulePage(plan.schedule, input.from, input.limit);
}

/**
 * The plan answer with every month of the schedule, for the CSV download only: its size is bounded
 * by the debt cap and the 600-month horizon, and it goes out as a file, never as a JSON answer.
 */
export async function getPlanWithWholeSchedule(db: Kysely<DB>, userId: number, today: IsoDate): Promise<PlanOut> {
  const input = await loadPlanInput(db, userId, today);
  const plan = planMemo.wire(input);
  return { ...plan, schedule: planMemo.plan(input).schedule.map(planMonthOut) };
}
