// Suggested payment dates (a payday before the due date, where interest accrues daily), the computed fields of a debt, and upcoming payments.

import type { CardPart, MinPaymentRule } from './card-shape.ts';
import { type DebtType, debtTypeLabel, inferDebtType, isDebtType } from './type.ts';
import { type IsoDate, addDays, clampToInputRange, compareDates, isIsoDate, utcDateOf } from '../dates/calendar.ts';
import {
  type AprBp,
  type InterestAccrual,
  accrualOf,
  estInterestPerDay,
  estInterestTillDue,
  estInterestTillSuggested,
  interestForMonth,
  interestSavings,
  parseApr,
} from './interest.ts';
import { type Cents, formatMoney, parseMoney, sumCents } from '../money/cents.ts';
import { type IncomeScheduleFacts, firstPayDateOnOrAfter, nextDueDate } from '../dates/recurring.ts';

/** What the domain needs to know about a debt (money in cents, APR in basis points). */
export interface DebtFacts {
  id: number;
  debtName: string;
  debtType: DebtType;
  balance: Cents;
  /** null: the rate is missing (the projection then uses the 18 % fallback). */
  apr: AprBp | null;
  minPayment: Cents;
  extraPayment: Cents;
  dueDate: IsoDate;
  payPeriodFrequency: string;
  isPaid: boolean;
  /** A date the user chose (AI suggestion applied / planned); used when it is still ahead of the due date. */
  suggestedPaymentDate?: IsoDate | null;
  // The payoff plan's fields; absent = the defaults: in the plan unless a mortgage/rent
  // (defaultInPlan), not paid in full, no promotion.
  inPlan?: boolean;
  /** A card paid in full every month: no interest (grace period), no savings, not in the plan. */
  paysInFull?: boolean;
  promoRateBp?: AprBp | null;
  /** The first day charged at the regular APR. */
  promoEndDate?: IsoDate | null;
  deferredInterest?: boolean;
  /** When the promotion began (the debt's creation date when unknown). */
  promoStartDate?: IsoDate | null;
  /** A card's statement closing date (any month's; it recurs on that day of the month). */
  statementDate?: IsoDate | null;
  /** A credit card's balances (card/types.ts); absent: one balance. */
  parts?: readonly CardPart[] | null;
  minPaymentRule?: MinPaymentRule;
}

/**
 * Whether paying earlier saves interest on the debt today: not for a card paid in full (no
 * interest in the grace period), a mortgage/rent (monthly interest, whatever the day), a missing
 * or 0 % rate, or a running 0 % promotion.
 */
export function accruesInterestToday(debt: DebtFacts, today: IsoDate): boolean {
  if (debt.paysInFull || accrualOf(debt.debtType) !== 'daily') return false;
  return rateToday(debt, today) > 0;
}

/**
 * Whether a promotion runs today: a promo rate and an end date still ahead (the end date is the first
 * day at the regular APR). The one rule for the rate shown today, the plan's simulation and the AI.
 */
export function promoRunning<T extends Pick<DebtFacts, 'promoRateBp' | 'promoEndDate'>>(
  debt: T,
  today: IsoDate,
): debt is T & { promoRateBp: AprBp; promoEndDate: IsoDate } {
  return (
    debt.promoRateBp !== null &&
    debt.promoRateBp !== undefined &&
    !!debt.promoEndDate &&
    isIsoDate(debt.promoEndDate) &&
    compareDates(today, debt.promoEndDate) < 0
  );
}

/** The rate charged today: a running promotion's, else the APR (0 when missing: no invented rate). */
export function rateToday(debt: Pick<DebtFacts, 'apr' | 'promoRateBp' | 'promoEndDate'>, today: IsoDate): AprBp {
  return promoRunning(debt, today) ? debt.promoRateBp : (debt.apr ?? 0);
}

/** A debt row as the database returns it (numeric columns as strings, dates as 'YYYY-MM-DD'). */
export interface DebtRowLike {
  id: number;
  debtName: string;
  debtType?: string | null;
  balance: string | number;
  interestRate: string | number | null;
  minPayment: string | number;
  extraPayment?: string | number | null;
  dueDate: IsoDate;
  payPeriodFrequency?: string | null;
  isPaid?: boolean | null;
  suggestedPaymentDate?: IsoDate | null;
  inPlan?: boolean | null;
  paysInFull?: boolean | null;
  promoRate?: string | number | null;
  promoEndDate?: IsoDate | null;
  deferredInterest?: boolean | null;
  promoStartDate?: IsoDate | null;
  /** The row's creation instant: the promotion's start when none is stored. */
  createdAt?: Date | string | null;
  statementDate?: IsoDate | null;
}

