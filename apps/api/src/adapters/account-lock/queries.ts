import type { DB } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

/**
 * The first half of the key of every per-account lock, so these never meet an advisory lock taken
 * for another purpose (the second half is the user's id).
 */
const ACCOUNT_LOCK_SPACE = 1;

/**
 * Holds the account's write lock until the caller's transaction ends. A transaction-scoped advisory
 * lock rather than a lock on the user's row: it waits only for another holder of the same lock,
 * never for (or against) the row locks of payments, sign-ins or account changes, so it cannot join
 * a deadlock with them. On PGlite (one connection) it is granted at once: the transaction already
 * has the database to itself.
 */
export async function lockAccount(trx: Kysely<DB>, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}::int, ${userId}::int)`.execute(trx);
}
