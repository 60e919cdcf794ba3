import type { NotificationSettings } from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { notFound } from '../../errors.ts';
import { findSettings, paymentRemindersOn, turnOffPaymentReminders, updateSettings } from './queries.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export async function notificationSettings(deps: Pick<Deps, 'db'>, userId: number): Promise<NotificationSettings> {
  const settings = await findSettings(deps.db, { userId });
  if (!settings) throw notFound('Account not found');
  return settings;
}

export async function saveNotificationSettings(
  deps: Pick<Deps, 'db'>,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const saved = await updateSettings(deps.db, { userId, settings });
  if (!saved) throw notFound('Account not found');
  return saved;
}

/** What the unsubscribe link's page shows: reminders still on (with the button), already off, or a bad link. */
export type UnsubscribeState = 'subscribed' | 'unsubscribed' | 'invalid';

/** Reads the state behind an unsubscribe link; changes nothing (mail scanners and prefetchers open links). */
export async function unsubscribeState(deps: Pick<Deps, 'db' | 'config'>, token: string): Promise<UnsubscribeState> {
  const userId = verifyUnsubscribeToken(deps.config.sessionSecret, token);
  if (userId === null) return 'invalid';
  const on = await paymentRemindersOn(deps.db, { userId });
  if (on === undefined) return 'invalid';
  return on ? 'subscribed' : 'unsubscribed';
}

/** The unsubscribe button and RFC 8058's one-click POST: a valid token turns that user's payment reminders off (again is fine). */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'config'>, token: string): Promise<Exclude<UnsubscribeState, 'subscribed'>> {
  const userId = verifyUnsubscribeToken(deps.config.sessionSecret, token);
  if (userId === null) return 'invalid';
  return (await turnOffPaymentReminders(deps.db, { userId })) ? 'unsubscribed' : 'invalid';
}
