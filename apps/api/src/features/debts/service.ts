import type { DB, DebtRow, IncomeRow, NewDebt } from '@paydown/db';
import {
  computeDebt,
  computeDebtWithCycle,
  defaultInPlan,
  debtFactsFromRow,
  formatDebtComputed,
  formatMoney,
  type CyclePayment,
  incomeFactsFromRow,
  inferDebtType,
  parseMoney,
  promoProblems,
  type Debt,
  type DebtCreateInput,
  type DebtPatch,
  type DebtUpdateInput,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { listIncome } from '../income/index.ts';
import { DEBT_NOT_FOUND, editBalance, recordPayment, withLockedDebt } from './balance.ts';
import { withinDebtCaps } from './caps.ts';
import { recentPaymentFacts } from './cycle-payments.ts';
import { deleteDebt, findDebt, insertDebt, listDebts, updateDebt } from './queries.ts';

/**
 * A stored debt plus every computed figure, in wire form, for the cycle still to pay: `payments`
 * are the debt's recent payments (recentPaymentFacts), which tell whether this cycle is paid.
 */
export function toDebtOut(row: DebtRow, income: readonly IncomeRow[], payments: readonly CyclePayment[], today: IsoDate): Debt {
  const facts = debtFactsFromRow(row);
  const computed = computeDebtWithCycle(facts, income.map(incomeFactsFromRow), payments, today);
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
    inPlan: row.inPlan,
    paysInFull: row.paysInFull,
    promoRate: row.promoRate,
    promoEndDate: row.promoEndDate,
    deferredInterest: row.deferredInterest,
    createdAt: row.createdAt.toISOString(),
    ...formatDebtComputed(computed),
    cyclePaid: computed.cycle.cyclePaid,
    cyclePaidFor: computed.cycle.paidFor,
    paidThisCycle: formatMoney(computed.cycle.paidThisCycle),
  };
}

export async function listDebtsOut(db: Kysely<DB>, userId: number, today: IsoDate, paid: boolean): Promise<Debt[]> {
  const [debts, income, payments] = await Promise.all([
    listDebts(db, userId, paid),
    listIncome(db, userId),
    paid ? Promise.resolve([]) : recentPaymentFacts(db, { userId, today }),
  ]);
  return debts.map((d) => toDebtOut(d, income, payments, today));
}

/** One debt in wire form, reading what its figures need (income, recent payments). */
export async function debtOut(db: Kysely<DB>, row: DebtRow, today: IsoDate): Promise<Debt> {
  const [income, payments] = await Promise.all([
    listIncome(db, row.userId),
    recentPaymentFacts(db, { userId: row.userId, today, debtId: row.id }),
  ]);
  return toDebtOut(row, income, payments, today);
}

/** 400 with a message per field when the promo fields do not fit together (see promoProblems). */
function checkPromo(...args: Parameters<typeof promoProblems>): void {
  const problems = promoProblems(...args);
  const first = Object.values(problems)[0];
  if (first !== undefined) throw new AppError('INVALID', first, problems);
}

/**
 * A debt to insert from the create schema's fields (added or imported): the type inferred from the
 * name when not given, mortgage/rent out of the plan unless said otherwise.
 */
export function newDebtOf(userId: number, input: DebtCreateInput): NewDebt {
  const debtType = input.debtType ?? inferDebtType(input.debtName);
  return {
    userId,
    debtName: input.debtName,
    debtType,
    balance: input.balance,
    interestRate: input.interestRate,
    minPayment: input.minPayment,
    extraPayment: input.extraPayment,
    dueDate: input.dueDate,
    statementDate: input.statementDate ?? null,
    payPeriodFrequency: input.payPeriodFrequency,
    notes: input.notes ?? null,
    inPlan: input.inPlan ?? defaultInPlan(debtType),
    paysInFull: input.paysInFull,
    promoRate: input.promoRate ?? null,
    promoEndDate: input.promoEndDate ?? null,
    deferredInterest: input.deferredInterest,
  };
}

export async function createDebt(db: Kysely<DB>, userId: number, input: DebtCreateInput, today: IsoDate): Promise<Debt> {
  const debt = newDebtOf(userId, input);
  checkPromo(
    { promoRate: debt.promoRate ?? null, promoEndDate: debt.promoEndDate ?? null, deferredInterest: input.deferredInterest },
    { today, previousEndDate: null },
  );
  const row = await withinDebtCaps(db, userId, { active: 1, total: 1 }, 'one', (trx) => insertDebt(trx, debt));
  return debtOut(db, row, today);
}

const touchesPlanDefaults = (patch: DebtUpdateInput) =>
  patch.debtType !== undefined || patch.promoRate !== undefined || patch.promoEndDate !== undefined || patch.deferredInterest !== undefined;

export async function editDebt(db: Kysely<DB>, userId: number, id: number, patch: DebtUpdateInput, today: IsoDate): Promise<Debt> {
  let change = patch;
  if (touchesPlanDefaults(patch)) {
    // The promo rules and the in-plan default read the stored debt beside the patch.
    const stored = await findDebt(db, userId, id);
    if (!stored) throw notFound(DEBT_NOT_FOUND);
    checkPromo(
      {
        promoRate: patch.promoRate === undefined ? stored.promoRate : patch.promoRate,
        promoEndDate: patch.promoEndDate === undefined ? stored.promoEndDate : patch.promoEndDate,
        deferredInterest: patch.deferredInterest ?? stored.deferredInterest,
      },
      { today, previousEndDate: stored.promoEndDate },
    );
    // A type changed without saying whether it is in the plan follows the new type's default.
    if (patch.debtType !== undefined && patch.inPlan === undefined && patch.debtType !== stored.debtType) {
      change = { ...patch, inPlan: defaultInPlan(patch.debtType) };
    }
  }
  const row =
    change.balance === undefined ? await updateDebt(db, userId, id, change) : await editBalance(db, { userId, id, change, today });
  if (!row) throw notFound(DEBT_NOT_FOUND);
  return debtOut(db, row, today);
}

/**
 * A suggestion applied to a debt: its suggested payment date or its extra payment, never its
 * balance (balance.ts writes that). Undefined when the debt no longer exists.
 */
export function applySuggestedChange(db: Kysely<DB>, userId: number, { debtId, ...change }: DebtPatch): Promise<DebtRow | undefined> {
  return updateDebt(db, userId, debtId, change);
}

export async function removeDebt(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await deleteDebt(db, userId, id))) throw notFound(DEBT_NOT_FOUND);
}

/**
 * Marks a debt paid off: records the remaining balance as a final payment (payment_history,
 * balance after 0), which sets isPaid and the paid date and drops its open planned payment. With
 * the row locked, parallel requests record one final payment; marking a paid debt again changes
 * nothing and answers the same paid debt.
 */
export async function markDebtPaid(db: Kysely<DB>, userId: number, id: number, today: IsoDate): Promise<Debt> {
  const income = await listIncome(db, userId);
  const row = await withLockedDebt(db, { userId, debtId: id }, async (trx, debt) => {
    if (debt.isPaid) return debt;
    const suggested = computeDebt(debtFactsFromRow(debt), income.map(incomeFactsFromRow), today).suggestedPaymentDate;
    const recorded = await recordPayment(trx, debt, {
      amount: parseMoney(debt.balance),
      paymentDate: today,
      suggestedDate: suggested,
      kind: 'marked_paid',
      note: null,
      today,
    });
    return recorded.debt;
  });
  return toDebtOut(row, income, [], today);
}
