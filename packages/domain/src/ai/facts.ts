// The facts the suggestion engine works from, its options, and the per-debt analysis every AI
// function shares (see docs/money-math.md, "Suggestions and scores"). Pure: `today` is a parameter.

import { type CashFlowStatus, cashFlowStatus } from '../cashflow.ts';
import { type IsoDate, addMonths, compareDates, daysBetween } from '../dates.ts';
import { type IncomeFacts, totalMonthlyIncome } from '../income.ts';
import { type AprBp, type InterestAccrual, accrualOf, interestForDays, periodInterest } from '../interest.ts';
import { type Cents } from '../money.ts';
import { type ProjectionDebt, type ProjectionResult, DEFAULT_HORIZON_MONTHS, projectPayoff } from '../payoff.ts';
import { type PayoffStrategy } from '../priority.ts';
import { firstPayDateOnOrAfter } from '../schedule.ts';
import { cycleState, cyclePayDates } from '../cycle.ts';
import { type DebtFacts, chosenDateWithin, monthlyPayment, suggestedPaymentDate, totalMonthlyPayments } from '../suggestions.ts';

/** One logged payment (payment_history), as the learning panel reads it. */
export interface PaymentFact {
  debtId: number;
  amount: Cents;
  paymentDate: IsoDate;
  /** The suggested date the debt showed when the payment was logged; null when none was recorded. */
  suggestedDate: IsoDate | null;
}

/** Everything the AI engine looks at. Paid debts may be passed; they are ignored. */
export interface AiFacts {
  today: IsoDate;
  debts: readonly DebtFacts[];
  income: readonly IncomeFacts[];
  payments?: readonly PaymentFact[];
}

/** How the user's current plan is simulated (the baseline of the optimization score). */
export interface CurrentPlanSettings {
  strategy: PayoffStrategy;
  /** false (default): each debt gets the payment entered for it; a paid-off debt's payment is not moved on. */
  rollover: boolean;
}

export interface AiOptions {
  /** The assumed consolidation-loan APR, in basis points. Default 1000 (10.00 %). */
  consolidationAprBp?: AprBp;
  /** Debts at or above this APR are consolidation candidates. Default 1500 (15.00 %). */
  consolidationThresholdBp?: AprBp;
  /** Share of the monthly slack suggested as an extra payment, in hundredths of a percent. Default 5000 (50 %). */
  extraShareHundredths?: number;
  /** The smallest extra payment worth suggesting. Default 1000 ($10.00). */
  minExtraPayment?: Cents;
  /** The baseline plan. Default { strategy: 'avalanche', rollover: false }. */
  currentPlan?: Partial<CurrentPlanSettings>;
  /** Projection horizon in months. Default 600 (the projection's own default). */
  horizonMonths?: number;
}

export interface ResolvedAiOptions {
  consolidationAprBp: AprBp;
  consolidationThresholdBp: AprBp;
  extraShareHundredths: number;
  minExtraPayment: Cents;
  currentPlan: CurrentPlanSettings;
  horizonMonths: number;
}

export const AI_DEFAULTS: Readonly<ResolvedAiOptions> = Object.freeze({
  consolidationAprBp: 1_000,
  consolidationThresholdBp: 1_500,
  extraShareHundredths: 5_000,
  minExtraPayment: 1_000,
  currentPlan: Object.freeze({ strategy: 'avalanche', rollover: false }) as CurrentPlanSettings,
  horizonMonths: DEFAULT_HORIZON_MONTHS,
});

export function resolveAiOptions(options: AiOptions = {}): ResolvedAiOptions {
  return {
    consolidationAprBp: options.consolidationAprBp ?? AI_DEFAULTS.consolidationAprBp,
    consolidationThresholdBp: options.consolidationThresholdBp ?? AI_DEFAULTS.consolidationThresholdBp,
    extraShareHundredths: options.extraShareHundredths ?? AI_DEFAULTS.extraShareHundredths,
    minExtraPayment: options.minExtraPayment ?? AI_DEFAULTS.minExtraPayment,
    currentPlan: {
      strategy: options.currentPlan?.strategy ?? AI_DEFAULTS.currentPlan.strategy,
      rollover: options.currentPlan?.rollover ?? AI_DEFAULTS.currentPlan.rollover,
    },
    horizonMonths: options.horizonMonths ?? AI_DEFAULTS.horizonMonths,
  };
}

/** What the engine derives for one unpaid debt with a balance. */
export interface DebtAnalysis {
  debt: DebtFacts;
  accrual: InterestAccrual;
  nextDue: IsoDate;
  /** Monthly payment (min + extra, at most the balance). */
  payment: Cents;
  /** The APR for estimates and savings: the debt's own, 0 when missing (no invented rate). */
  bp: AprBp;
  /** The engine's suggested date (DESIGN.md), ignoring any date the user chose. */
  engineDate: IsoDate;
  /** The date the user pays on now: their chosen date while it lies in [today, next due], else the due date. */
  currentDate: IsoDate;
  /** The earlier of the two. */
  bestDate: IsoDate;
  /** Whether an expected payday falls in [today, next due]. */
  hasPaydayBeforeDue: boolean;
  /** The coming month's interest at the debt's own rate (0 when the rate is missing). */
  monthInterest: Cents;
  /** The payment does not cover monthInterest (a known, positive rate): the balance would grow without end. */
  underwater: boolean;
}

