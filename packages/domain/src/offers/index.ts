export * from './types.ts';
export { evaluateOffer, breakEvenMonth } from './evaluate.ts';
export { offerPlanInput, NEW_CARD_NAME, NEW_CARD_RULE, LOAN_NAME, type OfferPlan } from './build.ts';
export {
  offerProblem,
  OFFER_DEBT_NOT_FOUND_MESSAGE,
  offerDebtOutOfPlanMessage,
  offerDebtPaidMessage,
  TRANSFER_TO_NOT_CARD_MESSAGE,
  TRANSFER_TO_SAME_MESSAGE,
  transferOverBalanceMessage,
  transferToFullMessage,
} from './check.ts';
export { levelPayment } from './loan.ts';
export { offerFromWire } from './from-wire.ts';
export { offerEvaluationResponse } from './response.ts';
