import { setTimeout as sleep } from 'node:timers/promises';
import { paymentReminders, type IsoDate, type PaymentReminder } from '@paydown/domain';
import { BusyError } from '../errors.ts';
import type { Deps } from '../kernel/deps.ts';
import { ledgerReader } from '../ledger/index.ts';
import { planFirstMonths } from '../features/plan/index.ts';

/** How many times a job asks a full plan pool again before it gives up on this run. */
const BUSY_ATTEMPTS = 10;

/**
 * A user's payment reminders for `today`, as every channel sends them (email and push alike): the
 * payments planned or suggested for tomorrow and the cycles due within `daysBefore` days, each for
 * the amount the plan pays that cycle (extra and rollover included), as the Dashboard shows it.
 * The plan is the one answer every screen reads for the account's ledger version: remembered, and
 * computed off the event loop when large, so a big account's reminders hold up no request.
 */
export async function remindersOf(
  deps: Pick<Deps, 'db' | 'planPool'>,
  userId: number,
  today: IsoDate,
  daysBefore: number,
): Promise<PaymentReminder[]> {
  const reader = ledgerReader(deps.db, userId, today, true);
  const [{ debts, income, planned, payments }, { months }] = await Promise.all([
    reader.facts(),
    whenPoolFree(() => planFirstMonths(deps, reader)),
  ]);
  // Which cycles are paid comes from the payments: a paid one is never reminded of.
  return paymentReminders({ debts, income, planned, payments, today, daysBefore, planMonths: months });
}

/**
 * A full plan pool refuses a request at once (503, try again); a job has no one waiting on it, so
 * it waits the time the pool names and asks again, rather than leave the run's remaining users unreminded.
 */
async function whenPoolFree<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof BusyError) || attempt >= BUSY_ATTEMPTS) throw err;
      await sleep(err.retryAfterSeconds * 1000);
    }
  }
}
