import type { MinimumPaymentWarningOut } from '@paydown/domain';
import { formatCurrency, formatCurrencyDetailed, toAmount } from '../../lib/format.ts';

// The statement's minimum-payment warning against Paydown's own (debts.minimumPaymentWarning): the
// difference per figure the user typed, and the likely cause when they differ. The rules are kept
// simple on purpose and written down in docs/decisions.md ("The statement's figures against ours").

/** What the user typed from the statement's box (null: left empty). Money in dollars. */
export interface StatementFigures {
  years: number | null;
  totalPaid: number | null;
  payment36: number | null;
}

export type Figure = keyof StatementFigures;

export interface FigureDifference {
  figure: Figure;
  label: string;
  /** Paydown's figure as shown ('13 years', '$7,659.08'; 'Never' when the minimum never pays off). */
  ours: string;
  theirs: string;
  /** '+1 year', '−$12.40', 'Same'; null when Paydown has no such figure. */
  difference: string | null;
  /** Equal as the statement prints it (whole years, whole dollars). */
  same: boolean;
  /** Within what rounding and day counting explain. */
  close: boolean;
}

export type Cause = 'same' | 'never' | 'promotion' | 'balance' | 'formula_fixed' | 'formula' | 'rounding';

export interface CardFacts {
  /** The card's minimum stays the typed amount (the fixed rule). */
  fixedRule: boolean;
  /** A promotional rate still runs on the card (or on one of its balances). */
  hasPromotion: boolean;
}

/** How far apart a figure may be and still be "the same" (whole years and dollars) or "close" (rounding, day counting). */
export const TOLERANCE = {
  years: { same: 0, close: 1 },
  /** Dollars; close: the larger of $5 and 2 % of the statement's total. */
  totalPaid: { same: 1, close: 5, closeShare: 0.02 },
  payment36: { same: 1, close: 2 },
} as const;

const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const signed = (n: number, text: (abs: number) => string) => (n === 0 ? 'Same' : `${n > 0 ? '+' : '−'}${text(Math.abs(n))}`);
const money = (n: number) => formatCurrencyDetailed(n);

/** One row per figure the user typed, in the statement's order. */
export function figureDifferences(warning: MinimumPaymentWarningOut, s: StatementFigures): FigureDifference[] {
  const rows: FigureDifference[] = [];
  const only = warning.minimumOnly;
  if (s.years !== null) {
    const d = only ? s.years - only.years : null;
    rows.push({
      figure: 'years',
      label: 'Years to pay off',
      ours: only ? yearsText(only.years) : 'Never',
      theirs: yearsText(s.years),
      difference: d === null ? null : signed(d, yearsText),
      same: d !== null && Math.abs(d) <= TOLERANCE.years.same,
      close: d !== null && Math.abs(d) <= TOLERANCE.years.close,
    });
  }
  if (s.totalPaid !== null) {
    const d = only ? round2(s.totalPaid - toAmount(only.totalPaid)) : null;
    const closeBy = Math.max(TOLERANCE.totalPaid.close, s.totalPaid * TOLERANCE.totalPaid.closeShare);
    rows.push({
      figure: 'totalPaid',
      label: 'Total paid (minimum only)',
      ours: only ? money(toAmount(only.totalPaid)) : 'Never',
      theirs: money(s.totalPaid),
      difference: d === null ? null : signed(d, money),
      same: d !== null && Math.abs(d) <= TOLERANCE.totalPaid.same,
      close: d !== null && Math.abs(d) <= closeBy,
    });
  }
  if (s.payment36 !== null) {
    const ours = warning.payoff36 ? toAmount(warning.payoff36.monthlyPayment) : null;
    const d = ours === null ? null : round2(s.payment36 - ours);
    rows.push({
      figure: 'payment36',
      label: 'Payment to pay off in 3 years',
      ours: ours === null ? 'Not shown' : money(ours),
      theirs: money(s.payment36),
      difference: d === null ? null : signed(d, money),
      same: d !== null && Math.abs(d) <= TOLERANCE.payment36.same,
      close: d !== null && Math.abs(d) <= TOLERANCE.payment36.close,
    });
  }
  return rows;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * The likely cause, by the first rule that applies:
 * 1. every typed figure the same (whole years, within $1) → same;
 * 2. Paydown never pays the card off while the statement gives a payoff → never (the issuer's minimum is higher);
 * 3. the 36-month payment differs beyond rounding → a promotion when one runs, else the balance (fees or
 *    new purchases on the statement, or a payment since): that payment depends only on the balance and rates;
 * 4. the years or total differ beyond rounding (the 36-month payment agreeing or not typed) → another
 *    minimum formula (the fixed rule: the issuer's minimum shrinks with the balance);
 * 5. otherwise → rounding (whole years and dollars, day counting).
 * Null when nothing is typed.
 */
export function likelyCause(rows: readonly FigureDifference[], card: CardFacts): Cause | null {
  if (rows.length === 0) return null;
  if (rows.every((r) => r.same)) return 'same';
  const payoff = rows.filter((r) => r.figure !== 'payment36');
  if (payoff.some((r) => r.difference === null)) return 'never';
  const payment = rows.find((r) => r.figure === 'payment36');
  if (payment && !payment.close && payment.difference !== null) return card.hasPromotion ? 'promotion' : 'balance';
  if (payoff.some((r) => !r.close)) return card.fixedRule ? 'formula_fixed' : 'formula';
  return 'rounding';
}

/** The cause in plain words; `balance` is the one Paydown starts from. */
export function causeText(cause: Cause, balance: string): string {
  switch (cause) {
    case 'same':
      return 'Your statement and Paydown agree.';
    case 'never':
      return 'With the rule chosen here the minimum never covers the interest, yet your statement shows a payoff: your issuer’s minimum is likely higher (for example 1% of the balance plus interest). Check your card agreement and edit the minimum payment rule.';
    case 'promotion':
      return 'Likely cause: a promotion. Paydown charges the promotional rate until it ends and the regular APR after; a statement printed earlier in the promotion, or one that counts another rate, gives other figures.';
    case 'balance':
      return `Likely cause: fees or new purchases on the statement, or a payment since it was printed. The 3-year payment depends only on the balance and rates, and Paydown starts from ${formatCurrency(balance)}.`;
    case 'formula_fixed':
      return 'Likely cause: another minimum formula. Paydown keeps this card’s minimum at the amount you typed, while your issuer’s minimum shrinks with the balance. Choose your card’s minimum payment rule (Edit) to match the statement.';
    case 'formula':
      return 'Likely cause: another minimum formula. Your issuer sets the minimum another way than the rule chosen here (another percent or floor, or interest added or not). Check your card agreement and edit the minimum payment rule.';
    case 'rounding':
      return 'Likely cause: rounding. Statements round to whole years and dollars and may count days differently; the difference is small.';
  }
}
