import { utcDateOf } from '@paydown/domain';
import type { Deps } from '../kernel/deps.ts';
import { claimReminderDay, reminderRecipients, UNSUBSCRIBE_PATH, unsubscribeToken } from '../features/notifications/index.ts';
import { remindersOf } from './reminders-of.ts';
import { paymentReminderEmail } from '../adapters/mail/reminder-template.ts';

/**
 * The daily payment reminder emails: for each user with a confirmed email and reminders on, the
 * payments planned or suggested for tomorrow and the cycles due in their chosen number of days,
 * with the figures the Dashboard shows (packages/domain paymentReminders on the plan's schedule). At most one email per
 * user and day: several API instances may run this at once, and a user's day is claimed by one
 * insert into payment_reminders_sent before the email goes out (the loser of the race skips it).
 * Days are UTC calendar days (users have no stored time zone). Returns how many emails this run sent.
 */
export async function runPaymentReminders(deps: Pick<Deps, 'db' | 'planPool' | 'config' | 'mailer' | 'now'>): Promise<number> {
  const today = utcDateOf(deps.now());
  const recipients = await reminderRecipients(deps.db, { day: today });
  let sent = 0;
  for (const user of recipients) {
    const reminders = await remindersOf(deps, user.id, today, user.reminderDaysBefore);
    if (reminders.length === 0) continue;
    if (!(await claimReminderDay(deps.db, { userId: user.id, day: today }))) continue; // another instance took it
    const token = unsubscribeToken(deps.config.sessionSecret, user.id);
    await deps.mailer.send(
      paymentReminderEmail({
        to: user.email,
        firstName: user.firstName,
        reminders,
        today,
        appUrl: deps.config.appUrl,
        unsubscribeUrl: `${deps.config.appUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
        supportEmail: deps.config.supportEmail,
      }),
    );
    sent += 1;
  }
  return sent;
}
