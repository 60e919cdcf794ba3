/** What the debt dialog says of a card with interest and no minimum payment. */
export const ZERO_MINIMUM_WARNING = 'A card that charges interest asks for a minimum payment each month; check your statement.';

const amount = (value: number | string): number | null => {
  if (value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * A credit card typed with a $0 minimum and an interest rate above 0: almost always a slip (card
 * issuers ask for a minimum while interest runs), so the dialog warns. Not an error: a card in a
 * hardship plan may really ask for nothing this month, and the user can still save.
 */
export function warnsOfZeroMinimum(f: { isCard: boolean; minPayment: number | string; interestRate: number | string }): boolean {
  if (!f.isCard) return false;
  const minimum = amount(f.minPayment);
  const rate = amount(f.interestRate);
  return minimum === 0 && rate !== null && rate > 0;
}
