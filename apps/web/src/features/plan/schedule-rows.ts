import type { PlanMonth, PlanMonthOut, PlanOut } from '@paydown/domain';
import { planMonthOut } from '@paydown/domain/plan';
import { useMemo } from 'react';
import { trpc } from '../../lib/trpc.ts';

export interface ScheduleRows {
  /** The months from..to in order; null while they load. */
  rows: PlanMonthOut[] | null;
  error: unknown;
  retry: () => void;
}

/**
 * Months from..to of the schedule shown. A plan answer carries the first months one by one (its
 * monthly head); a what-if has its whole schedule in the browser; any other page is read from the
 * server (GET /api/plan/schedule), only when it is opened.
 */
export function useScheduleRows(plan: PlanOut, whole: readonly PlanMonth[] | null, from: number, to: number): ScheduleRows {
  const inHead = to <= plan.scheduleMonthlyRows;
  const remote = trpc.plan.schedule.useQuery({ from, limit: to - from + 1 }, { enabled: whole === null && !inHead && to >= from });
  const local = useMemo(() => {
    if (whole) return whole.slice(from - 1, to).map(planMonthOut);
    if (inHead) return plan.schedule.slice(from - 1, to);
    return null;
  }, [whole, inHead, plan.schedule, from, to]);
  return {
    rows: local ?? remote.data?.rows ?? null,
    error: local ? null : remote.error,
    retry: () => void remote.refetch(),
  };
}
