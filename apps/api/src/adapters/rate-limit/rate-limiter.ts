import type { Kysely } from 'kysely';
import type { DB } from '@paydown/db';
import { deleteEndedRateLimits, deleteRateLimit, hitRateLimit } from './queries.ts';

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
    const row = await hitRateLimit(this.db, { key, resetAt });
    const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
    return { allowed: row.hits <= limit, retryAfterSeconds };
  }

  async reset(key: string): Promise<void> {
    await deleteRateLimit(this.db, { key });
  }

  async prune(): Promise<void> {
    await deleteEndedRateLimits(this.db);
  }
}
