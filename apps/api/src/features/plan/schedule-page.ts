import type { PlanOut, PlanScheduleInput, PlanSchedulePage } from '@paydown/domain';
import { planMemo } from './memo.ts';
import type { LedgerReader } from '../../ledger/index.ts';
import type { PlanDeps } from './service.ts';
import { atLedgerVersion } from './at-version.ts';

// The saved plan's schedule beyond what a plan answer carries (the answer holds a bounded part of
// it): a page of months for the Plan screen's table, or the whole of it for the CSV download. Both
// are computed where every plan is (the memo in front of the plan pool), so neither blocks the
// event loop, and only the page crosses back from the worker.

/** GET /api/plan/schedule: months from..from+limit−1 of the saved plan, the user's own only. */
export async function getSchedulePage(
  { db, planPool }: PlanDeps,
  ledger: LedgerReader,
  input: PlanScheduleInput,
): Promise<PlanSchedulePage> {
  return atLedgerVersion(db, ledger, `schedule:${input.from}:${input.limit}`, (planInput, name) =>
    planMemo.schedulePage({ input: planInput, from: input.from, limit: input.limit }, planPool, name),
  );
}

/**
 * The plan answer with every month of the schedule, for the CSV download only: its size is bounded
 * by the debt cap and the 600-month horizon, and it goes out as a file, never as a JSON answer.
 */
export async function getPlanWithWholeSchedule({ planPool }: PlanDeps, ledger: LedgerReader): Promise<PlanOut> {
  return planMemo.wholeSchedule(await ledger.planInput(), planPool);
}
