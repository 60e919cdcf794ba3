import type { DB } from '@paydown/db';
import { addDays, parseMoney, type CyclePayment, type IsoDate } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { paymentsSince } from './queries.ts';

/** How far back a payment can still count toward the current cycle (a quarter, with room). */
const CYCLE_LOOKBACK_DAYS = 120;

/**
 * The user's (or one debt's) payments recent enough to count toward a current cycle, as the domain
 * reads them: whether a debt's cycle is paid (its figures, and whether it still needs a planned payment).
 */
export async function recentPaymentFacts(
  db: Kysely<DB>,
  params: { userId: number; today: IsoDate; debtId?: number },
): Promise<CyclePayment[]> {
  const rows = await paymentsSince(db, {
    userId: params.userId,
    since: addDays(params.today, -CYCLE_LOOKBACK_DAYS),
    debtId: params.debtId,
  });
  return rows.map((r) => ({ debtId: r.debtId, paymentDate: r.paymentDate, amount: parseMoney(r.amount) }));
}
