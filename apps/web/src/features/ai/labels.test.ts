import { describe, expect, it } from 'vitest';
import { makeSuggestion } from '../../test/fixtures.ts';
import { hasSavings, impactLevel, openSuggestions, suggestionSignature, type Suggestion } from './labels.ts';
import { clip } from './notify.ts';

describe('AI suggestion helpers', () => {
  it('shows savings only for a present, non-zero figure', () => {
    expect(hasSavings({ potentialSavings: '12.34' })).toBe(true);
    expect(hasSavings({ potentialSavings: '0.01' })).toBe(true);
    expect(hasSavings({ potentialSavings: '0.00' })).toBe(false);
    expect(hasSavings({ potentialSavings: null })).toBe(false);
  });

  it('names the impact score in three steps (25 points per tenfold of savings)', () => {
    expect(impactLevel(100).label).toBe('High impact');
    expect(impactLevel(50).label).toBe('High impact');
    expect(impactLevel(49).label).toBe('Medium impact');
    expect(impactLevel(25).label).toBe('Medium impact');
    expect(impactLevel(10).label).toBe('Low impact');
    expect(impactLevel(1).label).toBe('Low impact');
  });

  it('keeps open suggestions in the given order, up to a limit', () => {
    const list = [
      makeSuggestion({ id: 1 }),
      makeSuggestion({ id: 2, isApplied: true }),
      makeSuggestion({ id: 3 }),
      makeSuggestion({ id: 4 }),
    ];
    expect(openSuggestions(list).map((s) => s.id)).toEqual([1, 3, 4]);
    expect(openSuggestions(list, 2).map((s) => s.id)).toEqual([1, 3]);
    expect(openSuggestions(undefined)).toEqual([]);
  });

  it('recognises the same advice across generations (new ids), and tells different advice apart', () => {
    const timing = makeSuggestion({ id: 1 });
    const renumbered: Suggestion = { ...timing, id: 99 };
    expect(suggestionSignature(renumbered)).toBe(suggestionSignature(timing));
    expect(suggestionSignature(makeSuggestion({ action: { kind: 'set_suggested_payment_date', debtId: 1, date: '2026-12-09' } }))).not.toBe(
      suggestionSignature(timing),
    );
    const extra = (amount: string) =>
      suggestionSignature(
        makeSuggestion({ suggestionType: 'extra_payment', action: { kind: 'set_extra_payment', debtId: 1, extraPayment: amount } }),
      );
    expect(extra('100.00')).toBe(extra('100.00'));
    expect(extra('100.00')).not.toBe(extra('150.00'));
    const info = (title: string) => suggestionSignature(makeSuggestion({ suggestionType: 'other', debtId: null, action: null, title }));
    expect(info('Your cash flow is tight')).toBe(info('Your cash flow is tight '));
    expect(info('Your cash flow is tight')).not.toBe(info('Add your income to get payment-date suggestions'));
  });

  it('clips long messages at a word boundary', () => {
    expect(clip('Short and sweet.')).toBe('Short and sweet.');
    const long = 'word '.repeat(60);
    const clipped = clip(long, 50);
    expect(clipped.length).toBeLessThanOrEqual(50);
    expect(clipped.endsWith('word…')).toBe(true);
  });
});
