// The payoff plan engine's input and output, in cents (docs/money-math.md,
// "The payoff plan"). planResponse (response.ts) turns a PlanResult into the wire shape of planSchema.

import type { CardPart, CardPartKind, MinPaymentRule } from '../card/types.ts';
import type { DebtType } from '../debt/type.ts';
import type { IsoDate } from '../dates/calendar.ts';
import type { AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import type { PlanStrategy, PlanWarningCode } from '../schemas/plan.ts';

/** One debt as the plan sees it. Paid debts and debts with no balance may be passed: they are left out. */
export interface PlanDebtInput {
  id: number;
  debtName: string;
  debtType: DebtType;
  balance: Cents;
  /** The regular APR; null = missing, charged the 18 % fallback like every projection. */
  apr: AprBp | null;
  /** The monthly payment: min + extra, at most the balance (monthlyPayment). */
  payment: Cents;
  /** The minimum payment alone (the "minimums only" summary); default: `payment`. */
  minPayment?: Cents;
  /**
   * Already paid toward the current cycle (cycleState's paidThisCycle; the balance is already lower
   * by it): the first month asks only for the rest of `payment`, and its budget is that much
   * smaller, so no month asks to pay a paid cycle again. Default 0.
   */
  paidThisMonth?: Cents;
  /** Whether the debt is in the plan (default for its type: defaultInPlan). */
  inPlan: boolean;
  /** A card paid in full every month: no interest (grace period), never in the plan. */
  paysInFull: boolean;
  promoRateBp: AprBp | null;
  /** The first day charged at the regular APR; null = no promotion. */
  promoEndDate: IsoDate | null;
  /** Store cards, medical financing: a balance left at the promo end is charged the regular APR since promoStartDate. */
  deferredInterest: boolean;
  /** When the promotion began (default: today); the back-dated charge counts from it. */
  promoStartDate?: IsoDate | null;
  isPaid?: boolean;
  /**
   * A credit card's balances (card/types.ts): each accrues at its own rate and a payment is split
   * as Regulation Z requires. `balance` is their sum and the debt's promo fields are unused.
   */
  parts?: readonly CardPart[] | null;
  /** A credit card's minimum-payment rule (default fixed: `minPayment`). With a percent rule `minPayment` is the rule's minimum today. */
  minPaymentRule?: MinPaymentRule;
}

export interface PlanSettings {
  strategy: PlanStrategy;
  extraMonthlyCents: Cents;
  /** Debt ids, first paid first (the custom strategy). Debts missing from it follow in avalanche order. */
  customOrder: readonly number[] | null;
}

/** A one-off amount ("snowflake"): applied in the month containing its date to the first debt in order. */
export interface PlanLumpSum {
  id: number;
  date: IsoDate;
  amountCents: Cents;
  note: string | null;
}

export interface PlanInput {
  /** The user's today: the plan starts here (month m covers [today + (m−1) months, today + m months)). */
  today: IsoDate;
  debts: readonly PlanDebtInput[];
  settings: PlanSettings;
  lumpSums?: readonly PlanLumpSum[];
  /** Average monthly income (for the BUDGET_EXCEEDS_INCOME check); omitted = no check. */
  monthlyIncome?: Cents | null;
  /** Default 600 months (50 years). */
  horizonMonths?: number;
}

/** A run summarised; every field null when the run does not end within the horizon. */
export interface PlanRunSummary {
  /** The last day of the final month: startDate + months months − 1 day. */
  debtFreeDate: IsoDate | null;
  months: number | null;
  totalInterest: Cents | null;
}

export interface StrategySummary extends PlanRunSummary {
  /** The month the first debt is cleared (null when none is within the horizon). */
  firstPayoffMonth: number | null;
}

export interface PlanDebtResult {
  debtId: number;
  debtName: string;
  /** 1 = paid first. */
  order: number;
  payoffMonth: number | null;
  /** The last day of the payoff month. */
  payoffDate: IsoDate | null;
  totalInterest: Cents;
  totalPaid: Cents;
}

export interface PlanMonthPayment {
  debtId: number;
  payment: Cents;
  interest: Cents;
  /** The balance after this month. */
  balance: Cents;
  /** A card with balances: what each balance got, was charged and owes after this month. */
  parts?: PlanPartPayment[];
}

export interface PlanPartPayment {
  partId: number;
  kind: CardPartKind;
  payment: Cents;
  interest: Cents;
  balance: Cents;
}

export interface PlanMonth {
  month: number;
  startDate: IsoDate;
  payments: PlanMonthPayment[];
  /** The lump sums applied this month. */
  lumpSum: Cents;
  totalPayment: Cents;
  totalInterest: Cents;
  totalBalance: Cents;
}

export interface PlanWarningResult {
  code: PlanWarningCode;
  debtId?: number;
  message: string;
  paymentNeeded?: Cents;
}

export interface PlanResult {
  strategy: PlanStrategy;
  extraMonthly: Cents;
  customOrder: number[] | null;
  /** Σ in-plan payments + extraMonthly, every month. */
  monthlyBudget: Cents;
  startDate: IsoDate;
  debtFreeDate: IsoDate | null;
  months: number | null;
  totalInterest: Cents | null;
  totalPaid: Cents | null;
  /** "As you pay now": each debt its own payment, no rollover, no extra, no lump sums. */
  baseline: PlanRunSummary;
  minimumsOnly: PlanRunSummary;
  /** baseline − plan; null when either never ends. */
  interestSaved: Cents | null;
  monthsSaved: number | null;
  strategies: { avalanche: StrategySummary; snowball: StrategySummary; custom?: StrategySummary };
  debts: PlanDebtResult[];
  schedule: PlanMonth[];
  lumpSums: PlanLumpSum[];
  warnings: PlanWarningResult[];
}

/** Mortgage/Rent is out of the plan by default (a 30-year mortgage flattens every date and chart; rent is a bill). */
export function defaultInPlan(debtType: DebtType): boolean {
  return debtType !== 'mortgage';
}
