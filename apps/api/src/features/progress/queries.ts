import type { DB } from '@paydown/db';
import type { Kysely } from 'kysely';

// Every query is scoped by the owner's id: another user's debts, payments and edits are never read.

/** One debt's balance edits made by hand (caller holds its row lock), with when each was entered. */
export function debtBalanceEdits(trx: Kysely<DB>, params: { debtId: number }) {
  return trx
    .selectFrom('balanceSnapshots')
    .select(['id', 'debtId', 'day', 'balanceBefore', 'balance', 'createdAt'])
    .where('debtId', '=', params.debtId)
    .execute();
}

/**
 * Records a balance changed by hand (caller holds the debt's row lock), before and after. Several
 * edits on one day keep their own rows; the line adds up what each changed.
 */
export async function insertBalanceEdit(
  trx: Kysely<DB>,
  params: { userId: number; debtId: number; day: string; balanceBefore: string; balance: string },
): Promise<void> {
  await trx.insertInto('balanceSnapshots').values(params).execute();
}
