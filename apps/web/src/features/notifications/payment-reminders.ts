import type { UpcomingPaymentOut } from '@paydown/domain';
import { addDays } from '@paydown/domain/dates';
import { useEffect } from 'react';
import { formatCurrencyDetailed, formatShortDate, toAmount } from '../../lib/format.ts';
import { localToday } from '../../lib/today.ts';
import { trpc } from '../../lib/trpc.ts';
import { pushNotificationsOnce, type NewNotification } from './store.ts';

/** The bell reminds of payments whose suggested date falls within this many days from today. */
export const REMINDER_DAYS = 7;

/**
 * A payment reminder's identity: one per debt and cycle. The AI summary names payments the same
 * way, so a payment the bell already showed is not announced again there (and the reverse).
 */
export const upcomingReminderId = (p: Pick<UpcomingPaymentOut, 'debtId' | 'dueDate' | 'suggestedDate'>) =>
  `upcoming:${p.debtId}:${p.dueDate}:${p.suggestedDate}`;

/** The bell's items for the upcoming payments of the next 7 days, soonest first. */
export function paymentReminderNotifications(upcoming: readonly UpcomingPaymentOut[], today: string): (NewNotification & { id: string })[] {
  const last = addDays(today, REMINDER_DAYS);
  return upcoming
    .filter((p) => p.suggestedDate >= today && p.suggestedDate <= last)
    .sort((a, b) => a.suggestedDate.localeCompare(b.suggestedDate))
    .map((p) => {
      const savings = toAmount(p.interestSavings) > 0 ? ` · saves ${formatCurrencyDetailed(p.interestSavings)} in interest` : '';
      return {
        id: upcomingReminderId(p),
        type: 'alert',
        title: `Pay ${p.debtName} ${formatCurrencyDetailed(p.amount)} (due ${formatShortDate(p.dueDate)})`,
        message: `Suggested date: ${formatShortDate(p.suggestedDate)}${savings}.`,
      };
    });
}

/**
 * Adds the upcoming payments of the next 7 days to the bell, each once, from the dashboard's data
 * as the dashboard last loaded it: the bell never fetches it itself, so no page pays for a
 * dashboard request it does not show.
 */
export function usePaymentReminders(userId: number): void {
  const dashboard = trpc.dashboard.get.useQuery(undefined, { enabled: false });
  const upcoming = dashboard.data?.upcomingPayments;
  useEffect(() => {
    if (upcoming) pushNotificationsOnce(userId, paymentReminderNotifications(upcoming, localToday()));
  }, [userId, upcoming]);
}
