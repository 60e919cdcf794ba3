import type { AiSuggestionRow, DB, PaymentRow } from '@paydown/db';
import type { Kysely } from 'kysely';

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

export function listUserPayments(db: Kysely<DB>, userId: number): Promise<PaymentRow[]> {
  return db.selectFrom('paymentHistory').selectAll().where('userId', '=', userId).orderBy('paymentDate').execute();
}
