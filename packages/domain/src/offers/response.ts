// The offer's answer in wire form: money as two-decimal strings, exactly offerEvaluationSchema.

import { formatMoney } from '../money/cents.ts';
import type { PlanRunSummary } from '../plan/types.ts';
import type { OfferEvaluationOut } from '../schemas/offer.ts';
import type { OfferEvaluation } from './types.ts';

const money = (c: number | null) => (c === null ? null : formatMoney(c));
const summary = (s: PlanRunSummary) => ({ debtFreeDate: s.debtFreeDate, months: s.months, totalInterest: money(s.totalInterest) });

export function offerEvaluationResponse(e: OfferEvaluation): OfferEvaluationOut {
  return {
    without: summary(e.without),
    with: summary(e.with),
    fee: formatMoney(e.fee),
    interestDifference: money(e.interestDifference),
    netSavings: money(e.netSavings),
    monthsSaved: e.monthsSaved,
    breakEvenMonth: e.breakEvenMonth,
    newDebt: { balance: formatMoney(e.newDebt.balance), monthlyPayment: formatMoney(e.newDebt.monthlyPayment) },
    warnings: e.warnings.map((w) => ({
      code: w.code,
      message: w.message,
      ...(w.paymentNeeded !== undefined ? { paymentNeeded: formatMoney(w.paymentNeeded) } : {}),
    })),
  };
}
