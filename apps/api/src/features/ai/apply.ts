import type { AiSuggestionRow } from '@paydown/db';
import {
  actionDebtPatch,
  applyPreview,
  applyPreviewResponse,
  suggestionUndoSchema,
  type AiSuggestionOut,
  type ApplyPreviewOut,
  type SuggestionUndo,
} from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { applySuggestedChange, restoreSuggestedChange } from '../debts/index.ts';
import type { LedgerReader } from '../../ledger/index.ts';
import { findSuggestion, lockUser, markApplied, markOpen } from './queries.ts';
import { actionOf, engineOptions, loadSource, SUGGESTION_NOT_FOUND, toSuggestionOut, undoableUntil } from './service.ts';

// Applying a suggestion shows what it will change first (preview), and can be undone for a while
// (UNDO_WINDOW_MS): applying records the debt's values before and after, undo writes the before back.

function undoOf(row: AiSuggestionRow): SuggestionUndo | null {
  const parsed = suggestionUndoSchema.safeParse(typeof row.undo === 'string' ? JSON.parse(row.undo) : row.undo);
  return parsed.success ? parsed.data : null;
}

/** GET /api/ai-suggestions/{id}/preview: the debt's values and the plan's figures, before and after applying. */
export async function previewSuggestion(deps: Deps, ledger: LedgerReader, id: number): Promise<ApplyPreviewOut> {
  const suggestion = await findSuggestion(deps.db, ledger.userId, id);
  if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
  const { facts } = await loadSource(ledger);
  return applyPreviewResponse(applyPreview(facts, actionOf(suggestion), engineOptions(deps)));
}

/**
 * Applies a suggestion's change to its debt and marks it applied, in one transaction, recording what
 * undo writes back. Twice is harmless.
 */
export async function applySuggestion(deps: Pick<Deps, 'db' | 'now'>, userId: number, id: number): Promise<AiSuggestionOut> {
  const row = await deps.db.transaction().execute(async (trx) => {
    // The same lock as generation: an apply never meets a half-replaced set of suggestions.
    await lockUser(trx, userId);
    const suggestion = await findSuggestion(trx, userId, id);
    if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
    if (suggestion.isApplied) return suggestion;
    const action = actionOf(suggestion);
    let undo: SuggestionUndo = { change: null };
    if (action) {
      const changed = await applySuggestedChange(trx, userId, actionDebtPatch(action));
      if (!changed) throw notFound('The debt this suggestion concerns no longer exists');
      undo = { change: { debtId: action.debtId, ...changed } };
    }
    return (await markApplied(trx, userId, { id, at: deps.now(), undo: JSON.stringify(undo) })) ?? suggestion;
  });
  return toSuggestionOut(row);
}

export const UNDO_EXPIRED = 'This suggestion can no longer be undone.';
export const UNDO_DEBT_CHANGED = 'The debt has been changed since this suggestion was applied, so it was left as it is.';

/**
 * Undoes an applied suggestion within UNDO_WINDOW_MS: the debt gets back exactly the values it had
 * (when it still holds the applied ones) and the suggestion is open again. An open suggestion is
 * answered as it is (undoing twice is harmless).
 */
export async function undoSuggestion(deps: Pick<Deps, 'db' | 'now'>, userId: number, id: number): Promise<AiSuggestionOut> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const suggestion = await findSuggestion(trx, userId, id);
    if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
    if (!suggestion.isApplied) return suggestion;
    const until = undoableUntil(suggestion);
    const undo = undoOf(suggestion);
    if (until === null || undo === null || deps.now().getTime() > until.getTime()) throw new AppError('CONFLICT', UNDO_EXPIRED);
    if (undo.change) {
      const restored = await restoreSuggestedChange(trx, userId, undo.change);
      if (restored === 'changed') throw new AppError('CONFLICT', UNDO_DEBT_CHANGED);
      // A debt deleted since has nothing to restore: the suggestion is simply open again.
    }
    return (await markOpen(trx, userId, id)) ?? suggestion;
  });
  return toSuggestionOut(row);
}
