// The plan's input "with" an offer (docs/money-math.md, "Offers"): the same debts, settings, lump
// sums and horizon, changed only as the offer changes them, and the same monthly budget.
//
// - A balance transfer takes `amount` off the source as a payment above the minimum would
//   (Regulation Z §1026.53: highest rate charged today first; a deferred-interest balance within two
//   cycles of its end first), and puts `amount` + the fee on a new card — 1 % + interest, at least
//   $35 — or on a new balance of the target card, at the promotional rate for `promoMonths` months
//   from today, then `aprAfter`.
// - A consolidation loan pays off the listed debts and is a personal loan of their balances + the
//   origination fee, paid at the level payment for its term.
// - The budget (Σ payments + the extra) stays what it was: what the offer frees goes to the plan's
//   extra; what it needs (a loan payment above the payments it replaces) comes out of the extra,
//   then out of payments above their minimums — the debts the offer touched first, then the most
//   recently added — and only what is still missing raises the budget (the answer warns).

import { type AllocationPart, excessOrder, pour } from '../card/allocation.ts';
import { minimumNow } from '../card/minimum.ts';
import { type CardPart, FIXED_RULE, type MinPaymentRule, cardBalance, cardPartsOf } from '../card/types.ts';
import { type IsoDate, addMonths, toDayNumber } from '../dates/calendar.ts';
import { effectiveApr } from '../debt/interest.ts';
import { type Cents, percentOf, sumCents } from '../money/cents.ts';
import { isPlanDebt } from '../plan/engine.ts';
import type { PlanDebtInput, PlanInput } from '../plan/types.ts';
import { levelPayment } from './loan.ts';
import type { BalanceTransferOffer, ConsolidationLoanOffer, Offer } from './types.ts';

/** The new card's minimum-payment rule: the most common agreement, 1 % of the balance plus interest, at least $35. */
export const NEW_CARD_RULE: MinPaymentRule = Object.freeze({ kind: 'percent_plus_interest', percentBp: 100, floor: 3_500 });
export const NEW_CARD_NAME = 'New card';
export const LOAN_NAME = 'Consolidation loan';

export interface OfferPlan {
  input: PlanInput;
  fee: Cents;
  /** The debt that carries the offer: a new card, the user's card that receives the balance, or the loan. */
  carrier: 'new_card' | 'target_card' | 'loan';
  debtId: number;
  debtName: string;
  /** The transferred balance's part on that card (balance transfers). */
  partId: number | null;
  /** What the offer opens at (amount + fee) and its monthly payment (the card's minimum today, the loan's payment). */
  newBalance: Cents;
  newPayment: Cents;
  /** What came off other payments above their minimums to fit the offer's payment in the budget (usually 0). */
  paymentsCut: Cents;
  /** How much the budget had to rise because the offer's payments do not fit in it even so (0 almost always). */
  budgetRaisedBy: Cents;
}

/** A debt the offer names (offerProblem has checked that it exists). */
function debtOf(debts: readonly PlanDebtInput[], id: number): PlanDebtInput {
  const d = debts.find((x) => x.id === id);
  if (d === undefined) throw new RangeError(`No debt ${id} in the plan's input`);
  return d;
}

/** The debt at a new balance (and parts): a fixed-rule minimum stays as typed (at most the balance); a percent rule's is recomputed, the payment above it kept. */
function atBalance(d: PlanDebtInput, balance: Cents, parts: CardPart[] | null, today: IsoDate): PlanDebtInput {
  const rule = d.debtType === 'credit_card' ? (d.minPaymentRule ?? FIXED_RULE) : FIXED_RULE;
  const minimum = d.minPayment ?? d.payment;
  const next: PlanDebtInput = { ...d, balance, ...(parts !== null ? { parts } : {}) };
  if (rule.kind === 'fixed') return { ...next, payment: Math.min(d.payment, balance), minPayment: Math.min(minimum, balance) };
  const cardParts = cardPartsOf(parts, { ...d, balance, apr: effectiveApr(d.apr) });
  const newMinimum = minimumNow({ parts: cardParts, rule, fixedMinimum: minimum, today });
  return { ...next, minPayment: newMinimum, payment: Math.min(balance, newMinimum + Math.max(0, d.payment - minimum)) };
}

