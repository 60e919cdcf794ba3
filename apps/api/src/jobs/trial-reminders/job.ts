import { daysRemaining, shouldSendReminder, trialReminderStage, type TrialReminderStage } from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { trialReminderEmail } from '../../adapters/mail/templates.ts';
import { claimTrialReminder, trialReminderCandidates } from './queries.ts';

/**
 * Sends the trial reminder that is due for each user in a trial (7, 3, 1 day(s) before its end,
 * then on expiry), each at most once. Several API instances may run this at the same moment: a
 * reminder is claimed by a conditional update of last_trial_notification, and only the instance
 * whose update changed the row sends it. An expired trial's stored status becomes 'expired'.
 * Returns how many emails this run sent.
 */
export async function runTrialReminders(deps: Pick<Deps, 'db' | 'config' | 'mailer' | 'now'>): Promise<number> {
  const now = deps.now();
  const horizon = new Date(now.getTime() + 8 * 24 * 3600_000);
  const candidates = await trialReminderCandidates(deps.db, { horizon });

  let sent = 0;
  for (const user of candidates) {
    if (!user.trialEndDate) continue;
    const stage: TrialReminderStage | null = trialReminderStage(user.trialEndDate, now);
    if (!stage || !shouldSendReminder(stage, user.lastTrialNotification)) continue;
    const claimed = await claimTrialReminder(deps.db, { userId: user.id, stage, previous: user.lastTrialNotification });
    if (!claimed) continue; // another instance took it
    // Trial emails off (notification settings): the stage still advances and an ended trial still
    // expires, only the email is left out.
    if (!user.trialEmails) continue;
    await deps.mailer.send(
      trialReminderEmail({
        to: user.email,
        firstName: user.firstName,
        stage,
        daysLeft: daysRemaining(user.trialEndDate, now),
        pricingUrl: `${deps.config.appUrl}/pricing`,
        supportEmail: deps.config.supportEmail,
      }),
    );
    sent += 1;
  }
  return sent;
}
