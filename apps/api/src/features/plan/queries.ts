import type { IsoDate } from '@paydown/domain';
import type { DB, LumpSumRow, PlanSettingsRow, PlanStrategyValue } from '@paydown/db';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { unpaidDebtsJson } from '../debts/queries.ts';
import { incomeJson } from '../income/queries.ts';
import { recentPaymentsJson } from '../payments/queries.ts';

// Every query is scoped by the owner's id: another user's id simply finds nothing.

/** The user's saved plan settings as a JSON object (null when never saved), money as text. */
export function settingsJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonObjectFrom(
    eb
      .selectFrom('planSettings')
      .select((p) => ['strategy', p.cast<string>('extraMonthly', 'text').as('extraMonthly'), 'customOrder'])
      .where('userId', '=', userId),
  );
}

export function lumpSumsJson(eb: ExpressionBuilder<DB, never>, userId: number) {
  return jsonArrayFrom(
    eb
      .selectFrom('lumpSums')
      .select((l) => ['id', 'date', l.cast<string>('amount', 'text').as('amount'), 'note'])
      .where('userId', '=', userId)
      .orderBy('date')
      .orderBy('id'),
  );
}

/**
 * What the plan engine reads, in ONE statement (as the dashboard does): unpaid debts, income, the
 * saved settings, the lump sums and the payments recent enough to count toward a current cycle
 * (`since`: cycleLookbackStart). GET /api/plan is a hot read (bench: p99 < 50 ms).
 */
export const planRows = (db: Kysely<DB>, userId: number, since: IsoDate) =>
  db
    .selectNoFrom((eb) => [
      unpaidDebtsJson(eb, userId).as('debts'),
      incomeJson(eb, userId).as('income'),
      settingsJson(eb, userId).as('settings'),
      lumpSumsJson(eb, userId).as('lumpSums'),
      recentPaymentsJson(eb, userId, since).as('payments'),
    ])
    .executeTakeFirstOrThrow();

export function findPlanSettings(db: Kysely<DB>, userId: number): Promise<PlanSettingsRow | undefined> {
  return db.selectFrom('planSettings').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export interface PlanSettingsValues {
  strategy: PlanStrategyValue;
  extraMonthly: string;
  customOrder: number[] | null;
}

/** Creates or replaces the user's settings (one row per user). */
export async function upsertPlanSettings(db: Kysely<DB>, userId: number, values: PlanSettingsValues): Promise<void> {
  const customOrder = values.customOrder === null ? null : JSON.stringify(values.customOrder);
  await db
    .insertInto('planSettings')
    .values({ userId, strategy: values.strategy, extraMonthly: values.extraMonthly, customOrder })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ strategy: values.strategy, extraMonthly: values.extraMonthly, customOrder, updatedAt: sql<Date>`now()` }),
    )
    .execute();
}

/** Of `ids`, those that are the user's debts (paid or not). */
export async function ownedDebtIds(db: Kysely<DB>, userId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('debts').select('id').where('userId', '=', userId).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export function listLumpSums(db: Kysely<DB>, userId: number): Promise<LumpSumRow[]> {
  return db.selectFrom('lumpSums').selectAll().where('userId', '=', userId).orderBy('date').orderBy('id').execute();
}

export function insertLumpSum(
  db: Kysely<DB>,
  values: { userId: number; date: string; amount: string; note: string | null },
): Promise<LumpSumRow> {
  return db.insertInto('lumpSums').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteLumpSum(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('lumpSums').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