/** The source after `amount` leaves it: off its parts as a payment above the minimum would go. */
function lowered(d: PlanDebtInput, amount: Cents, today: IsoDate): PlanDebtInput {
  if (!d.parts || d.parts.length === 0) return atBalance(d, d.balance - amount, null, today);
  const window = toDayNumber(addMonths(today, 2));
  const alloc: AllocationPart[] = d.parts.map((p) => {
    const end = p.promoApr !== null && p.promoEndDate !== null && p.promoEndDate > today ? p.promoEndDate : null;
    const endDay = end === null ? null : toDayNumber(end);
    return {
      balance: p.balance,
      rateBp: end === null ? p.apr : (p.promoApr ?? p.apr),
      deferredDeadline: p.deferredInterest && endDay !== null && endDay < window ? endDay : null,
    };
  });
  const taken = d.parts.map(() => 0);
  pour(
    d.parts.map((p) => p.balance),
    taken,
    excessOrder(alloc),
    amount,
  );
  const parts = d.parts.map((p, i) => ({ ...p, balance: p.balance - (taken[i] ?? 0) })).filter((p) => p.balance > 0);
  return atBalance(d, cardBalance(parts), parts, today);
}

function transferPlan(input: PlanInput, offer: BalanceTransferOffer, newId: number) {
  const { today } = input;
  const fee = percentOf(offer.amount, offer.feeBp);
  const source = debtOf(input.debts, offer.fromDebtId);
  const after = lowered(source, offer.amount, today);
  const transferred = offer.amount + fee;
  const promo = {
    kind: 'balance_transfer' as const,
    balance: transferred,
    apr: offer.aprAfterBp,
    promoApr: offer.promoAprBp,
    promoEndDate: addMonths(today, offer.promoMonths),
    deferredInterest: offer.deferredInterest,
    promoStartDate: today,
  };
  // A source paid off by the transfer leaves the plan; what its cycle had already goes with the balance.
  const moved = after.balance <= 0 ? Math.max(0, source.paidThisMonth ?? 0) : 0;
  let debts = input.debts.map((d) => (d.id === source.id ? after : d));
  let carrier: PlanDebtInput;
  let partId: number;
  if (offer.toDebtId === null) {
    partId = 1;
    const parts: CardPart[] = [{ id: partId, ...promo }];
    const minimum = minimumNow({ parts, rule: NEW_CARD_RULE, fixedMinimum: 0, today });
    carrier = {
      id: newId,
      debtName: NEW_CARD_NAME,
      debtType: 'credit_card',
      balance: transferred,
      apr: offer.aprAfterBp,
      payment: minimum,
      minPayment: minimum,
      paidThisMonth: moved,
      inPlan: true,
      paysInFull: false,
      promoRateBp: null,
      promoEndDate: null,
      deferredInterest: false,
      parts,
      minPaymentRule: NEW_CARD_RULE,
    };
    debts = [...debts, carrier];
  } else {
    const target = debtOf(debts, offer.toDebtId);
    const own = cardPartsOf(target.parts, { ...target, apr: effectiveApr(target.apr) });
    partId = Math.max(0, ...own.map((p) => p.id)) + 1;
    const parts: CardPart[] = [...own, { id: partId, ...promo }];
    const cleared: PlanDebtInput = { ...target, promoRateBp: null, promoEndDate: null, deferredInterest: false, promoStartDate: null };
    carrier = atBalance(cleared, target.balance + transferred, parts, today);
    carrier = { ...carrier, paidThisMonth: (carrier.paidThisMonth ?? 0) + moved };
    debts = debts.map((d) => (d.id === target.id ? carrier : d));
  }
  const order = input.settings.customOrder;
  const customOrder = order && offer.toDebtId === null ? order.flatMap((id) => (id === source.id ? [id, newId] : [id])) : order;
  return {
    debts,
    customOrder,
    fee,
    carrier,
    partId,
    newBalance: transferred,
    newPayment: offer.toDebtId === null ? carrier.payment : (carrier.minPayment ?? carrier.payment),
    touched: offer.toDebtId === null ? [source.id] : [source.id, offer.toDebtId],
  };
}

