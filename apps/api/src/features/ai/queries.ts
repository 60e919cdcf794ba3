import type { AiSuggestionRow, DB, NewAiSuggestion } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

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

/**
 * Locks the user's row until the transaction ends: generations (and applies) of one user run one
 * after another, so parallel requests cannot pile up open suggestions.
 */
export async function lockUser(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export function openSuggestions(db: Kysely<DB>, userId: number): Promise<AiSuggestionRow[]> {
  return db.selectFrom('aiSuggestions').selectAll().where('userId', '=', userId).where('isApplied', '=', false).execute();
}

/** The keys and figures of the applied suggestions: one applied for unchanged figures is not offered again. */
export function appliedFingerprints(db: Kysely<DB>, userId: number): Promise<{ key: string; fingerprint: string | null }[]> {
  return db.selectFrom('aiSuggestions').select(['key', 'fingerprint']).where('userId', '=', userId).where('isApplied', '=', true).execute();
}

export type SuggestionValues = Omit<NewAiSuggestion, 'userId'>;

export function insertSuggestions(db: Kysely<DB>, userId: number, rows: readonly SuggestionValues[]): Promise<AiSuggestionRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('aiSuggestions')
    .values(rows.map((r) => ({ ...r, userId })))
    .returningAll()
    .execute();
}

/** Rewrites an open suggestion in place (same id); an applied one is left alone. */
export function updateOpenSuggestion(
  db: Kysely<DB>,
  userId: number,
  id: number,
  values: SuggestionValues,
): Promise<AiSuggestionRow | undefined> {
  return db
    .updateTable('aiSuggestions')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('isApplied', '=', false)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOpenSuggestions(db: Kysely<DB>, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('aiSuggestions').where('userId', '=', userId).where('isApplied', '=', false).where('id', 'in', ids).execute();
}

/**
 * Marks a suggestion applied if it is still open (a second apply changes nothing), at `at` (the
 * app's clock: the undo window is measured on it), with what undoing it writes back.
 */
export function markApplied(
  db: Kysely<DB>,
  userId: number,
  params: { id: number; at: Date; undo: string },
): Promise<AiSuggestionRow | undefined> {
  return db
    .updateTable('aiSuggestions')
    .set({ isApplied: true, appliedAt: params.at, undo: params.undo, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', params.id)
    .where('isApplied', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** An applied suggestion open again (undone): nothing left to undo. */
export function markOpen(db: Kysely<DB>, userId: number, id: number): Promise<AiSuggestionRow | undefined> {
  return db
    .updateTable('aiSuggestions')
    .set({ isApplied: false, appliedAt: null, undo: null, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('isApplied', '=', true)
    .returningAll()
    .executeTakeFirst();
}
