import type { DB, DebtRow } from '@paydown/db';
import type { Kysely } from 'kysely';

// Every query is scoped by the owner's id: another user's debts, payments and edits are never read.

/** Every debt of the user (paid ones too): what progress starts from and what the plan replays. */
export function progressDebts(db: Kysely<DB>, params: { userId: number }): Promise<DebtRow[]> {
  return db.selectFrom('debts').selectAll().where('userId', '=', params.userId).orderBy('id').execute();
}

/** Every payment of the user: each one a dated change of its debt's balance. */
export function progressPayments(db: Kysely<DB>, params: { userId: number }) {
  return db
    .selectFrom('paymentHistory')
    .select(['id', 'debtId', 'paymentDate', 'amount', 'balanceAfter'])
    .where('userId', '=', params.userId)
    .execute();
}

/** Every balance edit made by hand, dated (balance_snapshots). */
export function progressBalanceEdits(db: Kysely<DB>, params: { userId: number }) {
  return db
    .selectFrom('balanceSnapshots')
    .select(['id', 'debtId', 'day', 'balanceBefore', 'balance'])
    .where('userId', '=', params.userId)
    .execute();
}

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