function loanPlan(input: PlanInput, offer: ConsolidationLoanOffer, newId: number) {
  const ids = new Set(offer.debtIds);
  const listed = input.debts.filter((d) => ids.has(d.id));
  const total = sumCents(listed.map((d) => d.balance));
  const fee = percentOf(total, offer.feeBp);
  const principal = total + fee;
  const payment = Math.min(principal, levelPayment(principal, offer.aprBp, offer.termMonths));
  const carrier: PlanDebtInput = {
    id: newId,
    debtName: LOAN_NAME,
    debtType: 'personal_loan',
    balance: principal,
    apr: offer.aprBp,
    payment,
    minPayment: payment,
    // What the paid-off debts' cycles had already was spent this month: the loan's first month asks that much less.
    paidThisMonth: sumCents(listed.map((d) => Math.max(0, d.paidThisMonth ?? 0))),
    inPlan: true,
    paysInFull: false,
    promoRateBp: null,
    promoEndDate: null,
    deferredInterest: false,
  };
  const order = input.settings.customOrder;
  const first = order?.find((id) => ids.has(id));
  const customOrder = order ? order.flatMap((id) => (id === first ? [newId] : ids.has(id) ? [] : [id])) : null;
  return {
    debts: [...input.debts.filter((d) => !ids.has(d.id)), carrier],
    customOrder,
    fee,
    carrier,
    partId: null,
    newBalance: principal,
    newPayment: payment,
    touched: [] as number[],
  };
}

/**
 * Keeps Σ payments + extra at `budget`: the difference becomes the extra, or — when the offer needs
 * more — comes out of payments above their minimums (the touched debts first, then by id, highest
 * first). Returns the debts, the extra and what is still missing.
 */
function fitBudget(debts: PlanDebtInput[], budget: Cents, touched: readonly number[]) {
  const inPlan = debts.filter(isPlanDebt);
  const gap = budget - sumCents(inPlan.map((d) => Math.max(0, d.payment)));
  if (gap >= 0) return { debts, extra: gap, cut: 0, missing: 0 };
  let missing = -gap;
  const cut = new Map<number, Cents>();
  const candidates = [
    ...inPlan.filter((d) => touched.includes(d.id)),
    ...inPlan.filter((d) => !touched.includes(d.id)).sort((a, b) => b.id - a.id),
  ];
  for (const d of candidates) {
    if (missing <= 0) break;
    const room = Math.max(0, d.payment - Math.min(d.minPayment ?? d.payment, d.balance));
    const x = Math.min(room, missing);
    if (x > 0) cut.set(d.id, x);
    missing -= x;
  }
  const fitted = debts.map((d) => {
    const x = cut.get(d.id);
    return x === undefined ? d : { ...d, payment: d.payment - x };
  });
  return { debts: fitted, extra: 0, cut: sumCents(cut.values()), missing };
}

/** The plan's input with the offer taken, for a budget of `budget` a month (the plan's without it). Assumes offerProblem found nothing. */
export function offerPlanInput(input: PlanInput, offer: Offer, budget: Cents): OfferPlan {
  const newId = Math.max(0, ...input.debts.map((d) => d.id)) + 1;
  const built = offer.kind === 'balance_transfer' ? transferPlan(input, offer, newId) : loanPlan(input, offer, newId);
  const fitted = fitBudget(built.debts, budget, built.touched);
  return {
    input: {
      ...input,
      debts: fitted.debts,
      settings: { ...input.settings, extraMonthlyCents: fitted.extra, customOrder: built.customOrder },
    },
    fee: built.fee,
    carrier: offer.kind === 'consolidation_loan' ? 'loan' : offer.toDebtId === null ? 'new_card' : 'target_card',
    debtId: built.carrier.id,
    debtName: built.carrier.debtName,
    partId: built.partId,
    newBalance: built.newBalance,
    newPayment: built.newPayment,
    paymentsCut: fitted.cut,
    budgetRaisedBy: fitted.missing,
  };
}
