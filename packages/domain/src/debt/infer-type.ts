import { type DebtType, inferDebtType } from './type.ts';

/**
 * Card issuers, networks and card products people name their cards after, as whole words
 * ('Chase Sapphire', 'Citi Double Cash', 'Amex Gold'). 'Discover' is also a word elsewhere, but a
 * debt named after it is a card far more often than not.
 */
const CARD_NAMES =
  /\b(?:visa|master\s?card|amex|american\s+express|discover|chase|citi(?:bank)?|capital\s?one|sapphire|double\s+cash|care\s?credit|synchrony)\b/i;

/** Whether the name carries a common credit card's issuer, network or product name. */
export const namesACard = (debtName: string): boolean => CARD_NAMES.test(debtName);

/**
 * The type the debt dialog proposes from the name while the user has not picked one. The name's own
 * words about what the debt is come first ('Chase Auto Loan' is an auto loan, 'Citi personal loan' a
 * personal loan); a name that says nothing else but a card's name ('Chase Sapphire', 'Discover',
 * 'Capital One') is a credit card.
 */
export function suggestDebtType(debtName: string): DebtType {
  const inferred = inferDebtType(debtName);
  if (inferred !== 'other') return inferred;
  return namesACard(debtName) ? 'credit_card' : 'other';
}
