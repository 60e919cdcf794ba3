import type { DB, DebtRow, IncomeRow } from '@paydown/db';
import {
  computeDebt,
  debtFactsFromRow,
  formatDebtComputed,
  incomeFactsFromRow,
  inferDebtType,
  type Debt,
  type DebtCreateInput,
  type DebtUpdateInput,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors.ts';
import { listIncome } from '../income/queries.ts';
import { cancelOpenPlanned } from '../payments/queries.ts';
import { deleteDebt, findDebt, insertDebt, listDebts, updateDebt } from './queries.ts';

export const DEBT_NOT_FOUND = 'Debt not found';

/** A stored debt plus every computed figure, in wire form. */
export function toDebtOut(row: DebtRow, income: readonly IncomeRow[], today: IsoDate): Debt {
  const facts = debtFactsFromRow(row);
  const computed = computeDebt(facts, income.map(incomeFactsFromRow), today);
  return {
    id: row.id,
    debtName: row.debtName,
    debtType: facts.debtType,
    balance: row.balance,
    interestRate: row.interestRate,
    minPayment: row.minPayment,
    extraPayment: row.extraPayment,
    statementDate: row.statementDate,
    dueDate: row.dueDate,
    payPeriodFrequency: row.payPeriodFrequency,
    isPaid: row.isPaid,
    paidDate: row.paidDate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    ...formatDebtComputed(computed),
  };
}

export async function listDebtsOut(db: Kysely<DB>, userId: number, today: IsoDate, paid: boolean): Promise<Debt[]> {
  const [debts, income] = await Promise.all([listDebts(db, userId, paid), listIncome(db, userId)]);
  return debts.map((d) => toDebtOut(d, income, today));
}

async function debtOut(db: Kysely<DB>, row: DebtRow, today: IsoDate): Promise<Debt> {
  return toDebtOut(row, await listIncome(db, row.userId), today);
}

export async function createDebt(db: Kysely<DB>, userId: number, input: DebtCreateInput, today: IsoDate): Promise<Debt> {
  const row = await insertDebt(db, {
    userId,
    debtName: input.debtName,
    debtType: input.debtType ?? inferDebtType(input.debtName),
    balance: input.balance,
    interestRate: input.interestRate,
    minPayment: input.minPayment,
    extraPayment: input.extraPayment,
    dueDate: input.dueDate,
    statementDate: input.statementDate ?? null,
    payPeriodFrequency: input.payPeriodFrequency,
    notes: input.notes ?? null,
  });
  return debtOut(db, row, today);
}

export async function editDebt(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: DebtUpdateInput,
  today: IsoDate,
): Promise<Debt> {
  const row = await updateDebt(db, userId, id, patch);
  if (!row) throw notFound(DEBT_NOT_FOUND);
  return debtOut(db, row, today);
}

export async function removeDebt(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await deleteDebt(db, userId, id))) throw notFound(DEBT_NOT_FOUND);
}

/**
 * Marks a debt paid off: records the remaining balance as a final payment (payment_history,
 * balance after 0), sets isPaid and the paid date, and drops its open planned payments. Marking a
 * paid debt again changes nothing.
 */
export async function markDebtPaid(db: Kysely<DB>, userId: number, id: number, today: IsoDate): Promise<Debt> {
  const income = await listIncome(db, userId);
  const row = await db.transaction().execute(async (trx) => {
    const debt = await findDebt(trx, userId, id);
    if (!debt) throw notFound(DEBT_NOT_FOUND);
    if (debt.isPaid) return debt;
    const suggested = computeDebt(debtFactsFromRow(debt), income.map(incomeFactsFromRow), today).suggestedPaymentDate;
    await trx
      .insertInto('paymentHistory')
      .values({ userId, debtId: id, amount: debt.balance, paymentDate: today, balanceAfter: '0.00', suggestedDate: suggested })
      .execute();
    await cancelOpenPlanned(trx, userId, id);
    const updated = await updateDebt(trx, userId, id, { isPaid: true, paidDate: today });
    if (!updated) throw notFound(DEBT_NOT_FOUND);
    return updated;
  });
  return toDebtOut(row, income, today);
}
