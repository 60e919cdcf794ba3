// The checks an offer needs the user's debts for, by field, worded like the schema's messages: a
// debt the user does not have is a 404 (the API's "Debt not found"); a paid debt, a debt outside the
// plan, an amount above the source's balance or a card that cannot take another balance is a 400.
//
// A debt outside the plan (a mortgage left out, a card paid in full every month) is refused rather
// than added: the plan "without" the offer does not count its interest, so the comparison would
// charge the offer for interest the plan never showed.

import { MAX_CARD_PARTS } from '../card/types.ts';
import type { Cents } from '../money/cents.ts';
import { formatUsd } from '../money/usd.ts';
import { isPlanDebt } from '../plan/engine.ts';
import type { PlanDebtInput, PlanInput } from '../plan/types.ts';
import type { Offer, OfferProblem } from './types.ts';

export const OFFER_DEBT_NOT_FOUND_MESSAGE = 'Debt not found';
export const offerDebtPaidMessage = (name: string) => `${name} is paid off: choose a debt you still owe`;
export const offerDebtOutOfPlanMessage = (name: string) => `${name} is not in your plan: include it in the plan to compare an offer on it`;
export const transferOverBalanceMessage = (name: string, balance: Cents) =>
  `Amount must be at most ${name}'s balance of ${formatUsd(balance)}`;
export const TRANSFER_TO_SAME_MESSAGE = 'Choose another card to receive the balance';
export const TRANSFER_TO_NOT_CARD_MESSAGE = 'Only a credit card can receive a balance transfer';
export const transferToFullMessage = (name: string) => `${name} already has ${MAX_CARD_PARTS} balances`;

/** The debts an offer names, with the field each is named in. */
function named(offer: Offer): { field: string; id: number }[] {
  if (offer.kind === 'consolidation_loan') return offer.debtIds.map((id, i) => ({ field: `debtIds.${i}`, id }));
  return [{ field: 'fromDebtId', id: offer.fromDebtId }, ...(offer.toDebtId === null ? [] : [{ field: 'toDebtId', id: offer.toDebtId }])];
}

/**
 * Why `offer` cannot be judged against `input`, or null. `input.debts` should hold the user's paid
 * debts too, so a paid one is told apart from one that does not exist (an unknown id is a 404).
 */
export function offerProblem(input: PlanInput, offer: Offer): OfferProblem | null {
  const byId = new Map<number, PlanDebtInput>(input.debts.map((d) => [d.id, d]));
  const refs = named(offer).map((r) => ({ ...r, debt: byId.get(r.id) }));
  const missing: Record<string, string> = {};
  for (const r of refs) if (r.debt === undefined) missing[r.field] = OFFER_DEBT_NOT_FOUND_MESSAGE;
  if (Object.keys(missing).length > 0) return { reason: 'not_found', problems: missing };

  const problems: Record<string, string> = {};
  for (const { field, debt: d } of refs) {
    if (d === undefined) continue;
    if (d.isPaid || d.balance <= 0) problems[field] = offerDebtPaidMessage(d.debtName);
    else if (!isPlanDebt(d)) problems[field] = offerDebtOutOfPlanMessage(d.debtName);
  }
  if (offer.kind === 'balance_transfer') {
    const source = byId.get(offer.fromDebtId);
    const target = offer.toDebtId === null ? undefined : byId.get(offer.toDebtId);
    if (source && problems.fromDebtId === undefined && offer.amount > source.balance) {
      problems.amount = transferOverBalanceMessage(source.debtName, source.balance);
    }
    if (source && target && problems.toDebtId === undefined) {
      if (target.id === source.id) problems.toDebtId = TRANSFER_TO_SAME_MESSAGE;
      else if (target.debtType !== 'credit_card') problems.toDebtId = TRANSFER_TO_NOT_CARD_MESSAGE;
      else if ((target.parts?.length ?? 1) >= MAX_CARD_PARTS) problems.toDebtId = transferToFullMessage(target.debtName);
    }
  }
  return Object.keys(problems).length > 0 ? { reason: 'invalid', problems } : null;
}
