import type { AiSuggestionOut } from '@paydown/domain';
import { toAmount } from '../../lib/format.ts';

export type Suggestion = AiSuggestionOut;
export type SuggestionType = Suggestion['suggestionType'];

/** The short label of each suggestion type, shown as a badge on the suggestion. */
export const SUGGESTION_TYPE_LABEL: Record<SuggestionType, string> = {
  payment_timing: 'Payment timing',
  extra_payment: 'Extra payment',
  debt_consolidation: 'Consolidation',
  other: 'Tip',
};

export const SUGGESTION_TYPE_COLOR: Record<SuggestionType, string> = {
  payment_timing: 'teal',
  extra_payment: 'violet',
  debt_consolidation: 'blue',
  other: 'gray',
};

/** A savings line shows only for a present, non-zero figure: a missing or zero potentialSavings shows none. */
export function hasSavings(suggestion: Pick<Suggestion, 'potentialSavings'>): boolean {
  return toAmount(suggestion.potentialSavings) > 0;
}

export interface ImpactLevel {
  label: 'High impact' | 'Medium impact' | 'Low impact';
  color: string;
}

/**
 * impactScore is 25 points per tenfold of savings (docs/money-math.md): 50 is about $100 saved,
 * 25 about $10. Informational suggestions carry the default 10.
 */
export function impactLevel(score: number): ImpactLevel {
  if (score >= 50) return { label: 'High impact', color: 'paydown' };
  if (score >= 25) return { label: 'Medium impact', color: 'yellow' };
  return { label: 'Low impact', color: 'gray' };
}

/** Open suggestions, in the server's order (highest impact first), at most `limit`. */
export function openSuggestions(list: readonly Suggestion[] | undefined, limit = Infinity): Suggestion[] {
  return (list ?? []).filter((s) => !s.isApplied).slice(0, limit);
}

/**
 * What makes two suggestions "the same advice" across generations. Generating again replaces the
 * open suggestions with new rows (new ids), so the id cannot tell; the change a suggestion makes
 * can: the same debt paid on the same date, or the same new extra payment. Informational ones
 * (no change to make) are told apart by their title, which the engine words deterministically.
 */
export function suggestionSignature(s: Pick<Suggestion, 'suggestionType' | 'debtId' | 'title' | 'action'>): string {
  const a = s.action;
  if (a?.kind === 'set_suggested_payment_date') return `ai:${a.kind}:${a.debtId}:${a.date}`;
  if (a?.kind === 'set_extra_payment') return `ai:${a.kind}:${a.debtId}:${a.extraPayment}`;
  return `ai:${s.suggestionType}:${s.debtId ?? 'none'}:${s.title.trim().toLowerCase()}`;
}
