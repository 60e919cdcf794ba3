import { describe, expect, it } from 'vitest';
import {
  CARD_PARTS_MAX_MESSAGE,
  CARD_PARTS_TOTAL_MESSAGE,
  MIN_RULE_FLOOR_MESSAGE,
  MIN_RULE_KIND_MESSAGE,
  MIN_RULE_PERCENT_MESSAGE,
  PART_DEFERRED_NEEDS_PROMO_MESSAGE,
  PART_PROMO_END_PAST_MESSAGE,
  PART_PROMO_END_REQUIRED_MESSAGE,
  PART_PROMO_RATE_REQUIRED_MESSAGE,
  PARTS_CARRY_PROMO_MESSAGE,
  PARTS_ONLY_ON_CARDS_MESSAGE,
  RULE_ONLY_ON_CARDS_MESSAGE,
  cardFieldProblems,
  cardPartPromoProblems,
} from '../src/schemas/card.ts';
import { cardPartFromWire, cardPartToWire, minPaymentRuleFromWire, minPaymentRuleToWire } from '../src/schemas/card-wire.ts';
import { debtCreateInputSchema, debtSchema, debtUpdateInputSchema } from '../src/schemas/debt.ts';
import { firstMessages } from './schema-messages.ts';

const card = {
  debtName: 'Citi card',
  debtType: 'credit_card',
  balance: '1850',
  interestRate: '27.49',
  minPayment: 35,
  dueDate: '2026-12-10',
};
const transfer = { kind: 'balance_transfer', amount: '1200', apr: '27.49', promoApr: 0, promoEndDate: '2027-07-01' };
const purchases = { kind: 'purchase', amount: 650, apr: 27.49 };

