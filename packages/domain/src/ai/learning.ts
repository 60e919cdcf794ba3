// AI Learning Progress (DESIGN.md): what the engine has looked at, how often the user paid by the
// suggested date, and how much the suggestions generated so far would save. Empty history -> zeros.

import { compareDates, isIsoDate } from '../dates.ts';
import { type Cents, formatMoney, mulDiv, sumCents } from '../money.ts';
import { type AiFacts } from './facts.ts';

export interface LearningProgress {
  /** Records the engine used: unpaid debts + income sources + logged payments. */
  dataPointsAnalyzed: number;
  /** 0-100: share of logged payments with a suggested date that were made on or before it; 0 with none. */
  predictionAccuracy: number;
  /** Σ potentialSavings of every suggestion generated (applied or not), in cents. */
  totalSavingsIdentified: Cents;
}

/**
 * dataPointsAnalyzed = unpaid debts + income sources + payments;
 * predictionAccuracy = round(100 × on-time / with-a-suggested-date), where a payment counts when it
 *   has a suggested date and on-time when paymentDate <= suggestedDate (payments without a suggested
 *   date are not predictions and are left out of both counts); 0 when no payment has one;
 * totalSavingsIdentified = Σ potentialSavings (null counts 0) of `generatedSuggestions`: every
 *   suggestion ever generated for the user (the stored rows, applied ones included).
 */
export function learningProgress(
  facts: AiFacts,
  generatedSuggestions: readonly { potentialSavings: Cents | null }[],
): LearningProgress {
  const payments = facts.payments ?? [];
  const predicted = payments.filter((p) => p.suggestedDate !== null && isIsoDate(p.suggestedDate));
  const onTime = predicted.filter((p) => compareDates(p.paymentDate, p.suggestedDate!) <= 0).length;
  return {
    dataPointsAnalyzed: facts.debts.filter((d) => !d.isPaid).length + facts.income.length + payments.length,
    predictionAccuracy: predicted.length > 0 ? mulDiv(onTime, 100, predicted.length) : 0,
    totalSavingsIdentified: sumCents(generatedSuggestions.map((s) => Math.max(0, s.potentialSavings ?? 0))),
  };
}

/** Learning progress in wire form, as learningProgressSchema describes. */
export function learningProgressResponse(p: LearningProgress) {
  return {
    dataPointsAnalyzed: p.dataPointsAnalyzed,
    predictionAccuracy: p.predictionAccuracy,
    totalSavingsIdentified: formatMoney(p.totalSavingsIdentified),
  };
}
