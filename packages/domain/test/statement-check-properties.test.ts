import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingPartsOf } from '../src/card/statement-balances.ts';
import { walkParts } from '../src/card/statement-walk.ts';
import { CARD_PART_KINDS, type CardPart } from '../src/card/types.ts';
import { addDays, daysBetween } from '../src/dates/calendar.ts';
import { creditCardCycleInterest } from '../src/debt/interest.ts';
import { checkStatementInterest, type CheckLine } from '../src/statements/index.ts';
import { runs } from './property-seed.ts';

// Properties of the interest check on a card with several balances (docs/money-math.md, "The
// interest check"): the opening balances found from the closing ones walk forward to them again,
// and balances at one APR give the one-balance figure but for one rounding per balance.

const periodStart = '2026-10-08';
const days = 31;

/** 1 to 4 balances without promotions, each owing $1,000.00 or more, the first one the purchases. */
const partsArb = (apr: fc.Arbitrary<number>): fc.Arbitrary<CardPart[]> =>
  fc
    .array(fc.record({ kind: fc.constantFrom(...CARD_PART_KINDS), balance: fc.integer({ min: 100_000, max: 900_000 }), apr }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((rows) =>
      rows.map((r, i) => ({
        id: i + 1,
        kind: i === 0 ? 'purchase' : r.kind,
        balance: r.balance,
        apr: r.apr,
        promoApr: null,
        promoEndDate: null,
        deferredInterest: false,
      })),
    );

/** Purchases, fees, credits and payments in the period; the payments add up to less than $1,000.00, so none clears a balance. */
const linesArb: fc.Arbitrary<CheckLine[]> = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: days - 1 }),
      kind: fc.constantFrom('purchase' as const, 'fee' as const, 'payment' as const, 'credit' as const),
      amount: fc.integer({ min: 1, max: 20_000 }),
    }),
    { maxLength: 8 },
  )
  .filter((ls) => ls.filter((l) => l.kind === 'payment' || l.kind === 'credit').reduce((n, l) => n + l.amount, 0) < 100_000)
  .map((ls) =>
    ls
      .sort((a, b) => a.day - b.day)
      .map((l) => ({
        postedOn: addDays(periodStart, l.day),
        kind: l.kind,
        amount: l.kind === 'payment' || l.kind === 'credit' ? -l.amount : l.amount,
      })),
  );

describe('the interest check of a card with balances (properties)', () => {
  it('the opening balances found from the closing ones walk forward to those closing balances', () => {
    fc.assert(
      fc.property(
        partsArb(fc.integer({ min: 0, max: 3_000 })),
        linesArb,
        fc.integer({ min: 0, max: 10_000 }),
        (opening, lines, minimumDue) => {
          const walked = walkParts({ periodStart, days, parts: opening, lines, minimumDue, grace: false, repaidBy: null });
          const closing = opening.map((p, i) => ({ ...p, balance: walked[i]!.closing }));
          expect(openingPartsOf(closing, lines, minimumDue).map((p) => p.balance)).toEqual(opening.map((p) => p.balance));
        },
      ),
      runs(200),
    );
  });

  it('balances at one APR: the card figure is the one-balance figure, within a cent per balance', () => {
    fc.assert(
      fc.property(partsArb(fc.constant(2_499)), linesArb, fc.integer({ min: 0, max: 10_000 }), (opening, lines, minimumDue) => {
        const net = lines.reduce((n, l) => n + l.amount, 0);
        const total = opening.reduce((n, p) => n + p.balance, 0);
        // No payment covers the opening balance: no grace; each balance its own sum, one rounding each.
        const check = checkStatementInterest({
          periodStart,
          periodEnd: addDays(periodStart, days - 1),
          closingBalance: total + net,
          interestCharged: 0,
          lines,
          parts: closingOf(opening, lines, minimumDue),
          minimumDue,
          dueDay: 2,
        });
        const txs = lines.map((l) => ({ day: daysBetween(periodStart, l.postedOn), amount: l.amount }));
        const once = creditCardCycleInterest(total, txs, days, 2_499);
        expect(check.graceApplied).toBe(false);
        expect(Math.abs(check.interestComputed - once)).toBeLessThanOrEqual(opening.length);
        expect(check.parts.reduce((n, p) => n + p.interest, 0)).toBe(check.interestComputed);
      }),
      runs(200),
    );
  });
});

/** The balances a card stores at the period's end: the opening ones walked through the lines. */
function closingOf(opening: CardPart[], lines: CheckLine[], minimumDue: number): CardPart[] {
  const walked = walkParts({ periodStart, days, parts: opening, lines, minimumDue, grace: false, repaidBy: null });
  return opening.map((p, i) => ({ ...p, balance: walked[i]!.closing }));
}
