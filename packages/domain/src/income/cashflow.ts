// Cash-flow status of the dashboard (insufficient above the average monthly income, tight above 80 % of it) and its labels.

import type { Cents } from '../money/cents.ts';

export const CASH_FLOW_STATUSES = ['sufficient', 'tight', 'insufficient'] as const;
export type CashFlowStatus = (typeof CASH_FLOW_STATUSES)[number];

/** Payments above this share of income (in percent) make cash flow 'tight'. */
export const TIGHT_THRESHOLD_PERCENT = 80;

/**
 * insufficient when monthly payments exceed monthly income; tight when they exceed 80 % of it;
 * sufficient otherwise (so no debts and no income is sufficient). Integer comparison, no rounding:
 * payments × 100 > income × 80.
 */
export function cashFlowStatus(monthlyPayments: Cents, monthlyIncome: Cents): CashFlowStatus {
  if (monthlyPayments > monthlyIncome) return 'insufficient';
  if (monthlyPayments * 100 > monthlyIncome * TIGHT_THRESHOLD_PERCENT) return 'tight';
  return 'sufficient';
}

/** 'Good Cash Flow', 'Tight Cash Flow', 'Insufficient Cash Flow'; anything else 'Unknown Status'. */
export function cashFlowLabel(status: string | null | undefined): string {
  switch (status) {
    case 'sufficient':
      return 'Good Cash Flow';
    case 'tight':
      return 'Tight Cash Flow';
    case 'insufficient':
      return 'Insufficient Cash Flow';
    default:
      return 'Unknown Status';
  }
}
