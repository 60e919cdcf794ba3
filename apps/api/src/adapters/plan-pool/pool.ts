import { Piscina } from 'piscina';
import { BusyError } from '../../errors.ts';
import { runPlanTask, type PlanTaskArg, type PlanTaskMessage, type PlanTaskName, type PlanTaskResult } from './tasks.ts';

/**
 * Inputs with at most this many debts compute on the main thread: such a plan takes at most a few
 * milliseconds even in the longest shape (600 months), less than the hop to a worker and back costs
 * in copying and waiting (docs/decisions.md, "Plans off the main thread"; docs/performance.md).
 */
export const INLINE_MAX_DEBTS = 10;

export const PLAN_BUSY_MESSAGE = 'The server is busy computing other plans. Please try again in a few seconds.';

/**
 * The plan-computing calls one account may have waiting for its turn; more answer 503. Every plan
 * read the web app makes at once (its largest batch calls seven) fits several times over.
 */
export const ACCOUNT_WAITING_LIMIT = 32;

export interface PlanPoolOptions {
  /** Worker threads (PLAN_POOL_THREADS; default: the machine's cores less one, for the event loop). */
  threads: number;
  /** Tasks that may wait for a free thread (PLAN_QUEUE_LIMIT); more answer 503 with Retry-After. */
  queueLimit: number;
  inlineMaxDebts?: number;
}

/** The worker's entry: the bundled file next to the bundle, or the TypeScript loader's shim next to this source. */
function workerFile(): string {
  const here = import.meta.url;
  return (here.endsWith('.ts') ? new URL('./worker-dev.mjs', here) : new URL('./plan-worker.mjs', here)).href;
}

/**
 * Runs the plan engine (tasks.ts) off the event loop, so one user's large plan never holds up
 * another's request or the health check. One pool per server, closed with it; its threads start
 * on the first large plan. At most `threads` tasks run and `queueLimit` wait: past that a request
 * is refused at once (BusyError, a 503) rather than queued without bound.
 */
export class PlanPool {
  private piscina: Piscina<PlanTaskMessage, unknown> | undefined;
  private pending = 0;
  /** Per account: the promise the next plan-computing call waits for, and how many are queued. */
  private readonly turns = new Map<number, { tail: Promise<void>; queued: number }>();
  /** The mean time of recent off-thread tasks, for Retry-After. */
  private meanMs = 100;
  readonly threads: number;
  readonly queueLimit: number;
  readonly inlineMaxDebts: number;

  constructor(options: PlanPoolOptions) {
    this.threads = Math.max(1, options.threads);
    this.queueLimit = Math.max(0, options.queueLimit);
    this.inlineMaxDebts = options.inlineMaxDebts ?? INLINE_MAX_DEBTS;
  }

  /** Tasks handed to the threads and not yet answered (running or waiting). */
  get inFlight(): number {
    return this.pending;
  }

  /** Runs a task; `debts` (how many debts its input holds) decides whether it is small enough to run inline. */
  async run<K extends PlanTaskName>(name: K, arg: PlanTaskArg<K>, debts: number): Promise<PlanTaskResult<K>> {
    if (debts <= this.inlineMaxDebts) return runPlanTask({ name, arg }) as PlanTaskResult<K>;
    if (this.pending >= this.threads + this.queueLimit) {
      const waves = Math.ceil((this.pending + 1) / this.threads);
      throw new BusyError(PLAN_BUSY_MESSAGE, Math.min(30, Math.max(1, Math.ceil((waves * this.meanMs) / 1000))));
    }
    this.piscina ??= new Piscina<PlanTaskMessage, unknown>({
      filename: workerFile(),
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Our own count above bounds the queue; piscina's stays unbounded so the two never disagree.
      maxQueue: Number.POSITIVE_INFINITY,
    });
    this.pending += 1;
    const started = performance.now();
    try {
      return (await this.piscina.run({ name, arg })) as PlanTaskResult<K>;
    } finally {
      this.pending -= 1;
      this.meanMs = 0.8 * this.meanMs + 0.2 * (performance.now() - started);
    }
  }

  /**
   * Runs one plan-computing call of an account after that account's earlier ones have finished.
   * The main thread's share of a plan answer (reading the account's data, building and writing a
   * large answer) is milliseconds; an account firing many at once would otherwise hold the event
   * loop for all of them together, and every other user and the health check would wait behind.
   * Taking turns, one account holds at most one call's worth of it at a time; other accounts are
   * not held up by it. Calls beyond ACCOUNT_WAITING_LIMIT are refused (503 with Retry-After).
   */
  async inTurn<T>(accountId: number, work: () => Promise<T>): Promise<T> {
    const turn = this.turns.get(accountId) ?? { tail: Promise.resolve(), queued: 0 };
    if (turn.queued >= ACCOUNT_WAITING_LIMIT) throw new BusyError(PLAN_BUSY_MESSAGE, 1);
    turn.queued += 1;
    this.turns.set(accountId, turn);
    const previous = turn.tail;
    let release = () => {};
    turn.tail = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      return await work();
    } finally {
      release();
      turn.queued -= 1;
      if (turn.queued === 0) this.turns.delete(accountId);
    }
  }

  async close(): Promise<void> {
    const piscina = this.piscina;
    this.piscina = undefined;
    if (piscina) await piscina.destroy();
  }
}
