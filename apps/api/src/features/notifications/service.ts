import type { NotificationSettings } from '@paydown/domain';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { findSettings, turnOffPaymentReminders, updateSettings } from './queries.ts';
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

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/** The unsubscribe link: a valid token turns that user's payment reminders off (again is fine). */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'config'>, token: string): Promise<UnsubscribeOutcome> {
  const userId = verifyUnsubscribeToken(deps.config.sessionSecret, token);
  if (userId === null) return 'invalid';
  return (await turnOffPaymentReminders(deps.db, { userId })) ? 'unsubscribed' : 'invalid';
}
