import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work a request starts but does not wait for (an email to send). A failure is logged, never
 * thrown at anyone; `settle()` waits for everything started so far, so a shutdown lets queued
 * emails finish before the database closes.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Runs `task` once the answer to `reply` is out (or its connection closed): the request's own
   * time and work do not include it, so what the task does cannot be read from the answer.
   */
  afterResponse(reply: FastifyReply, what: string, task: () => Promise<void>): void {
    const res = reply.raw;
    const answered =
      res.writableFinished || res.destroyed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            res.once('finish', resolve);
            res.once('close', resolve);
          });
    this.track(what, answered.then(task));
  }

  /** Resolves when every task started so far (and any they started) has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private track(what: string, work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((err: unknown) => this.log.error({ err }, `${what} failed`))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}
