import type { BankAccountsTable, BankConnectionStatus, DB, StatementLineKindValue } from '@paydown/db';
import type { IsoDate } from '@paydown/domain';
import type { Insertable, Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

// Bank connections, their accounts and the transactions read. Every query a user's request runs is
// scoped by the owner's id; the webhook finds its connection by Plaid's item id.

/** Stores a connection (the same item exchanged again takes the new token and stays the user's). */
export async function insertConnection(
  db: Kysely<DB>,
  values: { userId: number; itemId: string; accessToken: string; institutionName: string | null },
): Promise<number | null> {
  const row = await db
    .insertInto('bankConnections')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('itemId')
        .doUpdateSet({ accessToken: values.accessToken, status: 'ok', errorCode: null })
        .where('bankConnections.userId', '=', values.userId),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findConnection(db: Kysely<DB>, params: { userId: number; id: number }) {
  return db.selectFrom('bankConnections').selectAll().where('userId', '=', params.userId).where('id', '=', params.id).executeTakeFirst();
}

/** The connection's row locked in the caller's transaction: two syncs of one item take turns. */
export function lockConnection(trx: Kysely<DB>, params: { userId: number; id: number }) {
  return trx
    .selectFrom('bankConnections')
    .selectAll()
    .where('userId', '=', params.userId)
    .where('id', '=', params.id)
    .forUpdate()
    .executeTakeFirst();
}

/** The connection a webhook names, with what its owner's plan allows (a sync writes). */
export function connectionByItem(db: Kysely<DB>, params: { itemId: string }) {
  return db
    .selectFrom('bankConnections as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'c.userId', 'u.subscriptionStatus', 'u.trialEndDate', 'u.hasLifetimeAccess'])
    .where('c.itemId', '=', params.itemId)
    .executeTakeFirst();
}

export async function setConnectionStatus(
  db: Kysely<DB>,
  params: { id: number; status: BankConnectionStatus; errorCode: string | null },
): Promise<void> {
  await db.updateTable('bankConnections').set({ status: params.status, errorCode: params.errorCode }).where('id', '=', params.id).execute();
}

export async function finishSync(trx: Kysely<DB>, params: { id: number; cursor: string; institutionName: string | null; at: Date }) {
  await trx
    .updateTable('bankConnections')
    .set({
      transactionsCursor: params.cursor,
      lastSyncAt: params.at,
      status: 'ok',
      errorCode: null,
      ...(params.institutionName ? { institutionName: params.institutionName } : {}),
    })
    .where('id', '=', params.id)
    .execute();
}

export async function deleteConnection(db: Kysely<DB>, params: { userId: number; id: number }): Promise<void> {
  await db.deleteFrom('bankConnections').where('userId', '=', params.userId).where('id', '=', params.id).execute();
}

/** The user's connections, oldest first, each with its accounts and the names of their debts. */
export function listConnections(db: Kysely<DB>, params: { userId: number; id?: number }) {
  let query = db
    .selectFrom('bankConnections as c')
    .select((eb) => [
      'c.id',
      'c.institutionName',
      'c.status',
      'c.lastSyncAt',
      jsonArrayFrom(
        eb
          .selectFrom('bankAccounts as a')
          .leftJoin('debts as d', (join) => join.onRef('d.id', '=', 'a.debtId').onRef('d.userId', '=', 'a.userId'))
          .select(['a.id', 'a.name', 'a.mask', 'a.type', 'a.subtype', 'a.debtId', 'd.debtName', 'a.facts'])
          .whereRef('a.connectionId', '=', 'c.id')
          .orderBy('a.id'),
      ).as('accounts'),
    ])
    .where('c.userId', '=', params.userId);
  if (params.id !== undefined) query = query.where('c.id', '=', params.id);
  return query.orderBy('c.id').execute();
}

export async function upsertAccount(
  trx: Kysely<DB>,
  // An account as read from the bank; which debt it maps to is the user's choice, set apart.
  values: Omit<Insertable<BankAccountsTable>, 'id' | 'debtId' | 'createdAt'>,
): Promise<void> {
  const { connectionId: _c, userId: _u, accountId: _a, ...changed } = values;
  await trx
    .insertInto('bankAccounts')
    .values(values)
    .onConflict((oc) => oc.columns(['connectionId', 'accountId']).doUpdateSet(changed))
    .execute();
}

export function listAccounts(db: Kysely<DB>, params: { connectionId: number }) {
  return db.selectFrom('bankAccounts').selectAll().where('connectionId', '=', params.connectionId).orderBy('id').execute();
}

export function findAccount(db: Kysely<DB>, params: { userId: number; connectionId: number; id: number }) {
  return db
    .selectFrom('bankAccounts')
    .selectAll()
    .where('userId', '=', params.userId)
    .where('connectionId', '=', params.connectionId)
    .where('id', '=', params.id)
    .executeTakeFirst();
}

export async function linkAccount(db: Kysely<DB>, params: { id: number; debtId: number }): Promise<void> {
  await db.updateTable('bankAccounts').set({ debtId: params.debtId }).where('id', '=', params.id).execute();
}

/** Transactions added or modified by the lender: a modified one replaces what was read (its payment link stays). */
export async function upsertTransactions(
  trx: Kysely<DB>,
  rows: readonly {
    connectionId: number;
    userId: number;
    accountId: string;
    transactionId: string;
    kind: StatementLineKindValue;
    postedOn: IsoDate;
    amount: string;
    description: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('bankTransactions')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['connectionId', 'transactionId']).doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        postedOn: eb.ref('excluded.postedOn'),
        amount: eb.ref('excluded.amount'),
        description: eb.ref('excluded.description'),
      })),
    )
    .execute();
}

/** Transactions the lender withdrew (a pending one that posted under a new id); a payment logged from one stays. */
export async function deleteTransactions(trx: Kysely<DB>, params: { connectionId: number; transactionIds: readonly string[] }) {
  if (params.transactionIds.length === 0) return;
  await trx
    .deleteFrom('bankTransactions')
    .where('connectionId', '=', params.connectionId)
    .where('transactionId', 'in', params.transactionIds)
    .execute();
}

/** An account's transactions read so far, amounts as text. */
export function accountTransactions(trx: Kysely<DB>, params: { connectionId: number; accountId: string }) {
  return trx
    .selectFrom('bankTransactions')
    .select((eb) => ['transactionId', 'kind', 'postedOn', eb.cast<string>('amount', 'text').as('amount'), 'description', 'paymentId'])
    .where('connectionId', '=', params.connectionId)
    .where('accountId', '=', params.accountId)
    .orderBy('postedOn')
    .orderBy('transactionId')
    .execute();
}

/** The payments the connection's transactions already are (no other transaction matches them). */
export async function claimedPayments(trx: Kysely<DB>, params: { connectionId: number }): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('bankTransactions')
    .select('paymentId')
    .where('connectionId', '=', params.connectionId)
    .where('paymentId', 'is not', null)
    .execute();
  return new Set(rows.flatMap((r) => (r.paymentId === null ? [] : [r.paymentId])));
}

export async function setTransactionPayment(trx: Kysely<DB>, params: { connectionId: number; transactionId: string; paymentId: number }) {
  await trx
    .updateTable('bankTransactions')
    .set({ paymentId: params.paymentId })
    .where('connectionId', '=', params.connectionId)
    .where('transactionId', '=', params.transactionId)
    .execute();
}
