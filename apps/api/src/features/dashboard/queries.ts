import type { DB } from '@paydown/db';
import type { Kysely } from 'kysely';
import { unpaidDebtsJson } from '../debts/queries.ts';
import { incomeJson } from '../income/queries.ts';
import { openPlannedJson, paymentsJson } from '../payments/queries.ts';
import { lumpSumsJson, settingsJson } from '../plan/queries.ts';

/**
 * A user's unpaid debts, income sources, open planned payments, payments, plan settings and lump
 * sums in ONE statement (JSON arrays and an object), only the columns the money math reads. The dashboard is the app's busiest read: one round
 * trip instead of three roughly halves its database and driver CPU
 * (docs/performance.md, part 2). Numbers travel as text so money stays exact; dates are
 * 'YYYY-MM-DD' in JSON already. Each array keeps its subquery's order (PostgreSQL aggregates an
 * ordered subquery in order).
 */
export const moneyRows = (db: Kysely<DB>, userId: number) =>
  db
    .selectNoFrom((eb) => [
      unpaidDebtsJson(eb, userId).as('debts'),
      incomeJson(eb, userId).as('income'),
      openPlannedJson(eb, userId).as('planned'),
      // Payments tell which cycles are paid already (they then move to the next due date).
      paymentsJson(eb, userId).as('payments'),
      // The payoff plan's settings and lump sums: the debt-free date and the chart come from the plan.
      settingsJson(eb, userId).as('settings'),
      lumpSumsJson(eb, userId).as('lumpSums'),
    ])
    .executeTakeFirstOrThrow();
