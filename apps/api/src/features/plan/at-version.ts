import type { DB } from '@paydown/db';
import type { IsoDate, PlanInput } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { letWaitingRequestsRun } from '../../adapters/event-loop.ts';
import { ledgerVersion, type LedgerReader } from '../../ledger/index.ts';
import { PLAN_MEMO_ROWS, rowsOf } from './memo.ts';

/**
 * Plan answers by the account's ledger version (renewed by the database at the commit of every
 * write to the account's ledger), in front of the memo. The memo finds an answer by its input, but
 * needs the input: the account's whole ledger read, converted and serialised on every request, the
 * main thread's largest share of answering a large account. While the version holds, the ledger is
 * unchanged, so the answer made from it is found with one small read instead. The key also holds
 * the day (a plan starts today) and what else the answer depends on (the preview's changes, the
 * schedule's page). The answers are the memo's own objects, so this holds no second copy.
 */
const answers = new LRUCache<string, object>({ maxSize: PLAN_MEMO_ROWS, sizeCalculation: rowsOf });

const keyOf = (task: string, userId: number, version: string, today: IsoDate) => `${task}|${userId}|${version}|${today}`;

const VERSION = Symbol('ledger version');

/**
 * `compute(input)` for the account's current ledger, remembered by its version: `task` names the
 * answer and everything it depends on beyond the ledger and the day. `compute` must be a pure
 * function of the input (the memo's tasks are) and its answer must never be changed. Never call it
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
  compute: (input: PlanInput) => Promise<T>,
): Promise<T> {
  const { userId, today } = ledger;
  // One request's batched reads (a screen's) check the version once.
  const version = await ledger.once(VERSION, () => ledgerVersion(db, { userId }));
  const key = version === null ? null : keyOf(task, userId, version, today);
  const known = key === null ? undefined : answers.get(key);
  if (known) return known as T;
  const input = await ledger.planInput();
  await letWaitingRequestsRun();
  const answer = await compute(input);
  if (key !== null && rowsOf(answer) <= answers.maxSize) answers.set(key, answer);
  return answer;
}
