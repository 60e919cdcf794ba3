import type { DB } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

/**
 * Counts one hit in a fixed window, as one atomic upsert: a window that has ended starts over at
 * 1 with the new `resetAt`. Returns the window's count and end after this hit.
 */
export function hitRateLimit(db: Kysely<DB>, params: { key: string; resetAt: Date }): Promise<{ hits: number; resetAt: Date }> {
  const { key, resetAt } = params;
  return db
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
}

export async function deleteRateLimit(db: Kysely<DB>, params: { key: string }): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', params.key).execute();
}

/** Drops every window that has ended. */
export async function deleteEndedRateLimits(db: Kysely<DB>): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('resetAt', '<=', sql<Date>`now()`)
    .execute();
}
