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
  type DebtUpdateInput,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { listIncome } from '../income/queries.ts';
import { recentPaymentFacts } from '../payments/queries.ts';
import { DEBT_NOT_FOUND, recordPayment, withLockedDebt } from './balance.ts';
import { insertBalanceEdit } from '../progress/queries.ts';
import { withinDebtCaps } from './caps.ts';
import { deleteDebt, findDebt, insertDebt, listDebts, lockDebt, updateDebt } from './queries.ts';

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
    change.balance === undefined ? await updateDebt(db, userId, id, change) : await editWithBalance(db, { userId, id, change, today });
  if (!row) throw notFound(DEBT_NOT_FOUND);
  return debtOut(db, row, today);
}

export const PAID_DEBT_BALANCE = 'This debt is paid off; reopen it to change its balance.';

/**
 * An edit that sets the balance: with the debt's row locked (like every payment write), the new
 * balance is stored and, when it differs, the change is recorded dated today (balance_snapshots),
 * so the actual balance line of GET /api/progress stays true after a hand edit. A paid debt's
 * balance is not edited (409): reopening it first brings its balance back.
 */
async function editWithBalance(
  db: Kysely<DB>,
  params: { userId: number; id: number; change: DebtUpdateInput; today: IsoDate },
): Promise<DebtRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const stored = await lockDebt(trx, { userId: params.userId, debtId: params.id });
    if (!stored) return undefined;
    // A paid debt's balance is what reopening it restores: a new one set here would stay hidden
    // behind "paid" and be dropped by the reopen. Sending the stored balance unchanged is no edit.
    if (stored.isPaid && parseMoney(params.change.balance ?? stored.balance) !== parseMoney(stored.balance)) {
      throw new AppError('CONFLICT', PAID_DEBT_BALANCE, { balance: PAID_DEBT_BALANCE });
    }
    const row = await updateDebt(trx, params.userId, params.id, params.change);
    if (row && parseMoney(row.balance) !== parseMoney(stored.balance)) {
      await insertBalanceEdit(trx, {
        userId: params.userId,
        debtId: row.id,
        day: params.today,
        balanceBefore: stored.balance,
        balance: row.balance,
      });
    }
    return row;
  });
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
