import { formatCurrencyDetailed } from '../../lib/format.ts';
import { pushNotificationsOnce } from '../notifications/store.ts';
import { hasSavings, suggestionSignature, type Suggestion } from './labels.ts';

const MESSAGE_LENGTH = 160;

/** Shortens text to about `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max = MESSAGE_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/**
 * Announces newly generated suggestions in the notifications bell: one 'recommendation' item per
 * suggestion the user has not been told about before (see suggestionSignature), so generating
 * again with the same figures adds nothing. Returns how many were added.
 */
export function notifyNewSuggestions(userId: number, suggestions: readonly Suggestion[]): number {
  return pushNotificationsOnce(
    userId,
    suggestions
      .filter((s) => !s.isApplied)
      .map((s) => ({
        id: suggestionSignature(s),
        type: 'recommendation' as const,
        title: s.title,
        message: hasSavings(s)
          ? `Potential savings: ${formatCurrencyDetailed(s.potentialSavings)}. ${clip(s.description, MESSAGE_LENGTH - 40)}`
          : clip(s.description),
      })),
  );
}
