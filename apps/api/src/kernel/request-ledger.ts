import type { DB } from '@paydown/db';
import type { IsoDate } from '@paydown/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ledgerReader, type LedgerReader } from '../ledger/index.ts';

const readersKey = Symbol('ledgerReaders');
type RequestWithReaders = FastifyRequest & { [readersKey]?: Map<string, LedgerReader> };

/**
 * The ledger reader of a read-only procedure: one per request, user and day, kept on the request,
 * so the reads of one /trpc batch (a screen's session check and its 3–7 reads) share one ledger
 * statement and one plan input. Only reads share it: a batch of queries changes nothing in the
 * ledger, so all of them see the same snapshot, as if read at one instant. A write gets a reader
 * of its own that reads afresh (`ledgerReader(..., false)`).
 */
export function requestLedgerReader(req: FastifyRequest, db: Kysely<DB>, userId: number, today: IsoDate): LedgerReader {
  const r = req as RequestWithReaders;
  const readers = (r[readersKey] ??= new Map<string, LedgerReader>());
  // The day is part of the key: calls of one batch that take turns could straddle midnight.
  const key = `${userId}:${today}`;
  const known = readers.get(key);
  if (known) return known;
  const reader = ledgerReader(db, userId, today, true);
  readers.set(key, reader);
  return reader;
}
