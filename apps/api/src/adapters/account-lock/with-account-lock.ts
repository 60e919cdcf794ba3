import type { DB } from '@paydown/db';
import type { Kysely, Transaction } from 'kysely';
import { lockAccount } from './queries.ts';

/**
 * Runs `work` in one transaction holding the account's write lock: a count and the insert it allows
 * (a capped list: debts, lump sums) cannot interleave with another request of the same user, so
 * parallel requests at the cap add one row, not one each. Inside `work` use only `trx`.
 */
export function withAccountLock<T>(db: Kysely<DB>, userId: number, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    return work(trx);
  });
}
