import type { DB } from '@paydown/db';
import type { Kysely } from 'kysely';

/** Every debt of the user (paid ones too): what progress starts from. */
export function progressDebts(db: Kysely<DB>, params: { userId: number }) {
  return db.selectFrom('debts').select(['id', 'balance', 'isPaid', 'createdAt']).where('userId', '=', params.userId).execute();
}

/** Every payment of the user, with the balance each left. */
export function progressPayments(db: Kysely<DB>, params: { userId: number }) {
  return db
    .selectFrom('paymentHistory')
    .select(['id', 'debtId', 'paymentDate', 'amount', 'balanceAfter'])
    .where('userId', '=', params.userId)
    .execute();
}
