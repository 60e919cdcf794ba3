import type { DB, NewDebt, NewDebtBalance } from '@paydown/db';
import { sql, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

// Everything a user owns, for the export. Scoped by user id; the user id itself is left out (it is
// the exporter's own), and so is anything secret.

export function exportDebts(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('debts')
    .select([
      'id',
      'debtName',
      'debtType',
      'balance',
      'interestRate',
      'minPayment',
      'extraPayment',
      'dueDate',
      'statementDate',
      'payPeriodFrequency',
      'suggestedPaymentDate',
      'isPaid',
      'paidDate',
      'notes',
      'inPlan',
      'paysInFull',
      'promoRate',
      'promoEndDate',
      'deferredInterest',
      'minPaymentRule',
      'minPaymentPercent',
      'minPaymentFloor',
      // A credit card's balances in the user's order (none: one balance), amounts and rates as text.
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('debtBalances')
            .select((b) => [
              'debtBalances.kind',
              b.cast<string>('debtBalances.amount', 'text').as('amount'),
              b.cast<string>('debtBalances.apr', 'text').as('apr'),
              b.cast<string | null>('debtBalances.promoApr', 'text').as('promoApr'),
              'debtBalances.promoEndDate',
              'debtBalances.deferredInterest',
              'debtBalances.promoStartDate',
              // The UTC day it was added: its promotion's start when none was entered.
              sql<string>`to_char(${sql.ref('debtBalances.createdAt')} at time zone 'UTC', 'YYYY-MM-DD')`.as('addedOn'),
            ])
            .whereRef('debtBalances.debtId', '=', 'debts.id')
            .orderBy('debtBalances.position'),
        ).as('balances'),
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('isPaid')
    .orderBy('dueDate')
    .orderBy('id')
    .execute();
}

export function exportIncome(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('incomeSources')
    .select(['id', 'incomeSource', 'amount', 'payDate', 'frequency', 'nextExpectedPayDate', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function exportPayments(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('paymentHistory')
    .innerJoin('debts', 'debts.id', 'paymentHistory.debtId')
    .select([
      'paymentHistory.id',
      'paymentHistory.debtId',
      'debts.debtName',
      'paymentHistory.amount',
      'paymentHistory.paymentDate',
      'paymentHistory.balanceAfter',
      'paymentHistory.suggestedDate',
      'paymentHistory.createdAt',
    ])
    .where('paymentHistory.userId', '=', userId)
    .orderBy('paymentHistory.paymentDate')
    .orderBy('paymentHistory.id')
    .execute();
}

export function exportPlannedPayments(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('plannedPayments')
    .select(['id', 'debtId', 'plannedDate', 'amount', 'status', 'paymentId', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('plannedDate')
    .orderBy('id')
    .execute();
}

export function exportSuggestions(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('aiSuggestions')
    .select([
      'id',
      'debtId',
      'suggestionType',
      'title',
      'description',
      'potentialSavings',
      'isApplied',
      'impactScore',
      'createdAt',
      'appliedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function exportBilling(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('billingHistory')
    .select(['id', 'description', 'amount', 'currency', 'status', 'invoiceUrl', 'date'])
    .where('userId', '=', userId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/**
 * Inserts every imported debt inside the caller's transaction, in the file's order: runs of debts
 * without balances in one statement each, a card with balances on its own, followed by its balances.
 */
export async function insertDebts(
  trx: Transaction<DB>,
  debts: { debt: NewDebt; parts: Omit<NewDebtBalance, 'debtId' | 'userId'>[] }[],
): Promise<number> {
  let run: NewDebt[] = [];
  const flush = async () => {
    if (run.length > 0) await trx.insertInto('debts').values(run).execute();
    run = [];
  };
  for (const { debt, parts } of debts) {
    if (parts.length === 0) {
      run.push(debt);
      continue;
    }
    await flush();
    const { id } = await trx.insertInto('debts').values(debt).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('debtBalances')
      .values(parts.map((p) => ({ ...p, debtId: id, userId: debt.userId })))
      .execute();
  }
  await flush();
  return debts.length;
}

export function exportPlanSettings(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('planSettings')
    .select(['strategy', 'extraMonthly', 'customOrder', 'updatedAt'])
    .where('userId', '=', userId)
    .execute();
}

export function exportLumpSums(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('lumpSums')
    .select(['id', 'date', 'amount', 'note', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/** The balances the user changed by hand, dated (balance_snapshots: what progress measures against). */
export function exportBalanceEdits(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('balanceSnapshots')
    .innerJoin('debts', 'debts.id', 'balanceSnapshots.debtId')
    .select([
      'debts.debtName',
      'balanceSnapshots.day',
      'balanceSnapshots.balanceBefore',
      'balanceSnapshots.balance',
      'balanceSnapshots.createdAt',
    ])
    .where('balanceSnapshots.userId', '=', userId)
    .orderBy('balanceSnapshots.day')
    .orderBy('balanceSnapshots.id')
    .execute();
}

/** Statement periods (imported or typed) with the lines each listed, oldest first. */
export function exportStatements(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('statements')
    .innerJoin('debts', 'debts.id', 'statements.debtId')
    .select((eb) => [
      'debts.debtName',
      'statements.source',
      'statements.lender',
      'statements.periodStart',
      'statements.periodEnd',
      'statements.closingBalance',
      'statements.interestCharged',
      'statements.createdAt',
      jsonArrayFrom(
        eb
          .selectFrom('statementLines')
          .select((l) => ['fitid', 'kind', 'postedOn', l.cast<string>('amount', 'text').as('amount'), 'description'])
          .whereRef('statementLines.statementId', '=', 'statements.id')
          .orderBy('postedOn')
          .orderBy('statementLines.id'),
      ).as('lines'),
    ])
    .where('statements.userId', '=', userId)
    .orderBy('statements.periodEnd')
    .orderBy('statements.id')
    .execute();
}
