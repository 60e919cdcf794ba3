import type { DB, DebtBalanceRow, DebtRow, IncomeRow, NewDebt } from '@paydown/db';
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
  type PaydayPayment,
  type Debt,
  type DebtFacts,
  type DebtCreateInput,
  type DebtPatch,
  type DebtUpdateInput,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { partOut, ruleOut, withCard } from '../../ledger/index.ts';
import { listIncome } from '../income/index.ts';
import { DEBT_NOT_FOUND, editDebtRow, recordPayment, withLockedDebt } from './balance.ts';
import { withinDebtCaps } from './caps.ts';
import { cardUpdate, checkNewParts, partColumns, partsTotals, ruleColumns } from './card.ts';
import { recentPaymentFacts } from './cycle-payments.ts';
import { deleteDebt, insertCardParts, insertDebt, listCardParts, listDebts, lockDebt, updateDebt } from './queries.ts';

/**
 * A stored debt plus every computed figure, in wire form, for the cycle still to pay: `parts` are
 * its card's balances (none: one balance); `payments` are the debt's recent payments
 * (recentPaymentFacts), which tell whether this cycle is paid. A card's minPayment is the minimum
 * it reports today (its rule on today's balance; the typed one for the fixed rule).
 */
export function toDebtOut(
  row: DebtRow,
  parts: readonly DebtBalanceRow[],
  income: readonly IncomeRow[],
  payments: readonly CyclePayment[],
  today: IsoDate,
): Debt {
  const facts = withCard(debtFactsFromRow(row), row, parts, today);
  const computed = computeDebtWithCycle(facts, income.map(incomeFactsFromRow), payments, today);
  const card = facts.debtType === 'credit_card';
  return {
    id: row.id,
    debtName: row.debtName,
    debtType: facts.debtType,
    balance: row.balance,
    interestRate: row.interestRate,
    minPayment: card ? formatMoney(facts.minPayment) : row.minPayment,
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
    ...(card && parts.length > 0 ? { balances: parts.map(partOut) } : {}),
    ...(card ? { minPaymentRule: ruleOut(row) } : {}),
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
  const parts = groupParts(await listCardParts(db, { userId, debtIds: debts.filter(isCard).map((d) => d.id) }));
  return debts.map((d) => toDebtOut(d, parts.get(d.id) ?? [], income, payments, today));
}

/**
 * The debt cards with the payment schedule's saving (GET /api/debts): "Save $X by paying on <date>"
 * is what paying the plan's amount for this cycle (extra and rollover included) on the suggested date
 * saves, the very figure Smart Payment Dates, This payday and the timing advice show. A debt the
 * schedule pays nothing this cycle keeps its own figure.
 */
export function withScheduleSavings(debts: readonly Debt[], scheduled: ReadonlyMap<number, PaydayPayment>): Debt[] {
  return debts.map((d) => {
    const p = scheduled.get(d.id);
    return p && p.payBy === d.suggestedPaymentDate && p.dueDate === d.nextDueDate
      ? { ...d, interestSavings: formatMoney(p.interestSaved) }
      : d;
  });
}

const isCard = (d: DebtRow) => d.debtType === 'credit_card';

/** A stored debt's facts with its card (balances, rule, today's minimum), reading its balances. */
export async function debtFactsOf(db: Kysely<DB>, row: DebtRow, today: IsoDate): Promise<DebtFacts> {
  const parts = isCard(row) ? await listCardParts(db, { userId: row.userId, debtIds: [row.id] }) : [];
  return withCard(debtFactsFromRow(row), row, parts, today);
}

function groupParts(rows: readonly DebtBalanceRow[]): Map<number, DebtBalanceRow[]> {
  const byDebt = new Map<number, DebtBalanceRow[]>();
  for (const p of rows) byDebt.set(p.debtId, [...(byDebt.get(p.debtId) ?? []), p]);
  return byDebt;
}

/** One debt in wire form, reading what its figures need (its card's balances, income, recent payments). */
export async function debtOut(db: Kysely<DB>, row: DebtRow, today: IsoDate, parts?: readonly DebtBalanceRow[]): Promise<Debt> {
  const [own, income, payments] = await Promise.all([
    parts ?? (isCard(row) ? listCardParts(db, { userId: row.userId, debtIds: [row.id] }) : []),
    listIncome(db, row.userId),
    recentPaymentFacts(db, { userId: row.userId, today, debtId: row.id }),
  ]);
  return toDebtOut(row, own, income, payments, today);
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
  // A card with balances: its balance and rate are theirs (the ones sent are not used).
  const totals = input.balances ? partsTotals(input.balances) : { balance: input.balance, interestRate: input.interestRate };
  return {
    userId,
    debtName: input.debtName,
    debtType,
    ...totals,
    ...(input.minPaymentRule ? ruleColumns(input.minPaymentRule) : {}),
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

/** A card's balances to insert with its new row. */
export function newPartsOf(debt: { id: number; userId: number }, input: Pick<DebtCreateInput, 'balances'>) {
  return (input.balances ?? []).map((p, position) => ({ ...partColumns(p, position), debtId: debt.id, userId: debt.userId }));
}

export async function createDebt(db: Kysely<DB>, userId: number, input: DebtCreateInput, today: IsoDate): Promise<Debt> {
  const debt = newDebtOf(userId, input);
  checkPromo(
    { promoRate: debt.promoRate ?? null, promoEndDate: debt.promoEndDate ?? null, deferredInterest: input.deferredInterest },
    { today, previousEndDate: null },
  );
  checkNewParts(input.balances, today);
  const { row, parts } = await withinDebtCaps(db, userId, { active: 1, total: 1 }, 'one', async (trx) => {
    const inserted = await insertDebt(trx, debt);
    return { row: inserted, parts: await insertCardParts(trx, newPartsOf(inserted, input)) };
  });
  return debtOut(db, row, today, parts);
}

const touchesPromo = (patch: DebtUpdateInput) =>
  patch.promoRate !== undefined || patch.promoEndDate !== undefined || patch.deferredInterest !== undefined;

/**
 * PUT /api/debts/{id}: checked against the stored debt with its row locked (the promotion, the
 * card's fields and balances), then written in one transaction.
 */
export async function editDebt(db: Kysely<DB>, userId: number, id: number, patch: DebtUpdateInput, today: IsoDate): Promise<Debt> {
  const edited = await editDebtRow(db, {
    userId,
    id,
    today,
    prepare: (stored, storedParts) => {
      const planned = cardUpdate(stored, storedParts, patch, today);
      if (touchesPromo(patch))
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
        return { ...planned, change: { ...planned.change, inPlan: defaultInPlan(patch.debtType) } };
      }
      return planned;
    },
  });
  if (!edited) throw notFound(DEBT_NOT_FOUND);
  return debtOut(db, edited.row, today, edited.parts);
}

/** The debt's fields a suggestion may change, as stored (money and dates as strings). */
export interface SuggestedFields {
  extraPayment?: string;
  suggestedPaymentDate?: string | null;
}

function suggestedFieldsOf(row: DebtRow, fields: SuggestedFields): SuggestedFields {
  return {
    ...('extraPayment' in fields ? { extraPayment: row.extraPayment } : {}),
    ...('suggestedPaymentDate' in fields ? { suggestedPaymentDate: row.suggestedPaymentDate } : {}),
  };
}

const sameFields = (a: SuggestedFields, b: SuggestedFields) =>
  a.extraPayment === b.extraPayment && (a.suggestedPaymentDate ?? null) === (b.suggestedPaymentDate ?? null);

/**
 * A suggestion applied to a debt: its suggested payment date or its extra payment, never its
 * balance (balance.ts writes that). Runs inside the caller's transaction (the debt's row is locked)
 * and returns the changed fields before and after, so the change can be undone exactly. Undefined
 * when the debt no longer exists.
 */
export async function applySuggestedChange(
  trx: Kysely<DB>,
  userId: number,
  { debtId, ...change }: DebtPatch,
): Promise<{ before: SuggestedFields; after: SuggestedFields } | undefined> {
  const current = await lockDebt(trx, { userId, debtId });
  if (!current) return undefined;
  const row = await updateDebt(trx, userId, debtId, change);
  if (!row) return undefined;
  return { before: suggestedFieldsOf(current, change), after: suggestedFieldsOf(row, change) };
}

/**
 * Undoes a suggestion's change inside the caller's transaction: writes `before` back while the debt
 * still holds `after` (a value the user changed since is theirs, and is kept). 'gone' when the debt
 * no longer exists.
 */
export async function restoreSuggestedChange(
  trx: Kysely<DB>,
  userId: number,
  params: { debtId: number; before: SuggestedFields; after: SuggestedFields },
): Promise<'restored' | 'changed' | 'gone'> {
  const current = await lockDebt(trx, { userId, debtId: params.debtId });
  if (!current) return 'gone';
  if (!sameFields(suggestedFieldsOf(current, params.after), params.after)) return 'changed';
  await updateDebt(trx, userId, params.debtId, params.before);
  return 'restored';
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
  return debtOut(db, row, today);
}
