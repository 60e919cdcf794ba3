import type { DB, LumpSumRow } from '@paydown/db';
import {
  parseMoney,
  type IsoDate,
  type LumpSumInput,
  type LumpSumOut,
  type PlanOut,
  type PlanSettingsInput,
  type PlanStrategy,
  type ProgressionHorizon,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import type { Deps } from '../../kernel/deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { settingsOf, type LedgerReader } from '../../ledger/index.ts';
import { atLedgerVersion } from './at-version.ts';
import { letWaitingRequestsRun } from '../../adapters/event-loop.ts';
import { withAccountLock } from '../../adapters/account-lock/with-account-lock.ts';
import { checkedPlan } from './checked-answer.ts';
import { planMemo } from './memo.ts';
import type { PlanTaskResult } from '../../adapters/plan-pool/tasks.ts';
import { deleteLumpSum, findPlanSettings, insertLumpSum, listLumpSums, ownedDebtIds, upsertPlanSettings } from './queries.ts';

export const LUMP_SUM_NOT_FOUND = 'Lump sum not found';
/** Bounds the work of one plan request (each lump sum is a month's event in every run). */
export const MAX_LUMP_SUMS = 100;

/** What computing a plan needs: the database to read the input, the pool to compute it off the event loop. */
export type PlanDeps = Pick<Deps, 'db' | 'planPool'>;

/**
 * GET /api/plan's answer, unchecked: computed once per distinct input (memo.ts), off the event loop
 * when large, and found again by the ledger's version (at-version.ts) without rebuilding the input.
 * Every reader of the plan (the dashboard, the calendar feed, the reminders) takes it from here, so
 * they share one answer for a ledger version.
 */
export function planWire({ db, planPool }: PlanDeps, ledger: LedgerReader): Promise<PlanTaskResult<'wire'>> {
  return atLedgerVersion(db, ledger, 'wire', (input, name) => planMemo.wire(input, planPool, name));
}

/** The Financial Progression chart over `months` (the dashboard's), remembered by the ledger version like the plan. */
export function planProgression({ db, planPool }: PlanDeps, ledger: LedgerReader, months: ProgressionHorizon) {
  return atLedgerVersion(db, ledger, `progression:${months}`, (input, name) => planMemo.progression({ input, months }, planPool, name));
}

/** GET /api/plan: the shared answer (planWire), checked once (checked-answer.ts). */
export async function getPlan(deps: PlanDeps, ledger: LedgerReader): Promise<PlanOut> {
  const answer = await planWire(deps, ledger);
  await letWaitingRequestsRun();
  return checkedPlan(answer);
}

/** GET /api/plan/preview: the plan for other settings, remembered and checked like the plan's; nothing is saved. */
export async function previewPlanOut(
  { db, planPool }: PlanDeps,
  ledger: LedgerReader,
  changes: { strategy?: PlanStrategy | undefined; extraMonthly?: string | undefined },
): Promise<PlanOut> {
  const task = `preview:${changes.strategy ?? ''}:${changes.extraMonthly ?? ''}`;
  const answer = await atLedgerVersion(db, ledger, task, (input, name) => planMemo.preview({ input, changes }, planPool, name));
  await letWaitingRequestsRun();
  return checkedPlan(answer);
}

function invalid(field: string, message: string): AppError {
  return new AppError('INVALID', message, { [field]: message });
}

/** PUT /api/plan: saves the settings and returns the plan. customOrder must list only the user's debts, once each. */
export async function savePlan(deps: PlanDeps, ledger: LedgerReader, input: PlanSettingsInput): Promise<PlanOut> {
  const { db } = deps;
  const { userId } = ledger;
  let customOrder: number[] | null;
  if (input.customOrder !== undefined) {
    if (new Set(input.customOrder).size !== input.customOrder.length)
      throw invalid('customOrder', 'customOrder lists a debt more than once');
    const owned = new Set(await ownedDebtIds(db, userId, input.customOrder));
    if (input.customOrder.some((id) => !owned.has(id))) throw invalid('customOrder', 'customOrder must list only your debts');
    customOrder = input.customOrder;
  } else {
    // Switching to avalanche or snowball keeps the custom order for a later switch back.
    const stored = await findPlanSettings(db, userId);
    customOrder = settingsOf(stored ?? null).customOrder as number[] | null;
  }
  await upsertPlanSettings(db, userId, { strategy: input.strategy, extraMonthly: input.extraMonthly, customOrder });
  // A write's reader reads afresh: the plan is computed from the settings just saved.
  return getPlan(deps, ledger);
}

function toLumpSumOut(row: LumpSumRow): LumpSumOut {
  return { id: row.id, date: row.date, amount: row.amount, note: row.note };
}

/** POST /api/plan/lump-sums: a one-off amount on a date from today on, applied in the plan month containing it. */
export async function addLumpSum(db: Kysely<DB>, userId: number, today: IsoDate, input: LumpSumInput): Promise<LumpSumOut> {
  if (input.date < today) throw invalid('date', 'A lump sum must be dated today or later');
  if (parseMoney(input.amount) <= 0) throw invalid('amount', 'Amount must be more than 0');
  const note = input.note === undefined || input.note === '' ? null : input.note;
  // Counted and inserted under the account's lock: parallel adds at the cap cannot each see room.
  const row = await withAccountLock(db, userId, async (trx) => {
    if ((await listLumpSums(trx, userId)).length >= MAX_LUMP_SUMS) {
      throw invalid('date', `You can plan at most ${MAX_LUMP_SUMS} lump sums; remove one first`);
    }
    return insertLumpSum(trx, { userId, date: input.date, amount: input.amount, note });
  });
  return toLumpSumOut(row);
}

/** DELETE /api/plan/lump-sums/{id}: 404 for an unknown id or another user's. */
export async function removeLumpSum(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await deleteLumpSum(db, userId, id))) throw notFound(LUMP_SUM_NOT_FOUND);
}
