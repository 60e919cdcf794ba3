import type { DB, LumpSumRow, PlanSettingsRow, PlanStrategyValue } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

// Every query is scoped by the owner's id: another user's id simply finds nothing.

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
