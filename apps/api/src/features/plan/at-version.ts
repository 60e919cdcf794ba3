import type { DB } from '@paydown/db';
import type { IsoDate, PlanInput } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { letWaitingRequestsRun } from '../../adapters/event-loop.ts';
import { ledgerVersion, loadPlanInputAt } from '../../ledger/index.ts';
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

/**
 * `compute(input)` for the account's current ledger, remembered by its version: `task` names the
 * answer and everything it depends on beyond the ledger and the day. `compute` must be a pure
 * function of the input (the memo's tasks are) and its answer must never be changed. Never call it
 * with a transaction that has written to the ledger: the version is renewed only at its commit.
 */
export async function atLedgerVersion<T extends object>(
  db: Kysely<DB>,
  userId: number,
  today: IsoDate,
  task: string,
  compute: (input: PlanInput) => Promise<T>,
): Promise<T> {
  const version = await ledgerVersion(db, { userId });
  const known = version === null ? undefined : answers.get(keyOf(task, userId, version, today));
  if (known) return known as T;
  const read = await loadPlanInputAt(db, userId, today);
  await letWaitingRequestsRun();
  const answer = await compute(read.input);
  if (read.version !== null && rowsOf(answer) <= answers.maxSize) answers.set(keyOf(task, userId, read.version, today), answer);
  return answer;
}
