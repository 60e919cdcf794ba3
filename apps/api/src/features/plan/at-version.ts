import type { DB } from '@paydown/db';
import type { IsoDate, PlanInput } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { letWaitingRequestsRun } from '../../adapters/event-loop.ts';
import { ledgerVersion, type LedgerReader } from '../../ledger/index.ts';
import { planMemo } from './memo.ts';

/**
 * Plan answers by the account's ledger version (renewed by the database at the commit of every
 * write to the account's ledger). The memo finds an answer by its input, but needs the input: the
 * account's whole ledger read, converted and serialised on every request, the main thread's largest
 * share of answering a large account. While the version holds, the ledger is unchanged, so the
 * answer made from it is found under a name made of the version, with one small read instead. The
 * name also holds the day (a plan starts today) and what else the answer depends on (the
 * preview's changes, the schedule's page). The memo keeps the answers; the name only points to one.
 */
const keyOf = (task: string, userId: number, version: string, today: IsoDate) => `${task}|${userId}|${version}|${today}`;

const VERSION = Symbol('ledger version');

/**
 * `compute(input, name)` for the account's current ledger, remembered by its version: `task` names
 * the answer and everything it depends on beyond the ledger and the day. `compute` must pass `name`
 * to the memo's task, a pure function of the input, and its answer must never be changed. Never call it
 * with a transaction that has written to the ledger: the version is renewed only at its commit.
 *
 * The version is read before the ledger, so the ledger read is at least as new as the version an
 * answer is remembered under: a later reader of that version never gets an older ledger's answer
 * (at worst a newer one, when a write committed between the two reads).
 */
export async function atLedgerVersion<T extends object>(
  db: Kysely<DB>,
  ledger: LedgerReader,
  task: string,
  compute: (input: PlanInput, name: string | undefined) => Promise<T>,
): Promise<T> {
  const { userId, today } = ledger;
  // One request's batched reads (a screen's) check the version once.
  const version = await ledger.once(VERSION, () => ledgerVersion(db, { userId }));
  const name = version === null ? undefined : keyOf(task, userId, version, today);
  const known = name === undefined ? undefined : planMemo.recall(name);
  if (known) return known as T;
  const input = await ledger.planInput();
  await letWaitingRequestsRun();
  return compute(input, name);
}