/**
 * Converts a stored row to DebtFacts (an unknown debt_type text is inferred from the name). Dates
 * stored before the input range existed (9999-12-31) are read clamped to it, so such a row still
 * lists, computes and can be deleted.
 */
export function debtFactsFromRow(row: DebtRowLike): DebtFacts {
  return {
    id: row.id,
    debtName: row.debtName,
    debtType: isDebtType(row.debtType) ? row.debtType : inferDebtType(row.debtName),
    balance: parseMoney(row.balance),
    apr: row.interestRate === null || row.interestRate === '' ? null : parseApr(row.interestRate),
    minPayment: parseMoney(row.minPayment),
    extraPayment: row.extraPayment === null || row.extraPayment === undefined ? 0 : parseMoney(row.extraPayment),
    dueDate: clampToInputRange(row.dueDate),
    payPeriodFrequency: row.payPeriodFrequency ?? 'monthly',
    isPaid: row.isPaid ?? false,
    suggestedPaymentDate: row.suggestedPaymentDate ? clampToInputRange(row.suggestedPaymentDate) : null,
    ...(row.statementDate ? { statementDate: clampToInputRange(row.statementDate) } : {}),
    ...(row.inPlan !== undefined && row.inPlan !== null ? { inPlan: row.inPlan } : {}),
    ...(row.paysInFull ? { paysInFull: true } : {}),
    ...(row.promoRate !== undefined && row.promoRate !== null && row.promoRate !== '' && row.promoEndDate
      ? {
          promoRateBp: parseApr(row.promoRate),
          promoEndDate: clampToInputRange(row.promoEndDate),
          deferredInterest: row.deferredInterest ?? false,
          promoStartDate: row.promoStartDate ?? createdDate(row.createdAt),
        }
      : {}),
  };
}

function createdDate(createdAt: Date | string | null | undefined): IsoDate | null {
  if (createdAt === null || createdAt === undefined) return null;
  const text = typeof createdAt === 'string' ? createdAt.slice(0, 10) : Number.isNaN(createdAt.getTime()) ? '' : utcDateOf(createdAt);
  return isIsoDate(text) ? text : null;
}

/** Monthly payment of a debt = min payment + extra payment, at most its balance (0 once paid). */
export function monthlyPayment(debt: Pick<DebtFacts, 'balance' | 'minPayment' | 'extraPayment' | 'isPaid'>): Cents {
  if (debt.isPaid) return 0;
  return Math.max(0, Math.min(debt.minPayment + debt.extraPayment, debt.balance));
}

/**
 * A date the user chose (an applied suggestion, a planned payment), while it still counts: a real
 * date within [today, next due date]; otherwise null. The one rule for both the debt card's
 * suggested date and the AI engine's "date paid now".
 */
export function chosenDateWithin(chosen: IsoDate | null | undefined, today: IsoDate, nextDue: IsoDate): IsoDate | null {
  return chosen && isIsoDate(chosen) && compareDates(chosen, today) >= 0 && compareDates(chosen, nextDue) <= 0 ? chosen : null;
}

/**
 * The suggested payment date: for daily-accruing debts, the earliest expected pay date
 * of the user's income on or after today and on or before the debt's next due date; otherwise (no
 * such pay date, or a monthly-accruing debt) the next due date itself.
 * `payDates` must be the user's expected pay dates, ascending (see allExpectedPayDates).
 * A user-chosen date (`chosen`) wins while it is still within [today, next due date].
 */
export function suggestedPaymentDate(
  accrual: InterestAccrual,
  nextDue: IsoDate,
  payDates: readonly IsoDate[],
  today: IsoDate,
  chosen?: IsoDate | null,
): IsoDate {
  const kept = chosenDateWithin(chosen, today, nextDue);
  if (kept) return kept;
  if (accrual === 'monthly') return nextDue;
  for (const d of payDates) {
    if (compareDates(d, today) < 0) continue;
    return compareDates(d, nextDue) <= 0 ? d : nextDue;
  }
  return nextDue;
}

/**
 * The first day a payment for the cycle due on `due` may be suggested: the statement of that cycle
 * must have closed (paying before the statement closes does not pay that statement). The statement closes on the statement
 * date's day of the month, clamped to the month's length: the last such day on or before the due
 * date. Without a statement date (or for monthly accrual) it is `from` (today, or the day after a
 * paid cycle's due date); never earlier than `from`.
 */
export function paymentWindowStart(debt: Pick<DebtFacts, 'statementDate'>, from: IsoDate, due: IsoDate): IsoDate {
  if (!debt.statementDate) return from;
  const day = Number(debt.statementDate.slice(8, 10));
  const [y, m] = [Number(due.slice(0, 4)), Number(due.slice(5, 7))];
  const onDay = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
  };
  let close = onDay(y, m);
  if (compareDates(close, due) > 0) close = m === 1 ? onDay(y - 1, 12) : onDay(y, m - 1);
  return compareDates(close, from) > 0 ? close : from;
}

