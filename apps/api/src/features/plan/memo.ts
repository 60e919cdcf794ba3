import { computePlan, planResponse, type PlanInput, type PlanOut, type PlanResult } from '@paydown/domain';

/**
 * How much the memo holds, in schedule rows (one per month and debt): a plan and its wire answer
 * take about 200 bytes a row (a 20-debt plan of 41 months, 820 rows, measured 160 kB with its key),
 * so about 20 MB in all. The least recently used plans go first.
 */
export const PLAN_MEMO_ROWS = 100_000;

interface Entry {
  rows: number;
  plan: PlanResult;
  /** The wire answer of GET /api/plan, made on its first read. */
  wire?: PlanOut;
}

/**
 * The plans computed lately, by their input (issue 11: GET /api/plan p99; docs/performance.md).
 *
 * The engine is a pure function of its input (the user's debts, settings, lump sums, income and
 * today), so the key is the input itself, as JSON: a plan is reused exactly when it would be
 * computed the same, no write has to invalidate anything, and several instances each keep their
 * own without ever disagreeing. Opening the dashboard reads the plan twice (its figures and the
 * progression chart, which asks for a shorter horizon: another key), Plan and Insights read it
 * again; each computed it anew before. Callers must not change what they get.
 */
export class PlanMemo {
  private readonly entries = new Map<string, Entry>();
  private rows = 0;

  constructor(private readonly capacityRows = PLAN_MEMO_ROWS) {}

  /** computePlan(input), computed once per distinct input while it stays among the recent ones. */
  plan(input: PlanInput): PlanResult {
    return this.entry(input).plan;
  }

  /** planResponse(computePlan(input)), the same way. */
  wire(input: PlanInput): PlanOut {
    const entry = this.entry(input);
    entry.wire ??= planResponse(entry.plan);
    return entry.wire;
  }

  get size(): number {
    return this.entries.size;
  }

  private entry(input: PlanInput): Entry {
    const key = JSON.stringify(input);
    const found = this.entries.get(key);
    if (found) {
      // A Map keeps insertion order: moving the entry to the end makes the first the least recent.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const plan = computePlan(input);
    const entry: Entry = { plan, rows: plan.schedule.reduce((n, m) => n + m.payments.length + 1, 0) };
    // A plan larger than the whole memo (hundreds of debts over 600 months) is not kept.
    if (entry.rows > this.capacityRows) return entry;
    this.entries.set(key, entry);
    this.rows += entry.rows;
    for (const [oldKey, old] of this.entries) {
      if (this.rows <= this.capacityRows) break;
      this.entries.delete(oldKey);
      this.rows -= old.rows;
    }
    return entry;
  }
}

/**
 * The process's memo. It needs nothing from outside (no clock, no database) and a key holds the
 * whole input, so servers and tests in one process can share it safely.
 */
export const planMemo = new PlanMemo();
