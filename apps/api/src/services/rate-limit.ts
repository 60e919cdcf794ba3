import { sql, type Kysely } from 'kysely';
import type { DB } from '@paydown/db';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so the limits hold across several API instances.
 * One atomic upsert per hit: a window that has ended starts over at 1.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<DB>) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const resetAt = new Date(Date.now() + windowMs);
    const row = await this.db
      .insertInto('rateLimits')
      .values({ key, hits: 1, resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end`,
          resetAt: sql`case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'resetAt'])
      .executeTakeFirstOrThrow();
    const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
    return { allowed: row.hits <= limit, retryAfterSeconds };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rateLimits').where('key', '=', key).execute();
  }

  async prune(): Promise<void> {
    await this.db.deleteFrom('rateLimits').where('resetAt', '<=', sql<Date>`now()`).execute();
  }
}
