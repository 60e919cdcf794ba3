import { describe, expect, it } from 'vitest';
import { splitCardPayment } from '../src/card/payment-split.ts';
import type { CardPart } from '../src/card/types.ts';

const part = (id: number, kind: CardPart['kind'], balance: number, apr: number, promo: Partial<CardPart> = {}): CardPart => ({
  id,
  kind,
  balance,
  apr,
  promoApr: null,
  promoEndDate: null,
  deferredInterest: false,
  ...promo,
});

describe('a payment logged on a card with balances', () => {
  const card = [part(1, 'cash_advance', 100_000, 2_799), part(2, 'purchase', 200_000, 2_199), part(3, 'balance_transfer', 300_000, 0)];

  it('sends what is due of the minimum to the lowest rate and the rest to the highest (the worked example)', () => {
    expect(splitCardPayment(card, 62_000, 12_000, '2026-12-01')).toEqual([
      { partId: 1, kind: 'cash_advance', amount: 50_000 },
      { partId: 3, kind: 'balance_transfer', amount: 12_000 },
    ]);
  });

  it('sends everything to the highest rate once the minimum is paid, and a running promotion counts at its rate', () => {
    const promo = [
      part(1, 'purchase', 50_000, 1_999),
      part(2, 'balance_transfer', 50_000, 2_999, { promoApr: 0, promoEndDate: '2027-06-01' }),
    ];
    expect(splitCardPayment(promo, 10_000, 0, '2026-12-01')).toEqual([{ partId: 1, kind: 'purchase', amount: 10_000 }]);
    // Ended: the transfer is charged 29.99 % now and comes first.
    expect(splitCardPayment(promo, 10_000, 0, '2027-06-01')).toEqual([{ partId: 2, kind: 'balance_transfer', amount: 10_000 }]);
  });

  it('sends the excess to a deferred-interest balance first within two cycles of its promotion end', () => {
    const deferred = [
      part(1, 'cash_advance', 50_000, 2_999),
      part(2, 'promo_purchase', 50_000, 2_699, { promoApr: 0, promoEndDate: '2027-01-20', deferredInterest: true }),
    ];
    expect(splitCardPayment(deferred, 10_000, 0, '2026-12-01')).toEqual([{ partId: 2, kind: 'promo_purchase', amount: 10_000 }]);
    // Three months before its end it is a 0 % balance like any other: the cash advance comes first.
    expect(splitCardPayment(deferred, 10_000, 0, '2026-10-15')).toEqual([{ partId: 1, kind: 'cash_advance', amount: 10_000 }]);
  });
});
