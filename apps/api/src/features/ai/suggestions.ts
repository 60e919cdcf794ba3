import { createHash } from 'node:crypto';
import type { AiSuggestionRow, DB } from '@paydown/db';
import { suggestionRow, type SuggestionCandidate } from '@paydown/domain';
import type { Kysely } from 'kysely';
import {
  appliedFingerprints,
  deleteOpenSuggestions,
  insertSuggestions,
  lockUser,
  openSuggestions,
  updateOpenSuggestion,
  type SuggestionValues,
} from './queries.ts';

// Storing suggestions so their ids survive regeneration (an id a client holds keeps naming the same
// suggestion): each has a stable key (the engine's key: its kind, which fixes the action, plus its
// debt), the open one with that key is rewritten in place, and the open set is replaced under a lock
// on the user (so parallel generations cannot pile up duplicates).

export interface Worded {
  title: string;
  description: string;
  wording: 'local' | 'openai';
}

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * The suggestion's figures and what applying it changes, without the day it was computed on: an
 * applied suggestion is not offered again while these stay the same.
 */
export function fingerprintOf(c: SuggestionCandidate): string {
  const { today: _today, ...dates } = c.facts.dates;
  return sha256({ action: c.action, savings: c.potentialSavings, facts: { ...c.facts, dates } });
}

/** A hash of everything the suggestions were computed from (the facts, the day among them). */
export function sourceHashOf(source: unknown): string {
  return sha256(source);
}

/**
 * The stored row says exactly what `values` would write: same facts (sourceHash), same figures and
 * action (fingerprint, which hashes both), same words and score. Any doubt (a type read back
 * differently) simply means it is written again.
 */
function storedAlready(row: AiSuggestionRow, values: SuggestionValues): boolean {
  return (
    row.sourceHash === values.sourceHash &&
    row.fingerprint === values.fingerprint &&
    row.suggestionType === values.suggestionType &&
    row.debtId === (values.debtId ?? null) &&
    row.title === values.title &&
    row.description === values.description &&
    row.wording === values.wording &&
    row.impactScore === values.impactScore &&
    row.potentialSavings === (values.potentialSavings ?? null)
  );
}

export interface ReplaceInput {
  candidates: readonly SuggestionCandidate[];
  /** New words per key (the wording service's); a key without words keeps its stored ones if its figures are unchanged. */
  words: ReadonlyMap<string, Worded>;
  sourceHash: string;
}

/**
 * Makes the user's open suggestions exactly `candidates`, atomically: same key -> same row (id
 * kept), new key -> inserted, gone -> deleted; a candidate matching an applied suggestion's key and
 * figures is skipped. Returns the open rows, highest impact first.
 */
export function replaceOpenSuggestions(db: Kysely<DB>, userId: number, input: ReplaceInput): Promise<AiSuggestionRow[]> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const open = await openSuggestions(trx, userId);
    const applied = new Set((await appliedFingerprints(trx, userId)).map((a) => `${a.key}\n${a.fingerprint ?? ''}`));
    const byKey = new Map(open.map((o) => [o.key, o]));
    const seen = new Set<string>();
    const kept: AiSuggestionRow[] = [];
    const fresh: SuggestionValues[] = [];
    for (const c of input.candidates) {
      if (seen.has(c.key)) continue;
      seen.add(c.key);
      const fingerprint = fingerprintOf(c);
      if (applied.has(`${c.key}\n${fingerprint}`)) continue;
      const existing = byKey.get(c.key);
      const words =
        input.words.get(c.key) ??
        (existing && existing.fingerprint === fingerprint
          ? { title: existing.title, description: existing.description, wording: existing.wording === 'openai' ? 'openai' : 'local' }
          : { title: c.title, description: c.description, wording: 'local' });
      const values: SuggestionValues = {
        ...suggestionRow(c),
        key: c.key,
        title: words.title,
        description: words.description,
        wording: words.wording,
        // jsonb is written as JSON text (schema.ts).
        action: c.action ? JSON.stringify(c.action) : null,
        fingerprint,
        sourceHash: input.sourceHash,
      };
      if (existing) {
        byKey.delete(c.key);
        // Most regenerations (a second 'Get Recommendations', the plan page's refresh) find the
        // same figures from the same facts: a row already holding them is not written again (a
        // generation of 44 suggestions wrote 44 identical UPDATEs; docs/performance.md, part 3).
        if (storedAlready(existing, values)) {
          kept.push(existing);
          continue;
        }
        const row = await updateOpenSuggestion(trx, userId, existing.id, values);
        if (row) kept.push(row);
      } else {
        fresh.push(values);
      }
    }
    await deleteOpenSuggestions(
      trx,
      userId,
      [...byKey.values()].map((o) => o.id),
    );
    const inserted = await insertSuggestions(trx, userId, fresh);
    return [...kept, ...inserted].sort((a, b) => b.impactScore - a.impactScore || a.id - b.id);
  });
}
