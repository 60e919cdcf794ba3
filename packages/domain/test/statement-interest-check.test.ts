import { describe, expect, it } from 'vitest';
import type { CardPart } from '../src/card/types.ts';
import { checkStatementInterest, statementDueDate, type CheckLine, type InterestCheckInput } from '../src/statements/index.ts';

// The worked examples of docs/money-math.md, "The interest check".

/** Example 1: 2026-10-08 to 2026-11-07 (31 days), $3,000.00 carried in, 24.99 %. */
const october: CheckLine[] = [
  { postedOn: '2026-10-15', kind: 'purchase', amount: 12_000 },
  { postedOn: '2026-10-20', kind: 'payment', amount: -50_000 },
  { postedOn: '2026-10-28', kind: 'purchase', amount: 4_567 },
  { postedOn: '2026-11-07', kind: 'interest', amount: 5_948 },
];
/** A card of one balance, as cardPartsOf makes it (its stored balance is set to the statement's). */
const card = (apr: number): CardPart[] => [
  { id: 0, kind: 'purchase', balance: 0, apr, promoApr: null, promoEndDate: null, deferredInterest: false },
];
const example1 = (apr: number, interestCharged = 5_948): InterestCheckInput => ({
  periodStart: '2026-10-08',
  periodEnd: '2026-11-07',
  closingBalance: 272_515,
  interestCharged,
  lines: october,
  parts: card(apr),
  dueDay: 2,
});

/** Example 3: 2026-11-08 to 2026-12-07 (30 days), $500.00 carried in, $200.00 bought on 11-12, $500.00 paid. */
const november = (paidOn: string, interest: number): InterestCheckInput => ({
  periodStart: '2026-11-08',
  periodEnd: '2026-12-07',
  closingBalance: 50_000 + 20_000 - 50_000 + interest,
  interestCharged: interest,
  lines: [
    { postedOn: '2026-11-12', kind: 'purchase', amount: 20_000 },
    { postedOn: paidOn, kind: 'payment', amount: -50_000 },
    { postedOn: '2026-12-07', kind: 'interest', amount: interest },
  ],
  parts: card(2_499),
  dueDay: 2,
});

describe('the interest check', () => {
  it('example 1: the charge matches to the cent (8,688,237 cent-days × 24.99 % / 365 = $59.48)', () => {
    const check = checkStatementInterest(example1(2_499), 'Chase');
    expect(check).toMatchObject({
      openingBalance: 300_000,
      balanceDays: 8_688_237,
      interestComputed: 5_948,
      difference: 0,
      verdict: 'match',
      cause: null,
      graceApplied: false,
    });
  });

  it('example 2: the APR entered is 21.99 %: Paydown computes $52.34, $7.14 less, and names 24.99 %', () => {
    const check = checkStatementInterest(example1(2_199), 'Chase');
    expect(check).toMatchObject({ interestComputed: 5_234, difference: 714, verdict: 'charged_more' });
    expect(check.cause).toMatchObject({ kind: 'apr', impliedApr: '24.99' });
  });

  it('example 3: paid after the due date (12-02): no grace, every day carries interest, $12.80 to the cent', () => {
    expect(statementDueDate('2026-11-08', 2)).toBe('2026-12-02');
    expect(checkStatementInterest(november('2026-12-05', 1_280))).toMatchObject({
      balanceDays: 1_870_000,
      interestComputed: 1_280,
      verdict: 'match',
      graceApplied: false,
    });
  });

  it('example 3, paid in full by the due date: no interest on purchases (grace); a lender that charged $11.09 carried them without grace', () => {
    expect(checkStatementInterest(november('2026-11-30', 0))).toMatchObject({ interestComputed: 0, verdict: 'match', graceApplied: true });
    const lost = checkStatementInterest(november('2026-11-30', 1_109), 'Citi');
    expect(lost).toMatchObject({ interestComputed: 0, difference: 1_109, verdict: 'charged_more' });
    expect(lost.cause?.kind).toBe('no_grace');
    expect(lost.cause?.text).toContain('Citi counted the previous balance as not paid in full');
  });

  it('example 4 (§1026.54(a)(1)(ii)): the balance was in a grace period, $300.00 of it repaid by the due date: that part carries no interest', () => {
    const input: InterestCheckInput = {
      ...november('2026-12-05', 726),
      lines: [
        { postedOn: '2026-11-12', kind: 'purchase', amount: 20_000 },
        { postedOn: '2026-11-30', kind: 'payment', amount: -30_000 },
        { postedOn: '2026-12-05', kind: 'payment', amount: -20_000 },
        { postedOn: '2026-12-07', kind: 'interest', amount: 726 },
      ],
      closingBalance: 20_726,
    };
    // 4 × 200.00 + 23 × 400.00 + 3 × 200.00 = 1,060,000 cent-days → $7.26 (the $300.00 from day 0).
    expect(checkStatementInterest({ ...input, openingInGrace: true })).toMatchObject({
      balanceDays: 1_060_000,
      interestComputed: 726,
      verdict: 'match',
      graceApplied: false,
    });
    // A balance carried from earlier cycles: the $300.00 counts from its day, $11.78.
    expect(checkStatementInterest(input)).toMatchObject({ balanceDays: 1_720_000, interestComputed: 1_178 });
  });

  it('a fee booked as interest is named; so is a minimum interest charge', () => {
    const fee = { postedOn: '2026-11-07', kind: 'fee' as const, amount: 2_900 };
    const lines = [...october.slice(0, 3), fee, { postedOn: '2026-11-07', kind: 'interest' as const, amount: 8_848 }];
    const check = checkStatementInterest({ ...example1(2_499, 8_848), lines, closingBalance: 278_315 });
    expect(check).toMatchObject({ interestComputed: 5_950, difference: 2_898 });
    expect(check.cause).toMatchObject({ kind: 'fee', text: 'a fee of $29.00 counted as interest.' });
    const tiny = checkStatementInterest({
      ...november('2026-12-05', 150),
      lines: [{ postedOn: '2026-11-12', kind: 'purchase', amount: 500 }],
      closingBalance: 650,
    });
    expect(tiny.cause?.kind).toBe('fee');
  });

  it('cash advances on a card without a cash-advance balance: a balance not entered', () => {
    const input = example1(2_499, 7_500);
    const check = checkStatementInterest({
      ...input,
      lines: [...october, { postedOn: '2026-10-10', kind: 'cash_advance', amount: 20_000 }],
      closingBalance: 292_515,
    });
    expect(check.cause?.kind).toBe('balance_not_entered');
  });
});
