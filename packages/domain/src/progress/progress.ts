// Progress since the user started: what was owed, what is paid, and the actual balance line, read
// from the dated records of every balance change: payments (payment_history, each dated) and the
// balance edits made by hand (balance_snapshots). Compared with the plan in against-plan.ts.

import { type IsoDate, compareDates } from '../dates/calendar.ts';
import { type Cents, sumCents } from '../money/cents.ts';
import { debtLines, lineBalanceOn } from './lines.ts';
import { compareWithPlan } from './against-plan.ts';
import type { Progress, ProgressBalanceEdit, ProgressDebt, ProgressPayment, ProgressPlanInput } from './types.ts';

/**
 * Progress since the start (docs/money-math.md, "Progress"), over the debts in the plan (paid
 * ones included; a mortgage left out of the plan is not counted, so the figures match the plan's):
 * - startedOn = the earliest first day of a counted debt (today without one);
 * - startingDebt = Σ openings; currentDebt = Σ balances now (0 once paid);
 * - paidPrincipal = Σ max(0, opening − now) per debt; paidInterest = Σ payments − paidPrincipal,
 *   never negative (payments that covered interest added to a balance by an edit);
 * - history: the total balance on startedOn, on each payment or edit day and today;
 * - with the plan's facts and settings: the comparison with the plan (against-plan.ts).
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
