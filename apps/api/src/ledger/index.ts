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

/** Everything the plan engine needs about a user, read in one statement. */
export async function loadPlanInput(db: Kysely<DB>, userId: number, today: IsoDate): Promise<PlanInput> {
  const ledger = await loadLedger(db, userId, today);
  await letWaitingRequestsRun();
  return ledgerPlanInput(ledger, today);
}

/**
 * How a signed-in call reads its user's ledger as of its day. One that keeps its reads is shared by
 * the read-only procedures of one request (the kernel gives it), so a screen's batched reads read
 * the ledger once and build the plan input once, however many of them ask: one statement, where
 * each procedure used to run its own. One that does not keep reads afresh on every ask: a write
 * must see what it has just changed.
 */
export interface LedgerReader {
  readonly userId: number;
  readonly today: IsoDate;
  /** The ledger in cents (loadLedger). Callers must not change what they get. */
  facts(): Promise<LedgerFacts>;
  /** The plan engine's input from it (ledgerPlanInput). Callers must not change what they get. */
  planInput(): Promise<PlanInput>;
  /** `read()`'s answer, asked once per reader that keeps its reads, every time otherwise: for what a feature derives from the ledger. */
  once<T>(key: symbol, read: () => Promise<T>): Promise<T>;
}

const FACTS = Symbol('ledger facts');
const PLAN_INPUT = Symbol('plan input');

/** A reader of `userId`'s ledger as of `today`; `keep`: every read is made once and kept (read-only calls only). */
export function ledgerReader(db: Kysely<DB>, userId: number, today: IsoDate, keep: boolean): LedgerReader {
  const kept = new Map<symbol, Promise<unknown>>();
  const once = <T>(key: symbol, read: () => Promise<T>): Promise<T> => {
    if (!keep) return read();
    const known = kept.get(key) as Promise<T> | undefined;
    if (known) return known;
    const reading = read();
    kept.set(key, reading);
    return reading;
  };
  const reader: LedgerReader = {
    userId,
    today,
    once,
    facts: () => once(FACTS, () => loadLedger(db, userId, today)),
    planInput: () =>
      once(PLAN_INPUT, async () => {
        const ledger = await reader.facts();
        await letWaitingRequestsRun();
        return ledgerPlanInput(ledger, today);
      }),
  };
  return reader;
}
