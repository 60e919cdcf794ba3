import type { PlanInput } from '@paydown/domain';
import { LRUCache } from 'lru-cache';
import type { PlanPool } from '../../adapters/plan-pool/pool.ts';
import type { PlanTaskArg, PlanTaskResult } from '../../adapters/plan-pool/tasks.ts';

/**
 * How much the memo holds, in schedule rows (one per month and debt): a plan's wire answer takes
 * about 200 bytes a row (a 20-debt plan of 41 months, 820 rows, measured 160 kB with its key), so
 * about 20 MB in all. A figure without a schedule (the dashboard's) counts as one row.
 */
export const PLAN_MEMO_ROWS = 100_000;

/** The pool's tasks that are a pure function of one plan input (the memo's key). */
type MemoTask = 'wire' | 'preview' | 'summary' | 'progression' | 'schedulePage' | 'wholeSchedule';

/** An answer's size in rows; at least 1 (an empty plan too: the cache counts no entry as free). */
export function rowsOf(value: object): number {
  const schedule = (value as { schedule?: { payments?: unknown[] }[] }).schedule;
  if (!Array.isArray(schedule)) return 1;
  let rows = 1;
  for (const month of schedule) rows += (month.payments?.length ?? 0) + 1;
  return rows;
}

/**
 * The plans computed lately, by their input (GET /api/plan p99; docs/performance.md), in front of
 * the plan pool: a remembered answer costs no thread and no copy.
 *
 * The engine is a pure function of its input (the user's debts, settings, lump sums, income and
 * today), so the key is the task and the input itself, as JSON: an answer is reused exactly when it
 * would be computed the same, no write has to invalidate anything, and several instances each keep
 * their own without ever disagreeing. Opening the dashboard reads the plan twice (its figures and
 * the progression chart, another key), Plan and Insights read it again. Requests that ask for the
 * same answer while it is being computed share that one computation. Callers must not change what
 * they get.
 */
export class PlanMemo {
  private readonly done: LRUCache<string, object>;
  private readonly computing = new Map<string, Promise<object>>();

  constructor(capacityRows = PLAN_MEMO_ROWS) {
    // An answer larger than the whole memo (hundreds of debts over 600 months) is not kept.
    this.done = new LRUCache<string, object>({ maxSize: capacityRows, sizeCalculation: rowsOf });
  }

  /** planResponse(computePlan(input)), computed once per distinct input while it stays among the recent ones. */
  wire(input: PlanInput, pool: PlanPool): Promise<PlanTaskResult<'wire'>> {
    return this.run('wire', input, input, pool);
  }

  /** The what-if preview (the plan for other settings), the same way: a slider dragged back and forth asks for the same ones. */
  preview(arg: PlanTaskArg<'preview'>, pool: PlanPool): Promise<PlanTaskResult<'preview'>> {
    return this.run('preview', arg, arg.input, pool);
  }

  /** The dashboard's figures from the plan, the same way. */
  summary(input: PlanInput, pool: PlanPool): Promise<PlanTaskResult<'summary'>> {
    return this.run('summary', input, input, pool);
  }

  /** The progression chart over `arg.months`, the same way. */
  progression(arg: PlanTaskArg<'progression'>, pool: PlanPool): Promise<PlanTaskResult<'progression'>> {
    return this.run('progression', arg, arg.input, pool);
  }

  /** A page of the whole monthly schedule, the same way. */
  schedulePage(arg: PlanTaskArg<'schedulePage'>, pool: PlanPool): Promise<PlanTaskResult<'schedulePage'>> {
    return this.run('schedulePage', arg, arg.input, pool);
  }

  /** The answer with every month of the schedule (the CSV download), the same way. */
  wholeSchedule(input: PlanInput, pool: PlanPool): Promise<PlanTaskResult<'wholeSchedule'>> {
    return this.run('wholeSchedule', input, input, pool);
  }

  get size(): number {
    return this.done.size;
  }

  private async run<K extends MemoTask>(name: K, arg: PlanTaskArg<K>, input: PlanInput, pool: PlanPool): Promise<PlanTaskResult<K>> {
    const key = `${name}:${JSON.stringify(arg)}`;
    const found = this.done.get(key) ?? this.computing.get(key);
    if (found) return found as PlanTaskResult<K>;
    const computing = pool.run(name, arg, input.debts.length);
    this.computing.set(key, computing);
    try {
      const value = await computing;
      if (rowsOf(value) <= this.done.maxSize) this.done.set(key, value);
      return value;
    } finally {
      this.computing.delete(key);
    }
  }
}

/**
 * The process's memo. It needs nothing from outside (no clock, no database) and a key holds the
 * whole input, so servers and tests in one process can share it safely.
 */
export const planMemo = new PlanMemo();
