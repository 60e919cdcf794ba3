import { describe, expect, it } from 'vitest';
import { allocatePayment } from '../src/card/allocation.ts';
import { minimumNow, ruleMinimum } from '../src/card/minimum.ts';
import { minimumPaymentWarningResponse } from '../src/views/minimum-warning.ts';
import { minimumPaymentWarningSchema } from '../src/schemas/card.ts';
import { type CardPart, cardApr, cardBalance, cardPartsOf } from '../src/card/types.ts';
import { minimumPaymentWarning, payoff36Payment, promoMonths } from '../src/card/warning.ts';
import { DAILY_DENOMINATOR, interestForDays } from '../src/debt/interest.ts';

// The worked examples of docs/money-math.md, "Credit cards".

const onePercentPlusInterest = (floor: number) => ({ kind: 'percent_plus_interest' as const, percentBp: 100, floor });

describe('ruleMinimum', () => {
  it('1 % + interest, at least $35: $3,000.00 with $62.48 of interest → $92.48; the floor when the percent is less; never above what is owed', () => {
    const rule = onePercentPlusInterest(3_500);
    expect(ruleMinimum(rule, { balance: 300_000, interest: 6_248, fixed: 0 })).toBe(9_248);
    expect(ruleMinimum(rule, { balance: 100_000, interest: 1_500, fixed: 0 })).toBe(3_500);
    expect(ruleMinimum(rule, { balance: 2_000, interest: 40, fixed: 0 })).toBe(2_040);
    expect(ruleMinimum(rule, { balance: 0, interest: 0, fixed: 0 })).toBe(0);
  });

  it('2 % of the balance including interest, at least $25: one half-up rounding of the percent', () => {
    const rule = { kind: 'percent_of_balance' as const, percentBp: 200, floor: 2_500 };
    // 2 % of 3,062.48 = 61.2496 → 61.25
    expect(ruleMinimum(rule, { balance: 300_000, interest: 6_248, fixed: 0 })).toBe(6_125);
    // 2 % of 100.25 = 2.005 → $25.00 floor
    expect(ruleMinimum(rule, { balance: 10_000, interest: 25, fixed: 0 })).toBe(2_500);
    // half a cent rounds up: 2 % of 0.25 = 0.005 → 0.01 (then the floor, capped at what is owed)
    expect(ruleMinimum({ ...rule, floor: 0 }, { balance: 25, interest: 0, fixed: 0 })).toBe(1);
  });

  it('fixed: the typed minimum, capped at what is owed', () => {
    expect(ruleMinimum({ kind: 'fixed' }, { balance: 50_000, interest: 700, fixed: 2_500 })).toBe(2_500);
    expect(ruleMinimum({ kind: 'fixed' }, { balance: 1_000, interest: 10, fixed: 2_500 })).toBe(1_010);
  });
});

describe('allocatePayment (Regulation Z 1026.53)', () => {
  const cash = { balance: 100_000, rateBp: 2_799, deferredDeadline: null };
  const purchases = { balance: 200_000, rateBp: 2_199, deferredDeadline: null };
  const transfer = { balance: 300_000, rateBp: 0, deferredDeadline: null };
  const next30 = (balances: number[], rates: number[]) => balances.map((b, i) => interestForDays(b, rates[i]!, 30));
  const exactNext30 = (balances: number[], rates: number[]) =>
    Math.round(balances.reduce((a, b, i) => a + b * rates[i]! * 30, 0) / DAILY_DENOMINATOR);

  it('the worked example: minimum $120 to the 0 % transfer, the $500 above it to the 27.99 % cash advance: $47.65 of interest over 30 days, not $59.15', () => {
    const rates = [2_799, 2_199, 0];
    const split = allocatePayment([cash, purchases, transfer], 12_000, 62_000);
    expect(split).toEqual([50_000, 0, 12_000]);
    const left = [50_000, 200_000, 288_000];
    // each part's interest rounded once: 11.50 + 36.15 = 47.65 (one rounding on the total: 47.65 too)
    expect(next30(left, rates)).toEqual([1_150, 3_615, 0]);
    expect(exactNext30(left, rates)).toBe(4_765);

    // lowest APR first for the whole $620: all to the transfer
    const lowestFirst = [100_000, 200_000, 238_000];
    // the issue's $59.15 is one rounding of the card's exact total (2,300.55 + 3,614.79 = 5,915.34 cents);
    // rounded per part (the engine's convention) it is 23.01 + 36.15 = $59.16
    expect(exactNext30(lowestFirst, rates)).toBe(5_915);
    expect(next30(lowestFirst, rates)).toEqual([2_301, 3_615, 0]);
  });

  it('ties go to the part listed first; a deferred part in its window takes the excess first; never more than a part owes', () => {
    const a = { balance: 10_000, rateBp: 2_000, deferredDeadline: null };
    const b = { balance: 10_000, rateBp: 2_000, deferredDeadline: null };
    expect(allocatePayment([a, b], 0, 15_000)).toEqual([10_000, 5_000]);
    expect(allocatePayment([a, b], 15_000, 15_000)).toEqual([10_000, 5_000]);
    const deferred = { balance: 40_000, rateBp: 0, deferredDeadline: 20_500 };
    expect(allocatePayment([cash, deferred], 5_000, 30_000)).toEqual([0, 30_000]);
    expect(allocatePayment([cash, deferred], 5_000, 50_000)).toEqual([10_000, 40_000]);
    expect(allocatePayment([a], 0, 50_000)).toEqual([10_000]);
  });
});

