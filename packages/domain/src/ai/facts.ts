// The facts the suggestion engine works from, its options, and the per-debt analysis every AI
// function shares (see docs/money-math.md, "Suggestions and scores"). Pure: `today` is a parameter.
// Every plan figure (interest, debt-free dates, savings) comes from the payoff plan (plan/engine.ts):
// the AI never runs a model of its own, so its figures cannot disagree with the Plan screen.

import { type CashFlowStatus, cashFlowStatus } from '../income/cashflow.ts';
import { type IsoDate, addMonths, compareDates, daysBetween } from '../dates/calendar.ts';
import { type IncomeFacts, averageMonthlyIncome } from '../income/income.ts';
import { type AprBp, type InterestAccrual, accrualOf, interestSavings, periodInterest } from '../debt/interest.ts';
import { type Cents, sumCents } from '../money/cents.ts';
import { PLAN_HORIZON_MONTHS, computePlan } from '../plan/engine.ts';
import { monthlyPaymentsWithPlan, planInputFromFacts } from '../plan/from-facts.ts';
import { monthGrid } from '../plan/grid.ts';
import { simulate } from '../plan/simulate.ts';
import type { PlanInput, PlanLumpSum, PlanResult, PlanSettings } from '../plan/types.ts';
import { firstPayDateOnOrAfter } from '../dates/recurring.ts';
import { cycleState } from '../debt/cycle.ts';
import { paymentsThisCycle } from '../plan/payday-list.ts';
import {
  type DebtFacts,
  accruesInterestToday,
  chosenDateWithin,
  monthlyPayment,
  rateToday,
  suggestedPaymentDate,
  paymentWindowStart,
} from '../debt/facts.ts';

/** One logged payment (payment_history), as the learning panel reads it. */
export interface PaymentFact {
  debtId: number;
  amount: Cents;
  paymentDate: IsoDate;
  /** The suggested date the debt showed when the payment was logged; null when none was recorded. */
  suggestedDate: IsoDate | null;
}

/** The user's saved plan (GET /api/plan): settings and lump sums. Default: avalanche, no extra, none. */
export interface AiPlanFacts {
  settings: PlanSettings;
  lumpSums?: readonly PlanLumpSum[];
}

/** Everything the AI engine looks at. Paid debts may be passed; they are ignored. */
export interface AiFacts {
  today: IsoDate;
  debts: readonly DebtFacts[];
  income: readonly IncomeFacts[];
  payments?: readonly PaymentFact[];
  plan?: AiPlanFacts;
}

export interface AiOptions {
  /** The assumed consolidation-loan APR, in basis points. Default 1000 (10.00 %). */
  consolidationAprBp?: AprBp;
  /** The assumed origination fee of a consolidation loan, in hundredths of a percent of the amount. Default 500 (5.00 %). */
  consolidationFeeHundredths?: number;
  /** Debts at or above this APR are consolidation candidates. Default 1500 (15.00 %). */
  consolidationThresholdBp?: AprBp;
  /** The assumed term of a consolidation loan, in months. Default 60 (personal loans commonly run 36 to 60). */
  consolidationTermMonths?: number;
  /** Share of the monthly slack suggested as an extra payment, in hundredths of a percent. Default 5000 (50 %). */
  extraShareHundredths?: number;
  /** The smallest extra payment worth suggesting. Default 1000 ($10.00). */
  minExtraPayment?: Cents;
  /** Projection horizon in months. Default 600 (the plan's). */
  horizonMonths?: number;
}

export type ResolvedAiOptions = Required<AiOptions>;

export const AI_DEFAULTS: Readonly<ResolvedAiOptions> = Object.freeze({
  consolidationAprBp: 1_000,
  consolidationFeeHundredths: 500,
  consolidationThresholdBp: 1_500,
  consolidationTermMonths: 60,
  extraShareHundredths: 5_000,
  minExtraPayment: 1_000,
  horizonMonths: PLAN_HORIZON_MONTHS,
});

