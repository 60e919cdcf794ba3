// An offer judged inside the plan (docs/money-math.md, "Offers"), in the domain's units: money in
// cents, rates and fees in hundredths of a percent.

import type { AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import type { PlanRunSummary } from '../plan/types.ts';
import type { OfferWarningCode } from '../schemas/offer.ts';

export interface BalanceTransferOffer {
  kind: 'balance_transfer';
  fromDebtId: number;
  /** What leaves the source debt. */
  amount: Cents;
  /** The transfer fee, hundredths of a percent of `amount` (300 = 3 %). */
  feeBp: number;
  promoAprBp: AprBp;
  /** The promotional rate lasts this many months from today. */
  promoMonths: number;
  aprAfterBp: AprBp;
  deferredInterest: boolean;
  /** A card of the user's that receives the balance as a new balance; null: a new card. */
  toDebtId: number | null;
}

export interface ConsolidationLoanOffer {
  kind: 'consolidation_loan';
  debtIds: readonly number[];
  aprBp: AprBp;
  termMonths: number;
  /** The origination fee, hundredths of a percent of the debts paid off (600 = 6 %). */
  feeBp: number;
}

export type Offer = BalanceTransferOffer | ConsolidationLoanOffer;

export interface OfferWarning {
  code: OfferWarningCode;
  message: string;
  paymentNeeded?: Cents;
}

export interface OfferEvaluation {
  without: PlanRunSummary;
  with: PlanRunSummary;
  fee: Cents;
  /** without.totalInterest − with.totalInterest; null when either never ends. */
  interestDifference: Cents | null;
  /** interestDifference − fee. */
  netSavings: Cents | null;
  monthsSaved: number | null;
  breakEvenMonth: number | null;
  /** The new card (or the target card's new balance) or the loan: its opening balance and monthly payment. */
  newDebt: { balance: Cents; monthlyPayment: Cents };
  warnings: OfferWarning[];
}

/**
 * Why an offer cannot be judged, by field ('fromDebtId', 'debtIds.1', 'amount'): `not_found` when it
 * names a debt the user does not have (the API's 404), `invalid` otherwise (a 400).
 */
export interface OfferProblem {
  reason: 'not_found' | 'invalid';
  problems: Record<string, string>;
}

export type OfferResult = { ok: true; evaluation: OfferEvaluation } | { ok: false; problem: OfferProblem };