describe('card parts', () => {
  it('the balance is the sum of the parts; the APR the purchase part’s, else the highest', () => {
    const parts: CardPart[] = [
      { id: 1, kind: 'balance_transfer', balance: 120_000, apr: 2_749, promoApr: 0, promoEndDate: '2027-07-01', deferredInterest: false },
      { id: 2, kind: 'purchase', balance: 65_000, apr: 2_749, promoApr: null, promoEndDate: null, deferredInterest: false },
      { id: 3, kind: 'cash_advance', balance: 1_000, apr: 2_999, promoApr: null, promoEndDate: null, deferredInterest: false },
    ];
    expect(cardBalance(parts)).toBe(186_000);
    expect(cardApr(parts)).toBe(2_749);
    expect(cardApr(parts.filter((p) => p.kind !== 'purchase'))).toBe(2_999);
  });
});

const simpleCard = (balance: number, apr: number) =>
  cardPartsOf(null, { balance, apr, promoRateBp: null, promoEndDate: null, deferredInterest: false });

describe('minimumPaymentWarning (Appendix M1 to Part 1026)', () => {
  const today = '2026-01-15';

  it('$10,000.00 at 21.90 %, 1 % + interest, at least $25: 299 months (25 years), $17,185.67 of interest', () => {
    const w = minimumPaymentWarning({ today, parts: simpleCard(1_000_000, 2_190), rule: onePercentPlusInterest(2_500), fixedMinimum: 0 });
    expect(w.minimumOnly).toEqual({ months: 299, years: 25, totalInterest: 1_718_567, totalPaid: 2_718_567 });
    expect(w.neverPaysOff).toBe(false);
    expect(w.balance).toBe(1_000_000);
    // B × r / (1 − (1 + r)^−36), r = 21.90 % / 12
    expect(w.payoff36).toEqual({ monthlyPayment: 38_139, totalPaid: 1_373_004, savings: 2_718_567 - 1_373_004 });
  });

  it('$3,000.00 at 24.99 %, 1 % + interest, at least $35: 152 months (13 years), $4,659.08 of interest', () => {
    const w = minimumPaymentWarning({ today, parts: simpleCard(300_000, 2_499), rule: onePercentPlusInterest(3_500), fixedMinimum: 0 });
    expect(w.minimumOnly).toEqual({ months: 152, years: 13, totalInterest: 465_908, totalPaid: 765_908 });
    expect(w.payoff36?.monthlyPayment).toBe(11_926);
  });

  it('$3,000.00 at 24.99 %, 2 % of the balance, at least $25: never paid off (the minimum stays below the interest)', () => {
    const w = minimumPaymentWarning({
      today,
      parts: simpleCard(300_000, 2_499),
      rule: { kind: 'percent_of_balance', percentBp: 200, floor: 2_500 },
      fixedMinimum: 0,
    });
    expect(w.minimumOnly).toBeNull();
    expect(w.neverPaysOff).toBe(true);
    expect(w.payoff36).toEqual({ monthlyPayment: 11_926, totalPaid: 429_336, savings: null });
  });

  it('a promotion counts its promo rate for the months that end by its end date, then the APR; a short repayment has no 36-month line', () => {
    expect(promoMonths(today, { promoApr: 0, promoEndDate: '2026-09-15' })).toBe(8);
    expect(promoMonths(today, { promoApr: 0, promoEndDate: '2026-09-14' })).toBe(7);
    expect(promoMonths(today, { promoApr: 0, promoEndDate: today })).toBe(0);
    const parts: CardPart[] = [
      { id: 1, kind: 'balance_transfer', balance: 120_000, apr: 2_749, promoApr: 0, promoEndDate: '2026-09-15', deferredInterest: false },
      { id: 2, kind: 'purchase', balance: 65_000, apr: 2_749, promoApr: null, promoEndDate: null, deferredInterest: false },
    ];
    // r = (120,000 × (28/36 × 27.49 %) + 65,000 × 27.49 %) / 185,000 / 12
    const r = (120_000 * ((28 / 36) * 0.2749) + 65_000 * 0.2749) / 185_000 / 12;
    expect(payoff36Payment(parts, [8, 0])).toBe(Math.round((185_000 * r) / (1 - (1 + r) ** -36)));
    const w = minimumPaymentWarning({ today, parts, rule: onePercentPlusInterest(3_500), fixedMinimum: 0 });
    expect(w.neverPaysOff).toBe(false);
    expect(w.assumptions).toContain('The 0% promotional rate on the balance transfer applies for 8 months, then 27.49%.');
    const short = minimumPaymentWarning({ today, parts: simpleCard(50_000, 1_200), rule: { kind: 'fixed' }, fixedMinimum: 20_000 });
    expect(short.minimumOnly?.months).toBe(3);
    expect(short.payoff36).toBeNull();
  });

  it('a fixed minimum that does not cover the interest never pays off; a zero balance is paid in 0 months', () => {
    const w = minimumPaymentWarning({ today, parts: simpleCard(500_000, 2_400), rule: { kind: 'fixed' }, fixedMinimum: 5_000 });
    expect(w.neverPaysOff).toBe(true);
    const zero = minimumPaymentWarning({ today, parts: simpleCard(0, 2_400), rule: { kind: 'fixed' }, fixedMinimum: 5_000 });
    expect(zero).toMatchObject({
      minimumOnly: { months: 0, years: 0, totalPaid: 0, totalInterest: 0 },
      payoff36: null,
      neverPaysOff: false,
    });
  });
});

