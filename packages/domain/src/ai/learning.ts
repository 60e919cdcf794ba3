// AI Learning Progress: what the engine has looked at (records used), how often the user paid by the
// suggested date, and how much the plan and this month's payment dates save. Empty history -> zeros.

import { compareDates, isIsoDate } from '../dates/calendar.ts';
import { type Cents, formatMoney, mulDiv } from '../money/cents.ts';
import { type AiFacts, type AiOptions, analyzeAiFacts, timingSavingsThisMonth } from './facts.ts';

export interface LearningProgress {
  /** Records the engine used: unpaid debts + income sources + logged payments. */
  dataPointsAnalyzed: number;
  /** 0-100: share of logged payments with a suggested date that were made on or before it; 0 with none. */
  predictionAccuracy: number;
  /** The plan's interestSaved (0 when paying as now never ends) + this month's timing savings, in cents. */
  totalSavingsIdentified: Cents;
}

/**
 * dataPointsAnalyzed = unpaid debts + income sources + payments;
 * predictionAccuracy = round(100 × on-time / with-a-suggested-date), where a payment counts when it
 *   has a suggested date and on-time when paymentDate <= suggestedDate (payments without a suggested
 *   date are not predictions and are left out of both counts); 0 when no payment has one;
 * totalSavingsIdentified = the plan's interestSaved (paying as you do now − the plan; 0 when either
 *   never ends) + this month's timing savings (the timing suggestions' figures): one value for the
 *   same facts, however often suggestions are generated (never a sum over repeated ones).
 */
export function learningProgress(facts: AiFacts, options: AiOptions = {}): LearningProgress {
  const analysis = analyzeAiFacts(facts, options);
  const payments = facts.payments ?? [];
  const predicted = payments.filter((p) => p.suggestedDate !== null && isIsoDate(p.suggestedDate));
  const onTime = predicted.filter((p) => compareDates(p.paymentDate, p.suggestedDate!) <= 0).length;
  return {
    dataPointsAnalyzed: facts.debts.filter((d) => !d.isPaid).length + facts.income.length + payments.length,
    predictionAccuracy: predicted.length > 0 ? mulDiv(onTime, 100, predicted.length) : 0,
    totalSavingsIdentified: Math.max(0, analysis.plan.interestSaved ?? 0) + timingSavingsThisMonth(analysis),
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
