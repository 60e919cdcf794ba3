// Progress since the user started: what was owed, what is paid, and the actual balance line, read
// from the dated records of every balance change: payments (payment_history, each dated) and the
// balance edits made by hand (balance_snapshots). Compared with the plan in progress-plan.ts.

import { type IsoDate, compareDates } from '../dates/calendar.ts';
import { type Cents, sumCents } from '../money/cents.ts';
import { debtLines, lineBalanceOn } from './lines.ts';
import { type PlanComparison, type ProgressPlanInput, compareWithPlan } from './against-plan.ts';
import type { DebtFacts } from '../debt/facts.ts';

export interface ProgressDebt {
  id: number;
  /** The stored balance now (0 once paid off). */
  balance: Cents;
  isPaid: boolean;
  /** The day the debt was added. */
  createdOn: IsoDate;
  /** When it was paid off (a debt paid off before payments were kept counts as paid that day). */
  paidDate?: IsoDate | null;
  /** Counted in progress: in the plan (inPlan and not paid in full). Default true. */
  inPlan?: boolean;
  /** What the plan needs to replay this debt (the comparison with the plan); absent: not compared. */
  facts?: DebtFacts;
}

export interface ProgressPayment {
  id: number;
  debtId: number;
  paymentDate: IsoDate;
  amount: Cents;
  balanceAfter: Cents;
}

/** A balance changed by hand on `day`, from `before` to `after`. */
export interface ProgressBalanceEdit {
  id: number;
  debtId: number;
  day: IsoDate;
  before: Cents;
  after: Cents;
}

export interface Progress extends PlanComparison {
  startedOn: IsoDate;
  startingDebt: Cents;
  paidPrincipal: Cents;
  paidInterest: Cents;
  currentDebt: Cents;
  /** paidPrincipal as a whole percent of startingDebt (half up), 0 with nothing owed. */
  paidSharePercent: number;
  history: { date: IsoDate; balance: Cents }[];
}

/**
 * Progress since the start (docs/money-math.md, progress.ts), over the debts in the plan (paid
 * ones included; a mortgage left out of the plan is not counted, so the figures match the plan's):
 * - startedOn = the earliest first day of a counted debt (today without one);
 * - startingDebt = Σ openings; currentDebt = Σ balances now (0 once paid);
 * - paidPrincipal = Σ max(0, opening − now) per debt; paidInterest = Σ payments − paidPrincipal,
 *   never negative (payments that covered interest added to a balance by an edit);
 * - history: the total balance on startedOn, on each payment or edit day and today;
 * - with the plan's facts and settings: the comparison with the plan (progress-plan.ts).
 */
export function progress(input: {
  debts: readonly ProgressDebt[];
  payments: readonly ProgressPayment[];
  edits?: readonly ProgressBalanceEdit[];
  plan?: ProgressPlanInput;
  today: IsoDate;
}): Progress {
  const { today } = input;
  const debts = input.debts.filter((d) => d.inPlan ?? true);
  const counted = new Set(debts.map((d) => d.id));
  const payments = input.payments.filter((p) => counted.has(p.debtId));
  const edits = (input.edits ?? []).filter((e) => counted.has(e.debtId));
  const lines = debtLines(debts, payments, edits, today);
  const startedOn = lines.map((l) => l.firstDay).sort(compareDates)[0] ?? today;
  const paidPrincipal = sumCents(lines.map((l) => Math.max(0, l.opening - l.now)));
  const startingDebt = sumCents(lines.map((l) => l.opening));
  const balanceOn = (date: IsoDate): Cents => sumCents(lines.map((l) => lineBalanceOn(l, date)));
  const historyDays = [...new Set([startedOn, ...payments.map((p) => p.paymentDate), ...edits.map((e) => e.day), today])]
    .filter((day) => compareDates(day, startedOn) >= 0 && compareDates(day, today) <= 0)
    .sort(compareDates);
  const currentDebt = sumCents(lines.map((l) => l.now));
  return {
    startedOn,
    startingDebt,
    paidPrincipal,
    paidInterest: Math.max(0, sumCents(payments.map((p) => p.amount)) - paidPrincipal),
    currentDebt,
    paidSharePercent: startingDebt > 0 ? Math.min(100, Math.floor((paidPrincipal * 100 * 2 + startingDebt) / (2 * startingDebt))) : 0,
    history: historyDays.map((date) => ({ date, balance: balanceOn(date) })),
    ...compareWithPlan({ debts, lines, startedOn, currentDebt, today, plan: input.plan ?? null }),
  };
}