describe('minimumNow (a card’s minPayment with a percent rule)', () => {
  it('the rule on the current balance with the coming month’s estimated interest; the fixed rule is the typed minimum', () => {
    // 300,000 × 2499 × 31 / 3,650,000 = 6,367.32 → 63.67 (Jan 15 → Feb 15: 31 days); + 1 % of 3,000.00
    const parts = simpleCard(300_000, 2_499);
    expect(minimumNow({ parts, rule: onePercentPlusInterest(3_500), fixedMinimum: 0, today: '2026-01-15' })).toBe(9_367);
    expect(minimumNow({ parts, rule: { kind: 'fixed' }, fixedMinimum: 5_000, today: '2026-01-15' })).toBe(5_000);
    // a running 0 % promotion charges nothing: 1 % of the balance, or the floor
    const promo = cardPartsOf(null, { balance: 300_000, apr: 2_499, promoRateBp: 0, promoEndDate: '2026-06-01', deferredInterest: false });
    expect(minimumNow({ parts: promo, rule: onePercentPlusInterest(3_500), fixedMinimum: 0, today: '2026-01-15' })).toBe(3_500);
  });
});

describe('the warning on the wire', () => {
  it('money as two-decimal strings, exactly the schema', () => {
    const w = minimumPaymentWarning({
      today: '2026-01-15',
      parts: simpleCard(300_000, 2_499),
      rule: onePercentPlusInterest(3_500),
      fixedMinimum: 0,
    });
    const out = minimumPaymentWarningResponse(w);
    expect(minimumPaymentWarningSchema.parse(out)).toEqual(out);
    expect(out).toMatchObject({
      balance: '3000.00',
      minimumOnly: { months: 152, years: 13, totalPaid: '7659.08', totalInterest: '4659.08' },
      payoff36: { monthlyPayment: '119.26', totalPaid: '4293.36', savings: '3365.72' },
      neverPaysOff: false,
    });
    expect(out.assumptions).toContain(
      "The minimum is 1% of the balance plus the month's interest, at least $35.00, never more than what is owed.",
    );
  });
});
