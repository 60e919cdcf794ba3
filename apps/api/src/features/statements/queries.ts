import type { DB, NewStatementLine, StatementSource } from '@paydown/db';
import type { IsoDate } from '@paydown/domain';
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

// Statements, their lines, and what is remembered per account and per CSV header. Every query is
// scoped by the owner's id: another user's rows are never read.

export async function rememberedDebt(db: Kysely<DB>, params: { userId: number; accountKey: string }): Promise<number | null> {
  const row = await db
    .selectFrom('statementAccounts')
    .innerJoin('debts', 'debts.id', 'statementAccounts.debtId')
    .select('statementAccounts.debtId')
    .where('statementAccounts.userId', '=', params.userId)
    .where('debts.userId', '=', params.userId)
    .where('statementAccounts.accountKey', '=', params.accountKey)
    .executeTakeFirst();
  return row?.debtId ?? null;
}

export async function rememberDebt(trx: Kysely<DB>, params: { userId: number; accountKey: string; debtId: number }): Promise<void> {
  await trx
    .insertInto('statementAccounts')
    .values(params)
    .onConflict((oc) => oc.columns(['userId', 'accountKey']).doUpdateSet({ debtId: params.debtId, updatedAt: sql`now()` }))
    .execute();
}

export async function rememberedMapping(db: Kysely<DB>, params: { userId: number; headerKey: string }): Promise<unknown> {
  const row = await db
    .selectFrom('statementCsvMappings')
    .select('mapping')
    .where('userId', '=', params.userId)
    .where('headerKey', '=', params.headerKey)
    .executeTakeFirst();
  return row?.mapping ?? null;
}

export async function rememberMapping(trx: Kysely<DB>, params: { userId: number; headerKey: string; mapping: string }): Promise<void> {
  await trx
    .insertInto('statementCsvMappings')
    .values(params)
    .onConflict((oc) => oc.columns(['userId', 'headerKey']).doUpdateSet({ mapping: params.mapping, updatedAt: sql`now()` }))
    .execute();
}

/** The debt's lines already stored among `fitids`. */
export function storedFitids(db: Kysely<DB>, params: { userId: number; debtId: number; fitids: readonly string[] }) {
  if (params.fitids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('statementLines')
    .select(['fitid', 'paymentId'])
    .where('userId', '=', params.userId)
    .where('debtId', '=', params.debtId)
    .where('fitid', 'in', params.fitids)
    .execute();
}

/**
 * The debt's logged payments dated from `from` to `to`, amounts as text, each with whether a stored
 * statement line already is that payment (then it matches no other line).
 */
export function paymentsBetween(db: Kysely<DB>, params: { userId: number; debtId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('paymentHistory as p')
    .select((eb) => [
      'p.id',
      eb.cast<string>('p.amount', 'text').as('amount'),
      'p.paymentDate',
      'p.parts',
      eb.exists(eb.selectFrom('statementLines as l').select('l.id').whereRef('l.paymentId', '=', 'p.id')).as('claimed'),
    ])
    .where('p.userId', '=', params.userId)
    .where('p.debtId', '=', params.debtId)
    .where('p.paymentDate', '>=', params.from)
    .where('p.paymentDate', '<=', params.to)
    .orderBy('p.paymentDate')
    .orderBy('p.id')
    .execute();
}

/** The sum of the debt's payments dated after `after`, as text. */
export async function paymentsAfter(db: Kysely<DB>, params: { userId: number; debtId: number; after: IsoDate }): Promise<string> {
  const row = await db
    .selectFrom('paymentHistory')
    .select((eb) => eb.cast<string>(eb.fn.coalesce(eb.fn.sum('amount'), sql`0`), 'text').as('total'))
    .where('userId', '=', params.userId)
    .where('debtId', '=', params.debtId)
    .where('paymentDate', '>', params.after)
    .executeTakeFirstOrThrow();
  return row.total;
}

export function findStatement(db: Kysely<DB>, params: { userId: number; debtId: number; periodStart: IsoDate; periodEnd: IsoDate }) {
  return db
    .selectFrom('statements')
    .select('id')
    .where('userId', '=', params.userId)
    .where('debtId', '=', params.debtId)
    .where('periodStart', '=', params.periodStart)
    .where('periodEnd', '=', params.periodEnd)
    .executeTakeFirst();
}

/** Stores a statement period; one already stored for the same debt and period is kept as it is (null). */
export async function insertStatement(
  trx: Kysely<DB>,
  values: {
    userId: number;
    debtId: number;
    source: StatementSource;
    accountKey: string | null;
    lender: string | null;
    periodStart: IsoDate;
    periodEnd: IsoDate;
    closingBalance: string | null;
    interestCharged: string;
  },
): Promise<number | null> {
  const row = await trx
    .insertInto('statements')
    .values(values)
    .onConflict((oc) => oc.columns(['debtId', 'periodStart', 'periodEnd']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stores lines; one whose fitid the debt already has is skipped (never twice). */
export async function insertLines(trx: Kysely<DB>, rows: readonly NewStatementLine[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('statementLines')
    .values(rows)
    .onConflict((oc) => oc.columns(['debtId', 'fitid']).doNothing())
    .execute();
}

/** A debt's stored statements, latest period first, each with its lines (amounts as text). */
export function listStatements(db: Kysely<DB>, params: { userId: number; debtId: number }) {
  return db
    .selectFrom('statements as s')
    .select((eb) => [
      's.id',
      's.source',
      's.lender',
      's.periodStart',
      's.periodEnd',
      eb.cast<string | null>('s.closingBalance', 'text').as('closingBalance'),
      eb.cast<string>('s.interestCharged', 'text').as('interestCharged'),
      jsonArrayFrom(
        eb
          .selectFrom('statementLines as l')
          // The logged payment a line is: its split among the card's balances.
          .leftJoin('paymentHistory as ph', 'ph.id', 'l.paymentId')
          .select((l) => ['l.kind', 'l.postedOn', l.cast<string>('l.amount', 'text').as('amount'), 'ph.parts as split'])
          .whereRef('l.statementId', '=', 's.id')
          .orderBy('l.postedOn')
          .orderBy('l.id'),
      ).as('lines'),
    ])
    .where('s.userId', '=', params.userId)
    .where('s.debtId', '=', params.debtId)
    .orderBy('s.periodEnd', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}