export interface Analysis {
  today: IsoDate;
  options: ResolvedAiOptions;
  /** Unpaid debts with a balance, by id (so input order never changes the output). */
  debts: DebtAnalysis[];
  income: readonly IncomeFacts[];
  monthlyIncome: Cents;
  monthlyPayments: Cents;
  cashFlow: CashFlowStatus;
  /**
   * The debts the plan simulations use: every analysed debt except recurring bills (isRecurringBill:
   * their payment stays in monthlyPayments but is never "freed") and underwater debts (their balance
   * grows without end, so any total would only measure the horizon; a warning suggestion covers them).
   */
  projectionDebts: ProjectionDebt[];
}

/**
 * A Mortgage/Rent entry without an interest rate (0 % or missing) is a recurring bill such as rent:
 * its "balance" is one month's rent and it comes back every month, so a payoff simulation must not
 * pay it off in month 1 and hand its payment to other debts. Such entries are left out of plan
 * simulations (scores, extra payment, rollover); a mortgage with an APR is a real balance and stays.
 */
export function isRecurringBill(debt: Pick<DebtFacts, 'debtType' | 'apr'>): boolean {
  return debt.debtType === 'mortgage' && !(debt.apr !== null && debt.apr > 0);
}

export function analyzeAiFacts(facts: AiFacts, options: AiOptions = {}): Analysis {
  const { today } = facts;
  const opts = resolveAiOptions(options);
  const unpaid = facts.debts.filter((d) => !d.isPaid && d.balance > 0).sort((a, b) => a.id - b.id);
  // A cycle already paid asks for nothing: each debt is looked at in the cycle still to pay.
  const cycles = unpaid.map((d) => cycleState(d, facts.payments ?? [], today));
  const dues = cycles.map((c) => c.due);
  // Only the first payday from today (or from after a paid cycle) matters: O(1) per source.
  const firstPayday = unpaid.length > 0 ? (firstPayDateOnOrAfter(facts.income, today) ?? undefined) : undefined;
  // The coming month (today -> today + 1 month) is the same period for every debt.
  const monthDays = daysBetween(today, addMonths(today, 1));

  const debts: DebtAnalysis[] = unpaid.map((debt, i) => {
    const due = dues[i]!;
    const accrual = accrualOf(debt.debtType);
    // Only the date and the payment of the debt card are needed, not its interest figures.
    const cycle = cycles[i]!;
    const payFrom = cycle.payFrom;
    const payDates = cyclePayDates(facts.income, cycle, firstPayday ?? null);
    const engineDate = suggestedPaymentDate(accrual, due, payDates, payFrom);
    const currentDate = chosenDateWithin(debt.suggestedPaymentDate, payFrom, due) ?? due;
    const payment = monthlyPayment(debt);
    const bp = debt.apr ?? 0;
    const monthInterest = periodInterest(debt.debtType, debt.balance, bp, monthDays);
    return {
      debt,
      accrual,
      nextDue: due,
      payment,
      bp,
      engineDate,
      currentDate,
      bestDate: compareDates(engineDate, currentDate) <= 0 ? engineDate : currentDate,
      hasPaydayBeforeDue: payDates[0] !== undefined && compareDates(payDates[0], due) <= 0,
      monthInterest,
      underwater: bp > 0 && (payment <= monthInterest || neverPaysOffAlone(debt, payment, bp, today, opts.horizonMonths)),
    };
  });

  const monthlyIncome = totalMonthlyIncome(facts.income, today);
  const monthlyPayments = totalMonthlyPayments(facts.debts);
  return {
    today,
    options: opts,
    debts,
    income: facts.income,
    monthlyIncome,
    monthlyPayments,
    cashFlow: cashFlowStatus(monthlyPayments, monthlyIncome),
    projectionDebts: debts.filter((a) => !isRecurringBill(a.debt) && !a.underwater).map(toProjectionDebt),
  };
}

/**
 * A payment can cover the interest of a 30-day month but not of a 31-day one (issue 9: $18.80 at
 * 81.22 % with a $1.27 minimum): such a debt still grows over a year, so the projection of the
 * debt alone, at its own payment, is the test (projectPayoff proves "never ends" within 13-24 months).
 */
function neverPaysOffAlone(debt: DebtFacts, payment: Cents, bp: AprBp, today: IsoDate, horizonMonths: number): boolean {
  const alone: ProjectionDebt = { id: debt.id, debtName: debt.debtName, debtType: debt.debtType, balance: debt.balance, apr: bp, payment };
  return projectPayoff([alone], { startDate: today, rollover: false, horizonMonths }).end === 'never_ends';
}

export function toProjectionDebt(a: DebtAnalysis): ProjectionDebt {
  return {
    id: a.debt.id,
    debtName: a.debt.debtName,
    debtType: a.debt.debtType,
    balance: a.debt.balance,
    apr: a.debt.apr,
    payment: a.payment,
  };
}

/**
 * The interest a plan saves by paying each daily-accruing debt `days early` before its due date
 * every month: every dollar the projection pays on the debt is paid that many days sooner, so
 * savings = round(totalPaid × APR / 365 × days) (the DESIGN.md savings formula applied to all the
 * debt's payments), capped at the interest the plan charges that debt. 0 for monthly accrual or a
 * missing APR. `dateOf` picks the pay date (current or best) of each debt.
 */
export function planTimingSavings(
  plan: ProjectionResult,
  debts: readonly DebtAnalysis[],
  dateOf: (a: DebtAnalysis) => IsoDate,
): Cents {
  const byId = new Map(debts.map((a) => [a.debt.id, a]));
  let total = 0;
  for (const d of plan.debts) {
    const a = byId.get(d.id);
    if (!a || a.accrual !== 'daily') continue;
    const days = daysBetween(dateOf(a), a.nextDue);
    total += Math.min(d.totalInterest, interestForDays(d.totalPaid, a.bp, days));
  }
  return total;
}
