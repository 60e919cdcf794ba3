import type { DB } from '@paydown/db';
import type { TrialReminderStage } from '@paydown/domain';
import { sql, type Kysely } from 'kysely';

/** Users in a trial (no lifetime access) whose trial ends at or before `horizon`. */
export function trialReminderCandidates(db: Kysely<DB>, params: { horizon: Date }) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'trialEndDate', 'lastTrialNotification', 'trialEmails'])
    .where('subscriptionStatus', '=', 'trial')
    .where('hasLifetimeAccess', '=', false)
    .where('trialEndDate', 'is not', null)
    .where('trialEndDate', '<=', params.horizon)
    .execute();
}

/**
 * Claims a trial reminder stage by a conditional update of last_trial_notification: true only for
 * the caller whose update changed the row (another instance may have claimed it first). The
 * 'expired' stage also stores the trial's status as expired.
 */
export async function claimTrialReminder(
  db: Kysely<DB>,
  params: { userId: number; stage: TrialReminderStage; previous: string | null },
): Promise<boolean> {
  const { userId, stage, previous } = params;
  const claimed = await db
    .updateTable('users')
    .set({
      lastTrialNotification: stage,
      ...(stage === 'expired' ? { subscriptionStatus: 'expired' } : {}),
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .where((eb) => (previous === null ? eb('lastTrialNotification', 'is', null) : eb('lastTrialNotification', '=', previous)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}
