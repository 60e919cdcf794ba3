// The one way an amount is written for a person, in US dollars (en-US grouping): the domain's
// sentences, the web app's screens and the emails all call it, so "$1,234.56" reads the same
// everywhere. The wire format ("1234.56", no symbol, no grouping) is formatMoney in cents.ts.

import type { Cents } from './cents.ts';

/**
 * How many decimals an amount shows:
 * - 'cents' (default): always two, '$1,234.50' — balances, payments, anything typed;
 * - 'whole-dollars': rounded to the dollar (half a dollar up), '$1,235' — summary figures;
 * - 'cents-if-any': two only when there are cents, '$340' or '$340.25' — sentences.
 */
export type UsdPrecision = 'cents' | 'whole-dollars' | 'cents-if-any';

/**
 * Cents -> US dollars with grouping: 123456 -> '$1,234.56', 5 -> '$0.05', -500 -> '-$5.00';
 * with { precision: 'whole-dollars' } 123450 -> '$1,235', -20 -> '$0' (never '-$0').
 */
export function formatUsd(cents: Cents, options: { precision?: UsdPrecision } = {}): string {
  const precision = options.precision ?? 'cents';
  if (precision === 'whole-dollars') {
    const dollars = Math.floor((cents + 50) / 100);
    return `${dollars < 0 ? '-' : ''}$${group(String(Math.abs(dollars)))}`;
  }
  // BigInt keeps every digit of an integer past 2^53 too (a sum on a chart), where division would round.
  const abs = BigInt(Math.abs(cents));
  const fraction = String(abs % 100n).padStart(2, '0');
  const shown = precision === 'cents-if-any' && fraction === '00' ? '' : `.${fraction}`;
  return `${cents < 0 ? '-' : ''}$${group(String(abs / 100n))}${shown}`;
}

/** '1234567' -> '1,234,567'. */
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
