import type { DB, IncomeRow } from '@paydown/db';
import {
  estMonthlyIncome,
  formatMoney,
  incomeFactsFromRow,
  incomeProgress,
  incomeSummary,
  isIncomeFrequency,
  resolveNextExpectedPayDate,
  type IncomeCreateInput,
  type IncomeSource,
  type IncomeUpdateInput,
  type IsoDate,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors.ts';
import { deleteIncome, findIncome, insertIncome, listIncome, updateIncome } from './queries.ts';

const INCOME_NOT_FOUND = 'Income source not found';

function toIncomeOut(row: IncomeRow, today: IsoDate): IncomeSource {
  const facts = incomeFactsFromRow(row);
  return {
    id: row.id,
    incomeSource: row.incomeSource,
    amount: row.amount,
    payDate: row.payDate,
    frequency: row.frequency,
    nextExpectedPayDate: row.nextExpectedPayDate,
    isInTargetMonth: row.isInTargetMonth,
    expectedPaymentsPerMonth: row.expectedPaymentsPerMonth === null ? null : Number(row.expectedPaymentsPerMonth),
    estMonthlyIncome: formatMoney(estMonthlyIncome(facts, today)),
    progressPercent: incomeProgress(facts, today),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listIncomeOut(db: Kysely<DB>, userId: number, today: IsoDate): Promise<IncomeSource[]> {
  return (await listIncome(db, userId)).map((r) => toIncomeOut(r, today));
}

export async function incomeSummaryOut(db: Kysely<DB>, userId: number, today: IsoDate) {
  const summary = incomeSummary((await listIncome(db, userId)).map(incomeFactsFromRow), today);
  return {
    totalMonthly: formatMoney(summary.totalMonthly),
    nextPayment: summary.nextPayment,
    thisMonthReceived: formatMoney(summary.thisMonthReceived),
    remaining: formatMoney(summary.remaining),
  };
}

const epm = (v: number | null | undefined) => (v === undefined ? undefined : v === null ? null : v.toFixed(1));

export async function createIncome(db: Kysely<DB>, userId: number, input: IncomeCreateInput, today: IsoDate) {
  const row = await insertIncome(db, {
    userId,
    incomeSource: input.incomeSource,
    amount: input.amount,
    payDate: input.payDate,
    frequency: input.frequency,
    nextExpectedPayDate: input.nextExpectedPayDate,
    isInTargetMonth: input.isInTargetMonth,
    expectedPaymentsPerMonth: epm(input.expectedPaymentsPerMonth) ?? null,
  });
  return toIncomeOut(row, today);
}

export async function editIncome(db: Kysely<DB>, userId: number, id: number, patch: IncomeUpdateInput, today: IsoDate) {
  const stored = await findIncome(db, userId, id);
  if (!stored) throw notFound(INCOME_NOT_FOUND);
  const nextExpectedPayDate = resolveNextExpectedPayDate(
    {
      payDate: stored.payDate,
      frequency: isIncomeFrequency(stored.frequency) ? stored.frequency : 'variable',
      nextExpectedPayDate: stored.nextExpectedPayDate,
    },
    patch,
  );
  const row = await updateIncome(db, userId, id, {
    incomeSource: patch.incomeSource,
    amount: patch.amount,
    payDate: patch.payDate,
    frequency: patch.frequency,
    isInTargetMonth: patch.isInTargetMonth,
    expectedPaymentsPerMonth: epm(patch.expectedPaymentsPerMonth),
    nextExpectedPayDate,
  });
  if (!row) throw notFound(INCOME_NOT_FOUND);
  return toIncomeOut(row, today);
}

export async function removeIncome(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await deleteIncome(db, userId, id))) throw notFound(INCOME_NOT_FOUND);
}
