import type { DB } from '@paydown/db';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';

// Every subquery is scoped by the owner's id: another user's rows are never read.

/** A timestamp's calendar day in UTC, as 'YYYY-MM-DD' text (days are UTC: users have no stored zone). */
const utcDay = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A card's balances in the order the user listed them (none: one balance), amounts and rates as text. */
function cardPartsJson(eb: ExpressionBuilder<DB, 'debts'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('debtBalances')
      .select((b) => [
        'debtBalances.id',
        'debtBalances.kind',
        b.cast<string>('debtBalances.amount', 'text').as('amount'),
        b.cast<string>('debtBalances.apr', 'text').as('apr'),
        b.cast<string | null>('debtBalances.promoApr', 'text').as('promoApr'),
        'debtBalances.promoEndDate',
        'debtBalances.deferredInterest',
        'debtBalances.promoStartDate',
        // The UTC day it was added (as 'YYYY-MM-DD'): its promotion's start when none was entered.
        utcDay('debtBalances.createdAt').as('createdAt'),
      ])
      .whereRef('debtBalances.debtId', '=', 'debts.id')
      .orderBy('debtBalances.position'),
  );
}

/** Every debt of the user, paid ones too (progress starts from them), soonest due first. */
function debtsJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('debts')
      .select((d) => [
        'id',
        'debtName',
        'debtType',
        d.cast<string>('balance', 'text').as('balance'),
        d.cast<string>('interestRate', 'text').as('interestRate'),
        d.cast<string>('minPayment', 'text').as('minPayment'),
        d.cast<string>('extraPayment', 'text').as('extraPayment'),
        'dueDate',
        'payPeriodFrequency',
        'isPaid',
        'paidDate',
        'suggestedPaymentDate',
        'statementDate',
        'inPlan',
        'paysInFull',
        d.cast<string | null>('promoRate', 'text').as('promoRate'),
        'promoEndDate',
        'deferredInterest',
        'minPaymentRule',
        d.cast<string | null>('minPaymentPercent', 'text').as('minPaymentPercent'),
        d.cast<string | null>('minPaymentFloor', 'text').as('minPaymentFloor'),
        // The day it was added: where progress starts it, and the promotion's start (none is stored).
        utcDay('debts.createdAt').as('createdOn'),
        cardPartsJson(d).as('parts'),
      ])
      .where('userId', '=', userId)
      .orderBy('dueDate')
      .orderBy('id'),
  );
}

/** The user's income sources as a JSON array inside a larger statement: what the money math reads, amounts as text. */
function incomeJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('incomeSources')
      .select((i) => [
        i.cast<string>('amount', 'text').as('amount'),
        'payDate',
        'frequency',
        'nextExpectedPayDate',
        i.cast<string | null>('expectedPaymentsPerMonth', 'text').as('expectedPaymentsPerMonth'),
      ])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id'),
  );
}

/** The user's open planned payments as a JSON array inside a larger statement, soonest first, amounts as text. */
function openPlannedJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('plannedPayments')
      .select((p) => ['id', 'debtId', 'plannedDate', p.cast<string>('amount', 'text').as('amount')])
      .where('userId', '=', userId)
      .where('status', '=', 'planned')
      .orderBy('plannedDate')
      .orderBy('id'),
  );
}

/** Every logged payment, oldest first: cycles paid, the learning panel and progress's dated balances. */
function paymentsJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('paymentHistory')
      .select((p) => [
        'id',
        'debtId',
        p.cast<string>('amount', 'text').as('amount'),
        'paymentDate',
        'suggestedDate',
        p.cast<string>('balanceAfter', 'text').as('balanceAfter'),
      ])
      .where('userId', '=', userId)
      .orderBy('paymentDate')
      .orderBy('id'),
  );
}

/** The saved plan settings (null when never saved) and the day they were saved. */
function settingsJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonObjectFrom(
    eb
      .selectFrom('planSettings')
      .select((p) => [
        'strategy',
        p.cast<string>('extraMonthly', 'text').as('extraMonthly'),
        'customOrder',
        utcDay('planSettings.updatedAt').as('savedOn'),
      ])
      .where('userId', '=', userId),
  );
}

function lumpSumsJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('lumpSums')
      .select((l) => ['id', 'date', l.cast<string>('amount', 'text').as('amount'), 'note'])
      .where('userId', '=', userId)
      .orderBy('date')
      .orderBy('id'),
  );
}

/** The balances changed by hand (balance_snapshots), before and after. */
function balanceEditsJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('balanceSnapshots')
      .select((b) => [
        'id',
        'debtId',
        'day',
        b.cast<string>('balanceBefore', 'text').as('balanceBefore'),
        b.cast<string>('balance', 'text').as('balance'),
      ])
      .where('userId', '=', userId)
      .orderBy('day')
      .orderBy('id'),
  );
}

/** The ledger's one statement, unexecuted (its tables are checked against the version's triggers). */
export const ledgerStatement = (db: Kysely<DB>, userId: number) =>
  db.selectNoFrom((eb) => [
    debtsJson(eb, userId).as('debts'),
    incomeJson(eb, userId).as('income'),
    openPlannedJson(eb, userId).as('planned'),
    paymentsJson(eb, userId).as('payments'),
    settingsJson(eb, userId).as('settings'),
    lumpSumsJson(eb, userId).as('lumpSums'),
    balanceEditsJson(eb, userId).as('balanceEdits'),
  ]);

const statement = (db: Kysely<DB>, userId: number) => ledgerStatement(db, userId).executeTakeFirstOrThrow();

/**
 * A user's money snapshot in ONE statement: the debts (paid ones too), income, open planned
 * payments, payments, plan settings, lump sums and balance edits, as JSON arrays and an object.
 * The dashboard, the plan, the AI, progress and the payment reminders all read it (ledgerFacts
 * turns it into cents), so they see the same data: one round trip per read. Numbers travel as text so money stays exact; each array keeps its subquery's order.
 */
export function ledgerRows(db: Kysely<DB>, params: { userId: number }): Promise<LedgerRows> {
  return statement(db, params.userId);
}

export type LedgerRows = Awaited<ReturnType<typeof statement>>;

/**
 * The version of a user's ledger (renewed by every write to one of its rows, at commit); null for
 * an unknown user. Far cheaper than the ledger itself: an answer remembered at this version holds.
 */
export async function ledgerVersion(db: Kysely<DB>, params: { userId: number }): Promise<string | null> {
  const row = await db.selectFrom('users').select('ledgerVersion').where('id', '=', params.userId).executeTakeFirst();
  return row?.ledgerVersion ?? null;
}
