import type { DB } from '@paydown/db';
import type { IsoDate, PlanInput } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { letWaitingRequestsRun } from '../adapters/event-loop.ts';
import { ledgerFacts, ledgerPlanInput, type LedgerFacts } from './facts.ts';
import { ledgerRows } from './queries.ts';

export { ledgerFacts, ledgerPlanInput, settingsOf, type LedgerDebt, type LedgerFacts, type LedgerPayment } from './facts.ts';
export { ledgerRows, type LedgerRows } from './queries.ts';
export { minimumToday, partOut, ruleOf, ruleOut, withCard, type PartColumns, type RuleColumns } from './card.ts';

/** A user's money snapshot, read in one statement and converted once. */
export async function loadLedger(db: Kysely<DB>, userId: number, today: IsoDate): Promise<LedgerFacts> {
  const rows = await ledgerRows(db, { userId });
  await letWaitingRequestsRun();
  return ledgerFacts(rows, today);
}

/** Everything the plan engine needs about a user, read in one statement. */
export async function loadPlanInput(db: Kysely<DB>, userId: number, today: IsoDate): Promise<PlanInput> {
  const ledger = await loadLedger(db, userId, today);
  await letWaitingRequestsRun();
  return ledgerPlanInput(ledger, today);
}
