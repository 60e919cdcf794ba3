import type { DB, DebtRow, PaymentRow } from '@paydown/db';
import {
  computeDebt,
  debtFactsFromRow,
  formatMoney,
  incomeFactsFromRow,
  parseMoney,
  PAYMENT_AMOUNT_NOT_POSITIVE,
  type IncomeScheduleFacts,
  type IsoDate,
  type PaymentOut,
  type PlannedPaymentOut,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import {
  ALREADY_PAID,
  cancelOpenPlanned,
  DEBT_NOT_FOUND,
  debtFactsOf,
  debtOut,
  findDebt,
  recordPayment,
  withLockedDebt,
} from '../debts/index.ts';
import { listIncome } from '../income/index.ts';
import {
  cancelPlanned,
  claimPlanned,
  findPlanned,
  insertPlanned,
  linkPlannedPayment,
  listOpenPlanned,
  listPayments,
  type PlannedWithName,
} from './queries.ts';

const PLANNED_NOT_FOUND = 'Planned payment not found';
const PLANNED_ALREADY_LOGGED = 'This planned payment was already logged.';
const AMOUNT_NOT_POSITIVE = PAYMENT_AMOUNT_NOT_POSITIVE;

function toPlannedOut(row: PlannedWithName): PlannedPaymentOut {
  return {
    id: row.id,
    debtId: row.debtId,
    debtName: row.debtName,
    plannedDate: row.plannedDate,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPaymentOut(row: PaymentRow): PaymentOut {
  return {
    id: row.id,
    debtId: row.debtId,
    amount: row.amount,
    paymentDate: row.paymentDate,
    balanceAfter: row.balanceAfter,
    suggestedDate: row.suggestedDate,
    kind: row.kind,
    note: row.note,
    // On a card with several balances: how the payment was split among them.
    ...(row.parts ? { parts: row.parts.map((p) => ({ partId: p.partId, kind: p.kind, amount: formatMoney(parseMoney(p.amount)) })) } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPlannedOut(db: Kysely<DB>, userId: number): Promise<PlannedPaymentOut[]> {
  return (await listOpenPlanned(db, userId)).map(toPlannedOut);
}

export async function listPaymentsOut(db: Kysely<DB>, userId: number, debtId: number): Promise<PaymentOut[]> {
  if (!(await findDebt(db, userId, debtId))) throw notFound(DEBT_NOT_FOUND);
  return (await listPayments(db, userId, debtId)).map(toPaymentOut);
}

/**
 * 'Pay on Suggested Date': plans the debt's monthly payment on its suggested date (either may be
 * given instead). One open plan per debt: planning again moves it. The debt's row is locked while
 * the old plan is cancelled and the new one written, so parallel requests leave one open plan (a
 * unique index holds the rule too).
 */
export async function planPayment(
  db: Kysely<DB>,
  userId: number,
  input: { id: number; plannedDate?: IsoDate | null | undefined; amount?: string | undefined },
  today: IsoDate,
): Promise<PlannedPaymentOut> {
  const income = (await listIncome(db, userId)).map(incomeFactsFromRow);
  const row = await withLockedDebt(db, { userId, debtId: input.id }, async (trx, debt) => {
    if (debt.isPaid) throw new AppError('INVALID', ALREADY_PAID);
    // A card on a percent rule: its monthly payment is today's minimum plus its extra.
    const computed = computeDebt(await debtFactsOf(trx, debt, today), income, today);
    const plannedDate = input.plannedDate ?? computed.suggestedPaymentDate;
    const amount = input.amount ?? formatMoney(computed.monthlyPayment);
    if (plannedDate < today) {
      throw new AppError('INVALID', 'The payment date cannot be in the past.', { plannedDate: 'The payment date cannot be in the past.' });
    }
    if (parseMoney(amount) <= 0) {
      throw new AppError('INVALID', AMOUNT_NOT_POSITIVE, { amount: AMOUNT_NOT_POSITIVE });
    }
    await cancelOpenPlanned(trx, userId, debt.id);
    // The debt's name is already here: no need to read the new row back joined to debts.
    return { ...(await insertPlanned(trx, { userId, debtId: debt.id, plannedDate, amount })), debtName: debt.debtName };
  });
  return toPlannedOut(row);
}

export async function cancelPlannedPayment(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await cancelPlanned(db, { userId, id }))) throw notFound(PLANNED_NOT_FOUND);
}

function suggestedDateOf(debt: DebtRow, income: readonly IncomeScheduleFacts[], today: IsoDate): IsoDate {
  return computeDebt(debtFactsFromRow(debt), income, today).suggestedPaymentDate;
}

export function checkPaymentDate(paymentDate: IsoDate, today: IsoDate): void {
  if (paymentDate > today) {
    throw new AppError('INVALID', 'A payment cannot be logged in the future.', {
      paymentDate: 'A payment cannot be logged in the future.',
    });
  }
}

/**
 * A payment made (any amount up to the balance, on any day up to today, with an optional note):
 * lowers the balance, writes payment_history with the suggested date in force, and marks the debt
 * paid when nothing is left. All or nothing, with the debt's row locked.
 */
export async function logPayment(
  db: Kysely<DB>,
  userId: number,
  input: { debtId: number; amount: string; paymentDate?: IsoDate | null | undefined; note?: string | null | undefined },
  today: IsoDate,
) {
  const paymentDate = input.paymentDate ?? today;
  checkPaymentDate(paymentDate, today);
  const amount = parseMoney(input.amount);
  if (amount <= 0) throw new AppError('INVALID', AMOUNT_NOT_POSITIVE, { amount: AMOUNT_NOT_POSITIVE });
  const income = await listIncome(db, userId);
  const result = await withLockedDebt(db, { userId, debtId: input.debtId }, (trx, debt) =>
    recordPayment(trx, debt, {
      amount,
      paymentDate,
      suggestedDate: suggestedDateOf(debt, income.map(incomeFactsFromRow), today),
      kind: 'logged',
      note: input.note ?? null,
      today,
    }),
  );
  return { payment: toPaymentOut(result.payment), debt: await debtOut(db, result.debt, today) };
}

/**
 * The planned payment was made. The plan is closed as paid by one conditional statement inside the
 * debt's locked transaction (debt first, then plan: the same order as every other payment write,
 * so two writers never wait on each other in a cycle): logged twice, the second gets 409. A plan
 * larger than what is left pays the balance off.
 */
export async function logPlannedPayment(
  db: Kysely<DB>,
  userId: number,
  input: { id: number; paymentDate?: IsoDate | null | undefined },
  today: IsoDate,
) {
  const paymentDate = input.paymentDate ?? today;
  checkPaymentDate(paymentDate, today);
  const [found, income] = await Promise.all([findPlanned(db, userId, input.id), listIncome(db, userId)]);
  if (!found || found.status === 'cancelled') throw notFound(PLANNED_NOT_FOUND);
  if (found.status === 'paid') throw new AppError('CONFLICT', PLANNED_ALREADY_LOGGED);
  const result = await withLockedDebt(db, { userId, debtId: found.debtId }, async (trx, debt) => {
    const planned = await claimPlanned(trx, { userId, id: found.id });
    if (!planned) throw new AppError('CONFLICT', PLANNED_ALREADY_LOGGED);
    const recorded = await recordPayment(trx, debt, {
      amount: Math.min(parseMoney(planned.amount), parseMoney(debt.balance)),
      paymentDate,
      suggestedDate: suggestedDateOf(debt, income.map(incomeFactsFromRow), today),
      kind: 'planned',
      note: null,
      today,
    });
    await linkPlannedPayment(trx, { id: planned.id, paymentId: recorded.payment.id });
    return recorded;
  });
  return { payment: toPaymentOut(result.payment), debt: await debtOut(db, result.debt, today) };
}
