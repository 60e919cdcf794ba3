import type { DB } from '@paydown/db';
import { ACTIVE_DEBTS_CAP_MESSAGE, debtCapProblem, MAX_ACTIVE_DEBTS, type DebtCounts } from '@paydown/domain';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../errors.ts';
import { lockAccount } from '../../adapters/account-lock/queries.ts';
import { withAccountLock } from '../../adapters/account-lock/with-account-lock.ts';
import { countDebts } from './queries.ts';

// The caps on debts per account (MAX_ACTIVE_DEBTS, MAX_DEBTS): every write that adds a debt, or
// makes a paid-off one active again, counts and writes under the account's lock, so parallel
// requests at the cap cannot each see room for one more.

async function refuseOverCap(db: Kysely<DB>, userId: number, adding: DebtCounts, source: 'one' | 'import'): Promise<void> {
  const problem = debtCapProblem(await countDebts(db, userId), adding, source);
  if (problem) throw new AppError('INVALID', problem);
}

/** Runs `write` (which adds `adding` debts) only if they fit under both caps; otherwise a 400 and nothing written. */
export function withinDebtCaps<T>(
  db: Kysely<DB>,
  userId: number,
  adding: DebtCounts,
  source: 'one' | 'import',
  write: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return withAccountLock(db, userId, async (trx) => {
    await refuseOverCap(trx, userId, adding, source);
    return write(trx);
  });
}

/**
 * The same verdict for a preview that writes nothing (an import's dry run): no lock, so the real
 * import checks again.
 */
export function checkDebtCaps(db: Kysely<DB>, userId: number, adding: DebtCounts): Promise<void> {
  return refuseOverCap(db, userId, adding, 'import');
}

/** What an import of these rows adds: every row to the total, the unpaid ones to the active debts. */
export function importedCounts(rows: readonly { isPaid: boolean }[]): DebtCounts {
  return { active: rows.filter((r) => !r.isPaid).length, total: rows.length };
}

/**
 * Inside a transaction that is about to make a paid-off debt active again (reopened, or its final
 * payment deleted or lowered): takes the account's lock and refuses at the active cap. The debt is
 * still counted as paid here, so the account must have room for one more.
 */
export async function refuseReactivationAtCap(trx: Kysely<DB>, userId: number): Promise<void> {
  await lockAccount(trx, userId);
  const { active } = await countDebts(trx, userId);
  if (active >= MAX_ACTIVE_DEBTS) throw new AppError('INVALID', ACTIVE_DEBTS_CAP_MESSAGE);
}
