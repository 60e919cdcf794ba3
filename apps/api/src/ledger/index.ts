import type { DB } from '@paydown/db';
import type { IsoDate, PlanInput } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { letWaitingRequestsRun } from '../adapters/event-loop.ts';
import { ledgerFacts, ledgerPlanInput, type LedgerFacts } from './facts.ts';
import { ledgerRows } from './queries.ts';

export { ledgerFacts, ledgerPlanInput, settingsOf, type LedgerDebt, type LedgerFacts, type LedgerPayment } from './facts.ts';
export { ledgerRows, ledgerVersion, type LedgerRows } from './queries.ts';
export { minimumToday, partOut, ruleOf, ruleOut, withCard, type PartColumns, type RuleColumns } from './card.ts';

/** A user's money snapshot, read in one statement and converted once. */
export async function loadLedger(db: Kysely<DB>, userId: number, today: IsoDate): Promise<LedgerFacts> {
  const rows = await ledgerRows(db, { userId });
  await letWaitingRequestsRun();
  return ledgerFacts(rows, today);
}

/**
 * Everything the plan engine needs about a user, read in one statement, with the ledger version
 * those rows are (ledgerVersion; null for an unknown user).
 */
export async function loadPlanInputAt(
  db: Kysely<DB>,
  userId: number,
  today: IsoDate,
): Promise<{ input: PlanInput; version: string | null }> {
  const rows = await ledgerRows(db, { userId });
  await letWaitingRequestsRun();
  const ledger = ledgerFacts(rows, today);
  await letWaitingRequestsRun();
  return { input: ledgerPlanInput(ledger, today), version: rows.version ?? null };
}

/** Everything the plan engine needs about a user, read in one statement. */
export async function loadPlanInput(db: Kysely<DB>, userId: number, today: IsoDate): Promise<PlanInput> {
  return (await loadPlanInputAt(db, userId, today)).input;
}
