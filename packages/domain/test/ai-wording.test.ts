import { describe, expect, it } from 'vitest';
import {
  type MentionableFacts,
  amountMatches,
  formatPercent,
  mentionedAmounts,
  mentionedDates,
  wordingMentionsOnly,
} from '../src/ai/wording.ts';
import { formatShortDate } from '../src/dates/format.ts';

describe('formatting', () => {
  it("formatShortDate: 'Dec 4', with the year only when it is not today's year", () => {
    expect(formatShortDate('2026-12-04')).toBe('Dec 4');
    expect(formatShortDate('2026-12-04', '2026-11-22')).toBe('Dec 4');
    expect(formatShortDate('2027-01-08', '2026-12-28')).toBe('Jan 8, 2027');
    expect(formatShortDate('2026-05-31')).toBe('May 31');
  });

  it('formatPercent: whole percents without decimals', () => {
    expect(formatPercent(1999)).toBe('19.99%');
    expect(formatPercent(1000)).toBe('10%');
    expect(formatPercent(650)).toBe('6.50%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('finding figures in a text', () => {
  it('dollar figures in the usual spellings', () => {
    const found = mentionedAmounts('Pay $1,234.56, then $50 and US$ 12. Or $1.2k, 40 dollars, USD 7.5 and 66 cents.').map((m) => m.text);
    expect(found).toEqual(['$1,234.56', '$50', 'US$ 12', '$1.2k', '40 dollars', 'USD 7.5', '66 cents']);
  });

  it('dates in the usual spellings', () => {
    const found = mentionedDates('Dec 4, December 4th, 2026, 4 December, 2026-12-04, 12/4, 12/04/2026, March 2028, Sept. 9').map((m) => [
      m.year,
      m.month,
      m.day,
    ]);
    expect(found).toEqual([
      [null, 12, 4],
      [2026, 12, 4],
      [null, 12, 4],
      [2026, 12, 4],
      [null, 12, 4],
      [2026, 12, 4],
      [2028, 3, null],
      [null, 9, 9],
    ]);
  });

  it("is not fooled by 'may', percentages or impossible dates", () => {
    expect(mentionedDates('You may 2x your savings; pay 24/7; 13/40 is no date')).toEqual([]);
    expect(mentionedAmounts('19.99% APR for 6 months')).toEqual([]);
    expect(mentionedDates('Due May 3')).toHaveLength(1);
  });

  it('amountMatches: the fact rounded to the precision written', () => {
    const m = (text: string) => mentionedAmounts(text)[0]!;
    expect(amountMatches(m('$1,234.56'), 123_456)).toBe(true);
    expect(amountMatches(m('$1,234.57'), 123_456)).toBe(false);
    expect(amountMatches(m('$1,235'), 123_456)).toBe(true); // 1,234.56 -> 1,235
    expect(amountMatches(m('$1,234'), 123_456)).toBe(false);
    expect(amountMatches(m('$1.2k'), 123_456)).toBe(true); // 1.23456k -> 1.2k
    expect(amountMatches(m('$1.3k'), 123_456)).toBe(false);
    expect(amountMatches(m('66 cents'), 66)).toBe(true);
    expect(amountMatches(m('$0.655'), 66)).toBe(false); // more decimals than cents: never a fact
  });
});

describe('wordingMentionsOnly', () => {
  const facts: MentionableFacts = {
    amounts: { payment: 20_000, savings: 66 },
    dates: { today: '2026-11-22', payDate: '2026-12-04', dueDate: '2026-12-10' },
    debtNames: ['Amex 12/25'],
  };
  const ok = (text: string) => wordingMentionsOnly(text, facts);

  it('accepts a rewording that only restates the facts', () => {
    expect(ok('Pay the $200.00 on Dec 4 instead of Dec 10 and save $0.66.')).toBe(true);
    expect(ok('Paying $200 on December 4th, six days early, saves 66 cents.')).toBe(true);
    expect(ok('Move your Amex 12/25 payment to 12/04/2026 (due 2026-12-10).')).toBe(true); // the name is not a date
    expect(ok('Pay earlier to save interest.')).toBe(true); // no figures at all
  });

  it('rejects an invented amount', () => {
    expect(ok('Pay $200.00 on Dec 4 and save $0.67.')).toBe(false);
    expect(ok('Pay $200.00 on Dec 4 and save $1,000 a year.')).toBe(false);
    expect(ok('That is 20 dollars a month.')).toBe(false);
    expect(ok('Save 70 cents.')).toBe(false);
    expect(ok('Save $5k by paying early.')).toBe(false);
    expect(ok('Save 5$ by paying early.')).toBe(false);
  });

  it('rejects an invented date', () => {
    expect(ok('Pay $200.00 on Dec 5.')).toBe(false);
    expect(ok('Pay on 12/05.')).toBe(false);
    expect(ok('Due 2027-12-10.')).toBe(false); // right day, wrong year
    expect(ok('Pay on December 4, 2027.')).toBe(false);
    expect(ok("You'll be debt-free by March 2028.")).toBe(false);
  });
});
