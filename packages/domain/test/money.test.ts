import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MONEY_CENTS,
  MoneyParseError,
  centsToDollars,
  centsToThousands,
  formatMoney,
  mulDiv,
  mulMulDiv,
  mulRatio,
  normalizeMoney,
  parseHundredths,
  parseMoney,
  percentOf,
  roundDiv,
  sumCents,
  tryParseMoney,
} from '../src/money/cents.ts';

describe('parseMoney (wire format -> cents)', () => {
  it('reads strings with up to two decimals', () => {
    expect(parseMoney('1234.50')).toBe(123_450);
    expect(parseMoney('0.5')).toBe(50);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('12')).toBe(1_200);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('0.00')).toBe(0);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('007.10')).toBe(710);
    expect(parseMoney(' 42.42 ')).toBe(4_242);
  });

  it('reads JSON numbers through their shortest decimal text', () => {
    expect(parseMoney(12.5)).toBe(1_250); // "12.5"
    expect(parseMoney(1234.56)).toBe(123_456); // "1234.56", not 123455.99999...
    expect(parseMoney(0.07)).toBe(7); // 0.07 * 100 = 7.000000000000001 in floating point; the text route is exact
    expect(parseMoney(99_999_999.99)).toBe(MAX_MONEY_CENTS);
  });

  it('accepts the numeric(10,2) maximum and refuses one cent more', () => {
    expect(parseMoney('99999999.99')).toBe(9_999_999_999);
    expect(tryParseMoney('100000000.00')).toEqual({ ok: false, error: 'too_large' });
    expect(tryParseMoney('100000000')).toEqual({ ok: false, error: 'too_large' });
    expect(tryParseMoney('123456789012345678901234567890')).toEqual({ ok: false, error: 'too_large' });
    expect(tryParseMoney(1e21)).toEqual({ ok: false, error: 'too_large' });
  });

  it('refuses negatives, more than two decimals, non-numbers and empty text', () => {
    expect(tryParseMoney('-1.00')).toEqual({ ok: false, error: 'negative' });
    expect(tryParseMoney('-0')).toEqual({ ok: false, error: 'negative' });
    expect(tryParseMoney(-5)).toEqual({ ok: false, error: 'negative' });
    expect(tryParseMoney(-0)).toEqual({ ok: false, error: 'negative' });
    expect(tryParseMoney('1.234')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(tryParseMoney(0.1 + 0.2)).toEqual({ ok: false, error: 'too_many_decimals' }); // 0.30000000000000004
    expect(tryParseMoney(1e-7)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(tryParseMoney('')).toEqual({ ok: false, error: 'empty' });
    expect(tryParseMoney('   ')).toEqual({ ok: false, error: 'empty' });
    for (const bad of ['abc', '1,000.00', '$5', '1e3', '12.', '.', '1.2.3', 'NaN', 'Infinity', '0x10', '+5']) {
      expect(tryParseMoney(bad)).toEqual({ ok: false, error: 'not_a_number' });
    }
    expect(tryParseMoney(Number.NaN)).toEqual({ ok: false, error: 'not_a_number' });
    expect(tryParseMoney(Number.POSITIVE_INFINITY)).toEqual({ ok: false, error: 'not_a_number' });
  });

  it('throws a MoneyParseError naming the reason', () => {
    expect(() => parseMoney('1.999')).toThrow(MoneyParseError);
    expect(() => parseMoney('-3')).toThrow(/negative/);
  });

  it('parseHundredths bounds by its own maximum (APR: 99.99)', () => {
    expect(parseHundredths('99.99', 9_999)).toEqual({ ok: true, value: 9_999 });
    expect(parseHundredths('100', 9_999)).toEqual({ ok: false, error: 'too_large' });
    expect(parseHundredths('99.999', 9_999)).toEqual({ ok: false, error: 'too_many_decimals' });
  });
});

describe('formatMoney (cents -> wire format)', () => {
  it('always writes two decimals', () => {
    expect(formatMoney(123_450)).toBe('1234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(50)).toBe('0.50');
    expect(formatMoney(MAX_MONEY_CENTS)).toBe('99999999.99');
    expect(formatMoney(-5)).toBe('-0.05');
    expect(formatMoney(-123_401)).toBe('-1234.01');
  });

  it('refuses fractions of a cent (they must be rounded first)', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  it('normalizeMoney writes any accepted input in the wire format', () => {
    expect(normalizeMoney('12')).toBe('12.00');
    expect(normalizeMoney(12.5)).toBe('12.50');
    expect(normalizeMoney('007.1')).toBe('7.10');
  });
});

describe('parse and format round-trip', () => {
  it('parse(format(c)) = c for every representable amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_MONEY_CENTS }), (c) => parseMoney(formatMoney(c)) === c));
  });

  it('format(parse(s)) is s written with two decimals', () => {
    const amount = fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 2 }));
    fc.assert(
      fc.property(amount, ([whole, cents, decimals]) => {
        const twoDigits = String(cents).padStart(2, '0');
        const text = decimals === 0 ? String(whole) : decimals === 1 ? `${whole}.${twoDigits[0]}` : `${whole}.${twoDigits}`;
        const expected = decimals === 0 ? `${whole}.00` : decimals === 1 ? `${whole}.${twoDigits[0]}0` : `${whole}.${twoDigits}`;
        return formatMoney(parseMoney(text)) === expected;
      }),
    );
  });

  it('a JSON number with at most two decimals parses to the same cents as its string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY_CENTS }), (c) => {
        const asNumber = Number(formatMoney(c));
        return parseMoney(asNumber) === c;
      }),
    );
  });
});

