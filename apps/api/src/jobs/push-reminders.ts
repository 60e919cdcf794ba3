import { utcDateOf } from '@paydown/domain';
import type { Deps } from '../kernel/deps.ts';
import { claimPushReminderDay, pushReminderRecipients, pushToUser, reminderPushMessage } from '../features/push/index.ts';
import { remindersOf } from './reminders-of.ts';

/**
 * The daily payment reminders as Web Push notifications: the same reminders the email carries
 * (remindersOf: the plan's amounts, as the email's), to every device of each user with reminders on. At most one
 * push per user and day: the day is claimed by one insert into push_reminders_sent before anything
 * is sent, so several API instances running this at once never push twice. Independent of the
 * email (a user without a confirmed address still gets pushes). Days are UTC calendar days, like
 * the email's. Returns how many users this run pushed to.
 */
export async function runPushReminders(deps: Pick<Deps, 'db' | 'planPool' | 'config' | 'now'>): Promise<number> {
  if (!deps.config.vapid) return 0;
  const today = utcDateOf(deps.now());
  const recipients = await pushReminderRecipients(deps.db, { day: today });
  let pushed = 0;
  for (const user of recipients) {
    const reminders = await remindersOf(deps, user.id, today, user.reminderDaysBefore);
    if (reminders.length === 0) continue;
    if (!(await claimPushReminderDay(deps.db, { userId: user.id, day: today }))) continue; // another instance took it
    if ((await pushToUser(deps, user.id, reminderPushMessage(reminders, today))) > 0) pushed += 1;
  }
  return pushed;
}