export function resolveAiOptions(options: AiOptions = {}): ResolvedAiOptions {
  return {
    consolidationAprBp: options.consolidationAprBp ?? AI_DEFAULTS.consolidationAprBp,
    consolidationFeeHundredths: options.consolidationFeeHundredths ?? AI_DEFAULTS.consolidationFeeHundredths,
    consolidationThresholdBp: options.consolidationThresholdBp ?? AI_DEFAULTS.consolidationThresholdBp,
    consolidationTermMonths: options.consolidationTermMonths ?? AI_DEFAULTS.consolidationTermMonths,
    extraShareHundredths: options.extraShareHundredths ?? AI_DEFAULTS.extraShareHundredths,
    minExtraPayment: options.minExtraPayment ?? AI_DEFAULTS.minExtraPayment,
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
  /**
   * What the payment schedule pays this cycle (paymentsThisCycle: the plan's month-1 amount, extra
   * and rollover included; outside the plan the debt's own payment); `payment` when it pays nothing
   * this cycle (a cycle already paid). The amount timing advice names, as Smart Payment Dates does.
   */
  scheduledPayment: Cents;
  /** The rate charged today, for estimates and savings: a running promotion's, else the APR; 0 when missing (no invented rate). */
  bp: AprBp;
  /** Whether paying earlier saves interest (accruesInterestToday: not a card paid in full, a mortgage, a 0 % rate or promotion). */
  accrues: boolean;
  /** Whether the debt is in the payoff plan. */
  inPlan: boolean;
  /** The current cycle is already paid: engineDate and nextDue are the next cycle's. */
  cyclePaid: boolean;
  /** The engine's suggested date (the earliest payday from today through the due date, for daily-accruing debts), ignoring any date the user chose. */
  engineDate: IsoDate;
  /** The date the user pays on now: their chosen date while it lies in [today, next due], else the due date. */
  currentDate: IsoDate;
  /** The earlier of the two. */
  bestDate: IsoDate;
  /** Whether an expected payday falls in [today, next due]. */
  hasPaydayBeforeDue: boolean;
  /** The coming month's interest at the debt's own rate (0 when the rate is missing). */
  monthInterest: Cents;
  /** The payment never pays the debt off on its own (a known, positive rate): the balance grows without end. */
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
  /** The plan's input and the plan itself: the source of every interest and date figure. */
  planInput: PlanInput;
  plan: PlanResult;
}

/**
 * A Mortgage/Rent entry without an interest rate (0 % or missing) is a recurring bill such as rent:
 * its "balance" is one month's rent and it comes back every month. It is out of the plan by default
 * (defaultInPlan), like every mortgage; kept for callers that tell bills from balances.
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
  // Cash flow and the plan's budget check use the average month (a year's paydays / 12), not this month's paydays.
  const monthlyIncome = averageMonthlyIncome(facts.income);
  const planInput: PlanInput = {
    ...planInputFromFacts({
      today,
      debts: unpaid,
      ...(facts.plan ?? {}),
      monthlyIncome: facts.income.length > 0 ? monthlyIncome : null,
      // A cycle already paid is not asked for again in the plan's first month.
      payments: facts.payments ?? [],
    }),
    horizonMonths: opts.horizonMonths,
  };
  const plan = computePlan(planInput);
  const planIds = new Set(plan.debts.map((d) => d.debtId));
  const scheduled = paymentsThisCycle({
    today,
    debts: unpaid,
    income: facts.income,
    payments: facts.payments ?? [],
    planMonths: plan.schedule,
  });

  const debts: DebtAnalysis[] = unpaid.map((debt, i) => {
    const due = dues[i]!;
    const accrual = accrualOf(debt.debtType);
    // Only the date and the payment of the debt card are needed, not its interest figures.
    const cycle = cycles[i]!;
    const payFrom = cycle.payFrom;
    // A paid cycle: the first payday after its due date; otherwise the first from today.
    // The payment window opens when the statement closes (paymentWindowStart), else on payFrom.
    const windowStart = paymentWindowStart(debt, payFrom, due);
    const payday = cycle.cyclePaid || windowStart !== payFrom ? firstPayDateOnOrAfter(facts.income, windowStart) : (firstPayday ?? null);
    const engineDate = suggestedPaymentDate(accrual, due, payday ? [payday] : [], windowStart);
    const currentDate = chosenDateWithin(debt.suggestedPaymentDate, payFrom, due) ?? due;
    const payment = monthlyPayment(debt);
    const bp = debt.paysInFull ? 0 : rateToday(debt, today);
    const monthInterest = periodInterest(debt.debtType, debt.balance, bp, monthDays);
    return {
      debt,
      accrual,
      nextDue: due,
      payment,
      scheduledPayment: scheduled.get(debt.id)?.amount ?? payment,
      bp,
      accrues: accruesInterestToday(debt, today),
      inPlan: planIds.has(debt.id),
      cyclePaid: cycle.cyclePaid,
      engineDate,
      currentDate,
      bestDate: compareDates(engineDate, currentDate) <= 0 ? engineDate : currentDate,
      hasPaydayBeforeDue: payday !== null && compareDates(payday, due) <= 0,
      monthInterest,
      underwater: bp > 0 && !debt.paysInFull && (payment <= monthInterest || neverPaysOffAlone(debt, payment, today, opts.horizonMonths)),
    };
  });

  // The Dashboard's monthly payments: the plan's budget (its extra included) + the debts outside it.
  const monthlyPayments = monthlyPaymentsWithPlan(facts.debts, plan.monthlyBudget);
  return {
    today,
    options: opts,
    debts,
    income: facts.income,
    monthlyIncome,
    monthlyPayments,
    cashFlow: cashFlowStatus(monthlyPayments, monthlyIncome),
    planInput,
    plan,
  };
}

/**
 * A payment can cover the interest of a 30-day month but not of a 31-day one (for example $18.80 at
 * 81.22 % with a $1.27 minimum): such a debt still grows over a year, so the plan's simulation of the
 * debt alone, at its own payment, is the test (it proves "never ends" within a few years). The
 * rate is the debt's own (0 when missing, like every estimate here), without its promotion.
 */
function neverPaysOffAlone(debt: DebtFacts, payment: Cents, today: IsoDate, horizonMonths: number): boolean {
  const alone = {
    id: debt.id,
    debtType: debt.debtType,
    balance: debt.balance,
    apr: debt.apr ?? 0,
    payment,
    paidFirstMonth: 0,
    promo: null,
  };
  const grid = monthGrid(today, Math.max(0, Math.floor(horizonMonths)));
  return simulate([alone], grid, { rollover: false, extra: 0, lumps: null, record: false }).end === 'never_ends';
}

/**
 * The interest each debt saves this month when the schedule's payment goes out on the engine's
 * suggested date instead of the date paid now (payment × APR / 365 × days early): the figure of every
 * timing suggestion. 0 for debts that do not accrue (accruesInterestToday).
 */
export function timingSavingsOf(a: DebtAnalysis): Cents {
  if (!a.accrues || compareDates(a.engineDate, a.currentDate) >= 0) return 0;
  return interestSavings({
    type: a.debt.debtType,
    payment: a.scheduledPayment,
    bp: a.bp,
    suggestedDate: a.engineDate,
    dueDate: a.currentDate,
  });
}

/**
 * This month's timing savings (the dashboard's "Interest Savings" card, the same figure): Σ
 * timingSavingsOf over the debts whose cycle is still to pay. A paid cycle's next-cycle timing
 * suggestion stays on offer, but its saving is not this month's.
 */
export function timingSavingsThisMonth(analysis: Analysis): Cents {
  return sumCents(analysis.debts.map((a) => (a.cyclePaid ? 0 : timingSavingsOf(a))));
}
