// The plan's input from the facts the rest of the domain works with (DebtFacts, the API's rows):
// the one conversion the API, the AI engine and the web share, so they all plan the same debts.

import { type CyclePayment, cycleState } from '../debt/cycle.ts';
import type { IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { type DebtFacts, monthlyPayment, totalMonthlyPayments } from '../debt/facts.ts';
import { isPlanDebt } from './engine.ts';
import { type PlanDebtInput, type PlanInput, type PlanLumpSum, type PlanSettings, defaultInPlan } from './types.ts';

/** A new user's plan: avalanche (highest APR first), no extra. */
export const DEFAULT_PLAN_SETTINGS: PlanSettings = Object.freeze({ strategy: 'avalanche', extraMonthlyCents: 0, customOrder: null });

/** `paidThisMonth`: paid already toward the current cycle (cycleState's paidThisCycle). */
export function planDebtFromFacts(d: DebtFacts, paidThisMonth: Cents = 0): PlanDebtInput {
  return {
    id: d.id,
    debtName: d.debtName,
    debtType: d.debtType,
    balance: d.balance,
    apr: d.apr,
    payment: monthlyPayment(d),
    minPayment: Math.max(0, Math.min(d.minPayment, d.balance)),
    paidThisMonth,
    inPlan: d.inPlan ?? defaultInPlan(d.debtType),
    paysInFull: d.paysInFull ?? false,
    promoRateBp: d.promoRateBp ?? null,
    promoEndDate: d.promoEndDate ?? null,
    deferredInterest: d.deferredInterest ?? false,
    promoStartDate: d.promoStartDate ?? null,
    isPaid: d.isPaid,
    ...(d.parts && d.parts.length > 0 ? { parts: d.parts } : {}),
    ...(d.minPaymentRule ? { minPaymentRule: d.minPaymentRule } : {}),
  };
}

export function planInputFromFacts(input: {
  today: IsoDate;
  debts: readonly DebtFacts[];
  settings?: PlanSettings;
  lumpSums?: readonly PlanLumpSum[];
  monthlyIncome?: Cents | null;
  /** The payments that tell what each debt's current cycle has had already; none = nothing paid. */
  payments?: readonly CyclePayment[];
  /**
   * What each debt's current cycle has had already, by debt id, when the payments themselves are
   * not at hand: the browser holds the debts list, which carries it per debt (cycleState's figure).
   */
  paidThisCycle?: ReadonlyMap<number, Cents>;
}): PlanInput {
  const payments = input.payments ?? [];
  const paidOf = (d: DebtFacts): Cents =>
    input.paidThisCycle?.get(d.id) ?? (payments.length === 0 ? 0 : cycleState(d, payments, input.today).paidThisCycle);
  return {
    today: input.today,
    debts: input.debts.filter((d) => !d.isPaid).map((d) => planDebtFromFacts(d, paidOf(d))),
    settings: input.settings ?? DEFAULT_PLAN_SETTINGS,
    lumpSums: input.lumpSums ?? [],
    monthlyIncome: input.monthlyIncome ?? null,
  };
}

/**
 * Monthly payments, one figure wherever it shows (the Dashboard's card, cash flow, the AI's "left
 * over"): the plan's monthly budget (the in-plan payments and the extra) + the own payments of the
 * unpaid debts outside the plan (a mortgage left out, a card paid in full).
 */
export function monthlyPaymentsWithPlan(debts: readonly DebtFacts[], monthlyBudget: Cents): Cents {
  return monthlyBudget + totalMonthlyPayments(debts.filter((d) => !d.isPaid && !isPlanDebt(planDebtFromFacts(d))));
}
