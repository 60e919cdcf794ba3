import { prepared, type DB } from '@paydown/db';
import type { DebtRowLike, IncomeRowLike } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/** An open planned payment as the dashboard needs it. */
export interface PlannedRowLike {
  id: number;
  debtId: number;
  plannedDate: string;
  amount: string;
}

export interface MoneyRows {
  debts: DebtRowLike[];
  income: IncomeRowLike[];
  planned: PlannedRowLike[];
}

/**
 * A user's unpaid debts, income sources and open planned payments in ONE statement (three JSON
 * arrays), only the columns the money math reads. The dashboard is the app's busiest read: one round
 * trip instead of three roughly halves its database and driver CPU (docs/performance.md, part 2).
 * Numbers travel as text (`::text`) so money stays exact; dates are 'YYYY-MM-DD' in JSON already.
 * Each array keeps its subquery's order (PostgreSQL aggregates an ordered subquery in order).
 */
export async function moneyRows(db: Kysely<DB>, userId: number): Promise<MoneyRows> {
  const [row] = await moneyRowsStatement(db, userId);
  if (!row) throw new Error('a select without FROM returned no row');
  return row;
}

function moneyRowsQuery(db: Kysely<DB>, userId: number) {
  return db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
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
            'suggestedPaymentDate',
          ])
          .where('userId', '=', userId)
          .where('isPaid', '=', false)
          .orderBy('dueDate')
          .orderBy('id'),
      ).as('debts'),
      jsonArrayFrom(
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
      ).as('income'),
      jsonArrayFrom(
        eb
          .selectFrom('plannedPayments')
          .select((p) => ['id', 'debtId', 'plannedDate', p.cast<string>('amount', 'text').as('amount')])
          .where('userId', '=', userId)
          .where('status', '=', 'planned')
          .orderBy('plannedDate')
          .orderBy('id'),
      ).as('planned'),
    ]);
}

// Compiled once (and a named statement on PostgreSQL): the dashboard is the busiest read.
const moneyRowsStatement = prepared('money_rows', moneyRowsQuery);
