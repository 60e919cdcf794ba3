import type { PlanInput } from '@paydown/domain';
import { LRUCache } from 'lru-cache';
import type { PlanPool } from '../../adapters/plan-pool/pool.ts';
import type { PlanTaskArg, PlanTaskResult } from '../../adapters/plan-pool/tasks.ts';

/**
 * How much the memo holds, in schedule rows (one per month and debt): a plan's wire answer takes
 * about 200 bytes a row (a 20-debt plan of 41 months, 820 rows, measured 160 kB with its key), so
 * about 20 MB in all. A figure without a schedule (the dashboard's, the AI's) counts as one row,
 * and its key (the whole input as JSON) one row per ROW_BYTES: a small answer's key is most of it.
 */
export const PLAN_MEMO_ROWS = 100_000;
const ROW_BYTES = 200;

/** The pool's tasks that are a pure function of their argument (the memo's key). */
type MemoTask =
  | 'wire'
  | 'preview'
  | 'summary'
  | 'progression'
  | 'schedulePage'
  | 'wholeSchedule'
  | 'progress'
  | 'insights'
  | 'potentialScore'
  | 'paymentSchedule'
  | 'learningProgress';

/** What a task answers: an object, an array or a number (the potential score), never nothing. */
type Answer = NonNullable<unknown>;

/** An answer's size in rows, its key's included; at least 1 (an empty plan too: the cache counts no entry as free). */
function rowsOf(value: Answer, key = ''): number {
  const keyRows = Math.ceil(key.length / ROW_BYTES);
  const schedule = (value as { schedule?: { payments?: unknown[] }[] }).schedule;
  if (!Array.isArray(schedule)) return 1 + keyRows;
  let rows = 1 + keyRows;
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
 * the progression chart, another key), Plan and Insights read it again. Progress and the AI's
 * figures (insights, potential score, payment timing, learning progress) are remembered the same
 * way, by their whole argument: a screen opened again with unchanged data answers from memory,
 * without a hop to a worker thread for each figure. Requests that ask for the same answer while it
 * is being computed share that one computation. Callers must not change what they get.
 */
export class PlanMemo {
  private readonly done: LRUCache<string, Answer>;
  private readonly computing = new Map<string, Promise<Answer>>();
  /**
   * Other names for an entry's key (an account's ledger version, the day and the task): a caller
   * that knows its input is unchanged finds the answer without building the input. A name holds
   * only the key (the entry's own string), so the answers are counted once, in `done`.
   */
  private readonly names = new LRUCache<string, string>({ max: 10_000 });

  constructor(capacityRows = PLAN_MEMO_ROWS) {
    // An answer larger than the whole memo (hundreds of debts over 600 months) is not kept.
    this.done = new LRUCache<string, Answer>({ maxSize: capacityRows, sizeCalculation: rowsOf });
  }

  /** planResponse(computePlan(input)), computed once per distinct input while it stays among the recent ones. */
  wire(input: PlanInput, pool: PlanPool, name?: string): Promise<PlanTaskResult<'wire'>> {
    return this.run('wire', input, input.debts.length, pool, name);
  }

  /** The what-if preview (the plan for other settings), the same way: a slider dragged back and forth asks for the same ones. */
  preview(arg: PlanTaskArg<'preview'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'preview'>> {
    return this.run('preview', arg, arg.input.debts.length, pool, name);
  }

  /** The dashboard's figures from the plan, the same way. */
  summary(input: PlanInput, pool: PlanPool, name?: string): Promise<PlanTaskResult<'summary'>> {
    return this.run('summary', input, input.debts.length, pool, name);
  }

  /** The progression chart over `arg.months`, the same way. */
  progression(arg: PlanTaskArg<'progression'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'progression'>> {
    return this.run('progression', arg, arg.input.debts.length, pool, name);
  }

  /** A page of the whole monthly schedule, the same way. */
  schedulePage(arg: PlanTaskArg<'schedulePage'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'schedulePage'>> {
    return this.run('schedulePage', arg, arg.input.debts.length, pool, name);
  }

  /** The answer with every month of the schedule (the CSV download), the same way. */
  wholeSchedule(input: PlanInput, pool: PlanPool, name?: string): Promise<PlanTaskResult<'wholeSchedule'>> {
    return this.run('wholeSchedule', input, input.debts.length, pool, name);
  }

  /** Progress since the start (GET /api/progress), the same way. */
  progress(arg: PlanTaskArg<'progress'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'progress'>> {
    return this.run('progress', arg, arg.debts.length, pool, name);
  }

  /** The AI's scores and interest figures, the same way. */
  insights(arg: PlanTaskArg<'insights'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'insights'>> {
    return this.run('insights', arg, arg.facts.debts.length, pool, name);
  }

  /** The score once every open suggestion is applied, the same way. */
  potentialScore(arg: PlanTaskArg<'potentialScore'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'potentialScore'>> {
    return this.run('potentialScore', arg, arg.facts.debts.length, pool, name);
  }

  /** The paychecks to pay each debt from, the same way. */
  paymentSchedule(facts: PlanTaskArg<'paymentSchedule'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'paymentSchedule'>> {
    return this.run('paymentSchedule', facts, facts.debts.length, pool, name);
  }

  /** What the AI has learned from the logged payments, the same way. */
  learningProgress(arg: PlanTaskArg<'learningProgress'>, pool: PlanPool, name?: string): Promise<PlanTaskResult<'learningProgress'>> {
    return this.run('learningProgress', arg, arg.facts.debts.length, pool, name);
  }

  /** The answer remembered under `name` (given to a method when it computed or found it), if still held. */
  recall(name: string): Answer | undefined {
    const key = this.names.get(name);
    return key === undefined ? undefined : this.done.get(key);
  }

  get size(): number {
    return this.done.size;
  }

  /** `debts`: how many debts the argument holds (the pool computes a small one inline). */
  private async run<K extends MemoTask>(
    task: K,
    arg: PlanTaskArg<K>,
    debts: number,
    pool: PlanPool,
    name?: string,
  ): Promise<PlanTaskResult<K>> {
    const key = `${task}:${JSON.stringify(arg)}`;
    if (name !== undefined) this.names.set(name, key);
    const found = this.done.get(key) ?? this.computing.get(key);
    if (found) return found as PlanTaskResult<K>;
    const computing = pool.run(task, arg, debts);
    this.computing.set(key, computing);
    try {
      const value = await computing;
      if (rowsOf(value, key) <= this.done.maxSize) this.done.set(key, value);
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
