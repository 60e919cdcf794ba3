// Progress since the user started: what was owed, what is paid, and the actual balance line, read
// from the payment history (each payment's "balance after" is a dated balance of its debt).

import { type IsoDate, compareDates } from './dates.ts';
import { type Cents, sumCents } from './money.ts';

export interface ProgressDebt {
  id: number;
  /** The stored balance now (0 once paid off). */
  balance: Cents;
  isPaid: boolean;
  /** The day the debt was added. */
  createdOn: IsoDate;
}

export interface ProgressPayment {
  id: number;
  debtId: number;
  paymentDate: IsoDate;
  amount: Cents;
  balanceAfter: Cents;
}

export interface Progress {
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
 * Progress since the start (docs/money-math.md, progress.ts):
 * - a debt's starting balance = its first payment's balance after + amount (what it owed before
 *   the first recorded payment), or its balance now when it has none;
 * - startedOn = the earliest day a debt was added or a payment made; startingDebt = Σ starting balances;
 * - currentDebt = Σ balances of unpaid debts; paidPrincipal = Σ max(0, start − now) per debt;
 * - paidInterest = what was paid beyond that principal (payments that covered interest charged
 *   and added to the balance by an edit), never negative;
 * - history: the total balance on startedOn, on each payment day and today (each debt at its last
 *   known balance that day; a debt counts from the day it was added).
 */
export function progress(input: { debts: readonly ProgressDebt[]; payments: readonly ProgressPayment[]; today: IsoDate }): Progress {
  const { debts, today } = input;
  const payments = [...input.payments].sort((a, b) => compareDates(a.paymentDate, b.paymentDate) || a.id - b.id);
  const firstById = new Map<number, ProgressPayment>();
  for (const p of [...payments].sort((a, b) => a.id - b.id)) if (!firstById.has(p.debtId)) firstById.set(p.debtId, p);
  const start = new Map(
    debts.map((d) => {
      const first = firstById.get(d.id);
      return [d.id, first ? first.balanceAfter + first.amount : d.balance] as const;
    }),
  );
  const now = (d: ProgressDebt) => (d.isPaid ? 0 : d.balance);
  const days = [...debts.map((d) => d.createdOn), ...payments.map((p) => p.paymentDate)].sort(compareDates);
  const startedOn = days[0] ?? today;
  const paidPrincipal = sumCents(debts.map((d) => Math.max(0, (start.get(d.id) ?? 0) - now(d))));

  const balanceOn = (date: IsoDate): Cents =>
    sumCents(
      debts.map((d) => {
        let balance = compareDates(d.createdOn, date) <= 0 ? (start.get(d.id) ?? 0) : 0;
        for (const p of payments) if (p.debtId === d.id && compareDates(p.paymentDate, date) <= 0) balance = p.balanceAfter;
        return balance;
      }),
    );
  const startingDebt = sumCents(debts.map((d) => start.get(d.id) ?? 0));
  const historyDays = [...new Set([startedOn, ...payments.map((p) => p.paymentDate), today])].sort(compareDates);
  return {
    startedOn,
    startingDebt,
    paidPrincipal,
    paidInterest: Math.max(0, sumCents(payments.map((p) => p.amount)) - paidPrincipal),
    currentDebt: sumCents(debts.map(now)),
    paidSharePercent: startingDebt > 0 ? Math.min(100, Math.floor((paidPrincipal * 100 * 2 + startingDebt) / (2 * startingDebt))) : 0,
    history: historyDays.map((date) => ({ date, balance: balanceOn(date) })),
  };
}
