import type { DB, DebtBalanceRow, DebtRow, PaymentPartSplit } from '@paydown/db';
import {
  cycleState,
  debtFactsFromRow,
  formatMoney,
  parseMoney,
  splitCardPayment,
  type Cents,
  type CyclePayment,
  type IsoDate,
  type PartPaid,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { withCard } from '../../ledger/index.ts';
import { recentPaymentFacts } from './cycle-payments.ts';
import { updateCardPart } from './queries.ts';

// A payment on a card with balances (caller holds the card's row lock): split among them as the
// lender applies it (splitCardPayment), the split stored with the payment, and an undo or a change
// putting back exactly what each balance received.

/** The split as payment_history stores it (amounts as text). */
export function splitColumn(split: readonly PartPaid[] | null): string | null {
  if (split === null) return null;
  return JSON.stringify(split.map((p): PaymentPartSplit => ({ partId: p.partId, kind: p.kind, amount: formatMoney(p.amount) })));
}

/** The stored split in cents; null for a payment on one balance. */
export function storedSplit(parts: readonly PaymentPartSplit[] | null): PartPaid[] | null {
  return parts === null ? null : parts.map((p) => ({ partId: p.partId, kind: p.kind, amount: parseMoney(p.amount) }));
}

/** The cycle's payments without one payment of `exclude`'s date and amount (the one being changed). */
function without(payments: CyclePayment[], exclude: { paymentDate: IsoDate; amount: Cents } | undefined): CyclePayment[] {
  if (!exclude) return payments;
  const i = payments.findIndex((p) => p.paymentDate === exclude.paymentDate && p.amount === exclude.amount);
  return i < 0 ? payments : [...payments.slice(0, i), ...payments.slice(i + 1)];
}

/**
 * How `amount` paid on `paymentDate` splits among the card's balances at `amounts` (each balance's
 * current amount by id): what is still due of this cycle's minimum lowest rate first, the rest
 * highest rate first, each balance at the rate charged on the payment's date (a promotion that had
 * not ended yet counts at its promotional rate). `exclude`: a payment being changed, not counted
 * toward the cycle.
 */
export async function cardPaymentSplit(
  trx: Kysely<DB>,
  debt: DebtRow,
  parts: readonly DebtBalanceRow[],
  params: {
    amount: Cents;
    amounts: ReadonlyMap<number, Cents>;
    today: IsoDate;
    paymentDate: IsoDate;
    exclude?: { paymentDate: IsoDate; amount: Cents };
  },
): Promise<PartPaid[]> {
  const now = parts.map((p) => ({ ...p, amount: formatMoney(params.amounts.get(p.id) ?? parseMoney(p.amount)) }));
  const balance = formatMoney([...now].reduce((sum, p) => sum + parseMoney(p.amount), 0));
  const facts = withCard(debtFactsFromRow({ ...debt, balance }), debt, now, params.today);
  const payments = await recentPaymentFacts(trx, { userId: debt.userId, today: params.today, debtId: debt.id });
  const paidSince = cycleState(facts, without(payments, params.exclude), params.today).paidThisCycle;
  return splitCardPayment(facts.parts ?? [], params.amount, Math.max(0, facts.minPayment - paidSince), params.paymentDate);
}

/** Each balance's amount by id, once `split` is taken off (sign −1) or put back (+1). A balance no longer on the card gives back to the first one. */
export function afterSplit(parts: readonly DebtBalanceRow[], amounts: Map<number, Cents>, split: readonly PartPaid[], sign: 1 | -1): void {
  for (const p of split) {
    const id = amounts.has(p.partId) ? p.partId : parts[0]?.id;
    if (id === undefined) continue;
    amounts.set(id, (amounts.get(id) ?? 0) + sign * p.amount);
  }
}

export function amountsOf(parts: readonly DebtBalanceRow[]): Map<number, Cents> {
  return new Map(parts.map((p) => [p.id, parseMoney(p.amount)]));
}

/** Writes the balances whose amount changed. */
export async function writeAmounts(trx: Kysely<DB>, parts: readonly DebtBalanceRow[], amounts: ReadonlyMap<number, Cents>): Promise<void> {
  for (const p of parts) {
    const next = amounts.get(p.id);
    if (next !== undefined && next !== parseMoney(p.amount)) await updateCardPart(trx, { id: p.id, patch: { amount: formatMoney(next) } });
  }
}
