import type { UpcomingPaymentOut } from '@paydown/domain';
import { formatCurrencyDetailed, formatShortDate, toAmount } from '../../lib/format.ts';
import { pushSummaryOnce } from '../notifications/store.ts';
import { hasSavings, suggestionSignature, type Suggestion } from './labels.ts';

const MESSAGE_LENGTH = 160;
/** A summary lists a few payments and the best suggestion; longer text is clipped. */
const SUMMARY_LENGTH = 280;

/** Shortens text to about `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max = MESSAGE_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A payment reminder's identity: one per debt and cycle (its due and suggested dates). */
export const upcomingNewsId = (p: Pick<UpcomingPaymentOut, 'debtId' | 'dueDate' | 'suggestedDate'>) =>
  `upcoming:${p.debtId}:${p.dueDate}:${p.suggestedDate}`;

function paymentLine(p: UpcomingPaymentOut): string {
  const savings = toAmount(p.interestSavings) > 0 ? ` (saves ${formatCurrencyDetailed(p.interestSavings)})` : '';
  return `${p.debtName} ${formatCurrencyDetailed(p.amount)} on ${formatShortDate(p.suggestedDate)}${savings}`;
}

/**
 * After a generation, the notifications bell gets at most ONE item that sums up what is new: the
 * payments of the next 7 days (the dashboard's Upcoming Payments) and the suggestions the user was
 * not told about before (see suggestionSignature). Generating again with the same figures adds
 * nothing. Returns whether an item was added.
 */
export function notifyAfterGenerate(
  userId: number,
  news: { suggestions: readonly Suggestion[]; upcoming: readonly UpcomingPaymentOut[] },
): boolean {
  const suggestions = news.suggestions.filter((s) => !s.isApplied).map((s) => ({ s, id: suggestionSignature(s) }));
  const upcoming = news.upcoming.map((p) => ({ p, id: upcomingNewsId(p) }));
  return pushSummaryOnce(userId, [...upcoming.map((u) => u.id), ...suggestions.map((x) => x.id)], (freshIds) => {
    const fresh = new Set(freshIds);
    const payments = upcoming.filter((u) => fresh.has(u.id)).map((u) => u.p);
    const advice = suggestions.filter((x) => fresh.has(x.id)).map((x) => x.s);
    const titles = [
      ...(payments.length > 0 ? [`${plural(payments.length, 'payment')} in the next 7 days`] : []),
      ...(advice.length > 0 ? [plural(advice.length, 'new suggestion')] : []),
    ];
    const parts: string[] = [];
    if (payments.length > 0) parts.push(`${payments.map(paymentLine).join('; ')}.`);
    const best = advice[0];
    if (best) {
      const savings = hasSavings(best) ? ` Potential savings: ${formatCurrencyDetailed(best.potentialSavings)}.` : '';
      parts.push(`${advice.length > 1 ? 'Top suggestion: ' : ''}${best.title}.${savings}`);
    }
    return {
      id: `summary:${freshIds.join('|')}`,
      type: payments.length > 0 ? 'alert' : 'recommendation',
      title: titles.join(' · '),
      message: clip(parts.join(' '), SUMMARY_LENGTH),
    };
  });
}