describe('rounding: half away from zero, once, on the exact rational', () => {
  it('roundDiv rounds halves away from zero', () => {
    expect(roundDiv(1n, 2n)).toBe(1n); // 0.5 -> 1
    expect(roundDiv(5n, 2n)).toBe(3n); // 2.5 -> 3 (banker's rounding would give 2)
    expect(roundDiv(-1n, 2n)).toBe(-1n); // -0.5 -> -1
    expect(roundDiv(-5n, 2n)).toBe(-3n);
    expect(roundDiv(149n, 100n)).toBe(1n); // 1.49 -> 1
    expect(roundDiv(150n, 100n)).toBe(2n); // 1.50 -> 2
    expect(roundDiv(7n, 1n)).toBe(7n);
    expect(() => roundDiv(1n, 0n)).toThrow(RangeError);
  });

  it('mulDiv computes round(a × b / c) without floating-point error', () => {
    // $1,000.00 at 19.99 % for one day: 100,000 × 1999 / 3,650,000 = 54.767... -> 55
    expect(mulDiv(100_000, 1999, 3_650_000)).toBe(55);
    // half a cent exactly: 1 × 1 / 2 = 0.5 -> 1
    expect(mulDiv(1, 1, 2)).toBe(1);
    expect(mulDiv(-3, 1, 2)).toBe(-2); // -1.5 -> -2
    expect(mulDiv(0, 1999, 3_650_000)).toBe(0);
    // The product exceeds 2^53: the BigInt path. 9,999,999,999 × 9,999,999 / 7 = 14,285,712,855,714,287.14... -> ...287
    expect(mulDiv(9_999_999_999, 9_999_999, 7)).toBe(Number(roundDiv(9_999_999_999n * 9_999_999n, 7n)));
    expect(() => mulDiv(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDiv(1, 1, 0)).toThrow(RangeError);
  });

  it('an operand beyond 2^53 (already inexact) falls back to floating point with the same rule', () => {
    expect(mulDiv(2 ** 60, 3, 2)).toBe(1.5 * 2 ** 60);
    expect(mulMulDiv(2 ** 60, 1, 1, 4)).toBe(2 ** 58);
    expect(Number.isFinite(mulMulDiv(1e30, 9_999, 31, 3_650_000))).toBe(true);
  });

  it('mulMulDiv rounds once for three factors', () => {
    // 500,000 × 1999 × 30 / 3,650,000 = 8215.068... -> 8215 (rounding per day first would give 274 × 30 = 8220)
    expect(mulMulDiv(500_000, 1999, 30, 3_650_000)).toBe(8_215);
    // Large: 9,999,999,999 × 9,999 × 31 / 3,650,000: exact BigInt result
    expect(mulMulDiv(9_999_999_999, 9_999, 31, 3_650_000)).toBe(Number(roundDiv(9_999_999_999n * 9_999n * 31n, 3_650_000n)));
  });

  it('mulDiv matches exact BigInt arithmetic for all inputs (number and BigInt paths agree)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b, c) => mulDiv(a, b, c) === Number(roundDiv(BigInt(a) * BigInt(b), BigInt(c))),
      ),
    );
  });

  it('mulRatio and percentOf', () => {
    expect(mulRatio(10_000, { numerator: 1999, denominator: 3_650_000 })).toBe(5); // 5.476... -> 5
    expect(percentOf(1001, 7500)).toBe(751); // 750.75 -> 751
    expect(percentOf(2, 7500)).toBe(2); // 1.5 -> 2
    expect(percentOf(100_000, 2500)).toBe(25_000);
  });
});

describe('helpers', () => {
  it('sumCents adds exactly', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
    // 0.1 + 0.2 in dollars would be 0.30000000000000004; in cents it is 30
    expect(sumCents([10, 20])).toBe(30);
  });

  it('chart conversions', () => {
    expect(centsToThousands(1_234_500)).toBeCloseTo(12.345);
    expect(centsToDollars(123_450)).toBe(1234.5);
  });
});