export interface DebtComputed {
  debtTypeLabel: string;
  interestAccrual: InterestAccrual;
  nextDueDate: IsoDate;
  suggestedPaymentDate: IsoDate;
  monthlyPayment: Cents;
  /** monthlyPayment × APR / 365 × days between the suggested date and the due date (0 for monthly accrual). */
  interestSavings: Cents;
  estInterestPerDay: Cents;
  estInterestTillDue: Cents;
  estInterestTillSuggested: Cents;
}

/**
 * Every computed field of a debt card, for `today` and the user's income sources.
 * A paid debt has no payment, savings or interest to come (all 0) and keeps its dates.
 */
export function computeDebt(debt: DebtFacts, income: readonly IncomeScheduleFacts[], today: IsoDate): DebtComputed {
  const accrual = accrualOf(debt.debtType);
  const due = nextDueDate(debt.dueDate, debt.payPeriodFrequency, today);
  // The suggested date only needs the first payday from today (O(1) per source), not every one up to a far-off due date.
  const first = accrual === 'daily' ? firstPayDateOnOrAfter(income, paymentWindowStart(debt, today, due)) : null;
  return computeDebtWithPayDates(debt, first ? [first] : [], today, due);
}

/** computeDebt with the pay dates precomputed (ascending, covering today through the next due date). */
export function computeDebtWithPayDates(
  debt: DebtFacts,
  payDates: readonly IsoDate[],
  today: IsoDate,
  due: IsoDate = nextDueDate(debt.dueDate, debt.payPeriodFrequency, today),
): DebtComputed {
  const accrual = accrualOf(debt.debtType);
  // Within [statement close, due date]: never before the statement closes; no payday there -> the due date.
  const suggested = suggestedPaymentDate(accrual, due, payDates, paymentWindowStart(debt, today, due), debt.suggestedPaymentDate);
  // Estimates never invent a rate (a missing APR shows no interest); a running promotion's rate
  // counts; a card paid in full carries none.
  const bp = debt.paysInFull ? 0 : rateToday(debt, today);
  const balance = debt.isPaid ? 0 : debt.balance;
  const payment = monthlyPayment(debt);
  return {
    debtTypeLabel: debtTypeLabel(debt.debtType),
    interestAccrual: accrual,
    nextDueDate: due,
    suggestedPaymentDate: suggested,
    monthlyPayment: payment,
    interestSavings: interestSavings({ type: debt.debtType, payment, bp, suggestedDate: suggested, dueDate: due }),
    estInterestPerDay: estInterestPerDay(balance, bp),
    // A mortgage charges the month's interest in arrears with the payment, whatever the day it is
    // paid (lenders charge mortgage interest monthly): balance × APR / 12, not days × a daily rate.
    estInterestTillDue: accrual === 'monthly' ? interestForMonth(balance, bp) : estInterestTillDue(balance, bp, today, due),
    estInterestTillSuggested:
      accrual === 'monthly' ? interestForMonth(balance, bp) : estInterestTillSuggested(balance, bp, today, suggested),
  };
}

/** The computed fields in wire form (money as two-decimal strings), ready for the debt output schema. */
export function formatDebtComputed(c: DebtComputed) {
  return {
    debtTypeLabel: c.debtTypeLabel,
    interestAccrual: c.interestAccrual,
    nextDueDate: c.nextDueDate,
    suggestedPaymentDate: c.suggestedPaymentDate,
    monthlyPayment: formatMoney(c.monthlyPayment),
    interestSavings: formatMoney(c.interestSavings),
    estInterestPerDay: formatMoney(c.estInterestPerDay),
    estInterestTillDue: formatMoney(c.estInterestTillDue),
    estInterestTillSuggested: formatMoney(c.estInterestTillSuggested),
  };
}

/** Dashboard estimatedInterestSavings: the sum of interestSavings over unpaid debts. */
export function estimatedInterestSavings(debts: readonly DebtFacts[], income: readonly IncomeScheduleFacts[], today: IsoDate): Cents {
  return sumCents(debts.filter((d) => !d.isPaid).map((d) => computeDebt(d, income, today).interestSavings));
}

/** Dashboard totalMonthlyPayments: the sum of monthly payments over unpaid debts. */
export function totalMonthlyPayments(debts: readonly Pick<DebtFacts, 'balance' | 'minPayment' | 'extraPayment' | 'isPaid'>[]): Cents {
  return sumCents(debts.filter((d) => !d.isPaid).map(monthlyPayment));
}

