import { formatShortDate, formatUsd, reminderLine, type IsoDate, type PaymentReminder, type PushMessage } from '@paydown/domain';

/**
 * The day's payment reminder as a notification: the reminder email's subject as the title and its
 * lines (amount, lender, dates, interest saved) as the body; a click opens the Debts screen.
 */
export function reminderPushMessage(reminders: readonly PaymentReminder[], today: IsoDate): PushMessage {
  const first = reminders[0];
  const title =
    reminders.length === 1 && first
      ? `Payment reminder: ${first.lender} ${formatUsd(first.amount)} on ${formatShortDate(first.payOn, today)}`
      : `Payment reminder: ${reminders.length} payments coming up`;
  return {
    title,
    body: reminders.map((r) => reminderLine(r, today)).join('\n'),
    url: '/debts',
    tag: `payment-reminder-${today}`,
  };
}

/** What "Send a test notification" shows. */
export const TEST_PUSH_MESSAGE: PushMessage = {
  title: 'Paydown test notification',
  body: 'Push notifications work on this device.',
  url: '/profile?tab=account',
  tag: 'paydown-test',
};