describe('a card’s balances and minimum payment rule (input)', () => {
  it('accepts the Citi card: a 0 % transfer and purchases, 1 % + interest at least $35; money and rates normalised', () => {
    const parsed = debtCreateInputSchema.parse({
      ...card,
      balances: [transfer, purchases],
      minPaymentRule: { kind: 'percent_plus_interest', percent: 1, floor: '35' },
    });
    expect(parsed.balances).toEqual([
      { kind: 'balance_transfer', amount: '1200.00', apr: '27.49', promoApr: '0.00', promoEndDate: '2027-07-01', deferredInterest: false },
      { kind: 'purchase', amount: '650.00', apr: '27.49', deferredInterest: false },
    ]);
    expect(parsed.minPaymentRule).toEqual({ kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' });
    expect(minPaymentRuleFromWire(parsed.minPaymentRule)).toEqual({ kind: 'percent_plus_interest', percentBp: 100, floor: 3_500 });
  });

  it('every existing input stays valid and unchanged: both fields are optional', () => {
    expect(debtCreateInputSchema.parse(card)).not.toHaveProperty('balances');
    expect(debtCreateInputSchema.parse(card)).not.toHaveProperty('minPaymentRule');
    expect(debtUpdateInputSchema.parse({ balance: '12' })).toEqual({ balance: '12.00' });
    expect(minPaymentRuleFromWire(undefined)).toEqual({ kind: 'fixed' });
  });

  it('400s name the field: more than 6 balances, a part out of range, a promo rate without its end date and the reverse', () => {
    const seven = Array.from({ length: 7 }, () => purchases);
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...card, balances: seven }))).toEqual({ balances: CARD_PARTS_MAX_MESSAGE });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...card, balances: [] }))).toEqual({
      balances: 'A card with balances needs at least one',
    });
    expect(
      firstMessages(
        debtCreateInputSchema.safeParse({
          ...card,
          balances: [
            { ...purchases, amount: -1 },
            { ...purchases, apr: '100' },
            { ...purchases, kind: 'store' },
          ],
        }),
      ),
    ).toEqual({
      'balances.0.amount': 'Amount cannot be negative',
      'balances.1.apr': 'Interest rate must be between 0 and 99.99',
      'balances.2.kind': 'Balance type must be one of: purchase, balance_transfer, cash_advance, promo_purchase',
    });
    expect(
      firstMessages(
        debtCreateInputSchema.safeParse({
          ...card,
          balances: [
            { ...transfer, promoEndDate: null },
            { ...transfer, promoApr: null },
            { ...purchases, deferredInterest: true },
          ],
        }),
      ),
    ).toEqual({
      'balances.0.promoEndDate': PART_PROMO_END_REQUIRED_MESSAGE,
      'balances.1.promoApr': PART_PROMO_RATE_REQUIRED_MESSAGE,
      'balances.2.deferredInterest': PART_DEFERRED_NEEDS_PROMO_MESSAGE,
    });
    const huge = { ...purchases, amount: '99999999.99' };
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...card, balances: [huge, huge] }))).toEqual({
      balances: CARD_PARTS_TOTAL_MESSAGE,
    });
  });

  it('400s name the field: a percent outside 0.01-25, a floor outside 0-1,000, an unknown rule', () => {
    const rule = (r: unknown) => firstMessages(debtCreateInputSchema.safeParse({ ...card, minPaymentRule: r }));
    expect(rule({ kind: 'percent_plus_interest', percent: 0, floor: 35 })).toEqual({ 'minPaymentRule.percent': MIN_RULE_PERCENT_MESSAGE });
    expect(rule({ kind: 'percent_of_balance', percent: '25.01', floor: 35 })).toEqual({
      'minPaymentRule.percent': MIN_RULE_PERCENT_MESSAGE,
    });
    expect(rule({ kind: 'percent_of_balance', percent: '1.005', floor: 35 })).toEqual({
      'minPaymentRule.percent': MIN_RULE_PERCENT_MESSAGE,
    });
    expect(rule({ kind: 'percent_of_balance', percent: 2, floor: '1000.01' })).toEqual({ 'minPaymentRule.floor': MIN_RULE_FLOOR_MESSAGE });
    expect(rule({ kind: 'percent_of_balance', percent: 2, floor: -1 })).toEqual({ 'minPaymentRule.floor': MIN_RULE_FLOOR_MESSAGE });
    expect(rule({ kind: 'percent_of_balance', percent: 2 })).toEqual({ 'minPaymentRule.floor': MIN_RULE_FLOOR_MESSAGE });
    expect(rule({ kind: 'minimum' })).toEqual({ 'minPaymentRule.kind': MIN_RULE_KIND_MESSAGE });
    expect(rule({ kind: 'percent_of_balance', percent: '0.01', floor: '1000' })).toEqual({});
    expect(rule({ kind: 'percent_plus_interest', percent: 25, floor: 0 })).toEqual({});
  });

  it('balances and a percent rule belong to credit cards (the type sent, or inferred from the name); with balances the promotion sits on them', () => {
    const loan = { ...card, debtType: undefined, debtName: 'Car loan' };
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...loan, balances: [purchases] }))).toEqual({
      balances: PARTS_ONLY_ON_CARDS_MESSAGE,
    });
    expect(
      firstMessages(
        debtCreateInputSchema.safeParse({
          ...card,
          debtType: 'other',
          minPaymentRule: { kind: 'percent_of_balance', percent: 2, floor: 25 },
        }),
      ),
    ).toEqual({ minPaymentRule: RULE_ONLY_ON_CARDS_MESSAGE });
    expect(debtCreateInputSchema.safeParse({ ...loan, minPaymentRule: { kind: 'fixed' } }).success).toBe(true);
    expect(
      firstMessages(debtCreateInputSchema.safeParse({ ...card, balances: [purchases], promoRate: 0, promoEndDate: '2027-01-01' })),
    ).toEqual({
      promoRate: PARTS_CARRY_PROMO_MESSAGE,
    });
    // an update checks against the stored type
    expect(cardFieldProblems({ debtType: 'personal_loan', balances: [{}] })).toEqual({ balances: PARTS_ONLY_ON_CARDS_MESSAGE });
    expect(cardFieldProblems({ debtType: 'credit_card', balances: null, minPaymentRule: { kind: 'percent_of_balance' } })).toEqual({});
  });

  it('a new promotion on a balance must end after today; a stored one may have ended', () => {
    const parts = [
      { promoEndDate: '2026-11-22' },
      { id: 7, promoEndDate: '2026-10-01' },
      { id: 8, promoEndDate: '2026-10-02' },
      { promoEndDate: '2026-11-23' },
    ];
    expect(
      cardPartPromoProblems(parts, {
        today: '2026-11-22',
        previousEndDates: new Map([
          [7, '2026-10-01'],
          [8, '2026-12-01'],
        ]),
      }),
    ).toEqual({
      'balances.0.promoEndDate': PART_PROMO_END_PAST_MESSAGE,
      'balances.2.promoEndDate': PART_PROMO_END_PAST_MESSAGE,
    });
  });

  it('the output fields are optional, so today’s answers stay valid; wire and domain forms round-trip', () => {
    const part = {
      id: 3,
      kind: 'cash_advance' as const,
      amount: '100.05',
      apr: '29.99',
      promoApr: null,
      promoEndDate: null,
      deferredInterest: false,
      promoStartDate: null,
    };
    expect(cardPartToWire(cardPartFromWire(part))).toEqual(part);
    const deferred = { ...part, promoApr: '0.00', promoEndDate: '2027-01-15', deferredInterest: true, promoStartDate: '2026-01-15' };
    expect(cardPartToWire(cardPartFromWire(deferred))).toEqual(deferred);
    const rule = { kind: 'percent_of_balance' as const, percent: '2.50', floor: '25.00' };
    expect(minPaymentRuleToWire(minPaymentRuleFromWire(rule))).toEqual(rule);
    expect(debtSchema.shape.balances.safeParse(undefined).success).toBe(true);
    expect(debtSchema.shape.balances.safeParse([part]).success).toBe(true);
    expect(debtSchema.shape.minPaymentRule.safeParse(rule).success).toBe(true);
  });
});
