import { preparedRow, type AiSuggestionRow, type DB } from '@paydown/db';
import type { Kysely } from 'kysely';
import { unpaidDebtsJson } from '../debts/queries.ts';
import { incomeJson } from '../income/queries.ts';
import { paymentsJson } from '../payments/queries.ts';

/** Open suggestions first (highest impact first), then applied ones (most recently applied first). */
export function listSuggestions(db: Kysely<DB>, userId: number): Promise<AiSuggestionRow[]> {
  return db
    .selectFrom('aiSuggestions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('isApplied')
    .orderBy('impactScore', 'desc')
    .orderBy('appliedAt', 'desc')
    .orderBy('id')
    .execute();
}

export function findSuggestion(db: Kysely<DB>, userId: number, id: number): Promise<AiSuggestionRow | undefined> {
  return db.selectFrom('aiSuggestions').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** What the suggestion engine reads (unpaid debts, income, logged payments) in one statement, as the dashboard does. */
export const factRows = preparedRow('ai_fact_rows', (db: Kysely<DB>, userId: number) =>
  db.selectNoFrom((eb) => [unpaidDebtsJson(eb, userId).as('debts'), incomeJson(eb, userId).as('income'), paymentsJson(eb, userId).as('payments')]),
);