/** Dashboard totalDebtBalance: the sum of balances over unpaid debts. */
export function totalDebtBalance(debts: readonly Pick<DebtFacts, 'balance' | 'isPaid'>[]): Cents {
  return sumCents(debts.filter((d) => !d.isPaid).map((d) => d.balance));
}

/** The upcoming-payments window: today through today + 7 days. */
export const UPCOMING_WINDOW_DAYS = 7;

/** A payment the user planned with 'Pay on Suggested Date' and has not logged yet. */
export interface PlannedPayment {
  id: number;
  debtId: number;
  plannedDate: IsoDate;
  amount: Cents;
}

export interface UpcomingPayment {
  debtId: number;
  debtName: string;
  /** The debt's next due date. */
  dueDate: IsoDate;
  /** The suggested date, or the planned date for a planned payment. */
  suggestedDate: IsoDate;
  amount: Cents;
  interestSavings: Cents;
  /** Set when the entry is a planned payment. */
  plannedPaymentId: number | null;
}

/**
 * 'Upcoming Payments (Next 7 Days)': unpaid cycles whose suggested date or next due date (the earlier
 * decides) falls in today..today + 7, with suggested date, amount and savings; by due date, then name.
 * The amount is the monthly payment, or with `scheduled` (paymentsThisCycle) the schedule's amount and
 * saving, so the list and "This payday" agree. A planned payment (Pay on Suggested Date) replaces its
 * debt's entry, listed when its date or the due date is in the window. Nothing to pay: left out.
 */
export function upcomingPayments(
  debts: readonly DebtFacts[],
  income: readonly IncomeScheduleFacts[],
  today: IsoDate,
  planned: readonly PlannedPayment[] = [],
): UpcomingPayment[] {
  const computed = debts.map((d) => computeDebt(d, income, today));
  return upcomingFromComputed(debts, computed, today, planned);
}

/** upcomingPayments with each debt's computed fields given (computed[i] belongs to debts[i]). */
export function upcomingFromComputed(
  debts: readonly DebtFacts[],
  computed: readonly DebtComputed[],
  today: IsoDate,
  planned: readonly PlannedPayment[] = [],
  scheduled?: ReadonlyMap<number, { amount: Cents; interestSaved: Cents }>,
): UpcomingPayment[] {
  const windowEnd = addDays(today, UPCOMING_WINDOW_DAYS);
  const inWindow = (d: IsoDate) => compareDates(d, today) >= 0 && compareDates(d, windowEnd) <= 0;
  const plannedByDebt = new Map<number, PlannedPayment[]>();
  for (const p of planned) {
    const plans = plannedByDebt.get(p.debtId);
    if (plans) plans.push(p);
    else plannedByDebt.set(p.debtId, [p]);
  }

  const out: UpcomingPayment[] = [];
  for (const [i, debt] of debts.entries()) {
    const c = computed[i];
    if (debt.isPaid || !c) continue;
    const plans = plannedByDebt.get(debt.id) ?? [];
    if (plans.length > 0) {
      for (const p of plans) {
        if (!inWindow(p.plannedDate) && !inWindow(c.nextDueDate)) continue;
        const amount = Math.min(p.amount, debt.balance);
        out.push({
          debtId: debt.id,
          debtName: debt.debtName,
          dueDate: c.nextDueDate,
          suggestedDate: p.plannedDate,
          amount,
          interestSavings: interestSavings({
            type: debt.debtType,
            payment: amount,
            bp: debt.apr ?? 0,
            suggestedDate: p.plannedDate,
            dueDate: c.nextDueDate,
          }),
          plannedPaymentId: p.id,
        });
      }
      continue;
    }
    const fromSchedule = scheduled?.get(debt.id);
    const amount = scheduled ? (fromSchedule?.amount ?? 0) : c.monthlyPayment;
    // Listed when the suggested date or the due date is in the window: the earlier one decides.
    if (!(inWindow(c.suggestedPaymentDate) || inWindow(c.nextDueDate)) || amount <= 0) continue;
    out.push({
      debtId: debt.id,
      debtName: debt.debtName,
      dueDate: c.nextDueDate,
      suggestedDate: c.suggestedPaymentDate,
      amount,
      interestSavings: fromSchedule ? fromSchedule.interestSaved : c.interestSavings,
      plannedPaymentId: null,
    });
  }
  return out.sort(
    (a, b) =>
      compareDates(a.dueDate, b.dueDate) ||
      compareDates(a.suggestedDate, b.suggestedDate) ||
      (a.debtName < b.debtName ? -1 : a.debtName > b.debtName ? 1 : a.debtId - b.debtId),
  );
}
