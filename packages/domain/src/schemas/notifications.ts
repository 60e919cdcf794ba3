import { z } from 'zod';
import { jsonBoolean } from './fields.ts';

export const REMINDER_DAYS_BEFORE_MIN = 1;
export const REMINDER_DAYS_BEFORE_MAX = 7;
export const REMINDER_DAYS_BEFORE_DEFAULT = 3;

/** GET/PUT /api/notification-settings: what Paydown may email a user about. */
export const notificationSettingsSchema = z
  .object({
    /** Payment reminder emails (sent only once the email address is confirmed). */
    paymentReminders: jsonBoolean('Payment reminders must be true or false'),
    /**
     * How many days before a due date the reminder for it goes out: a literal list of the whole
     * numbers allowed, so 2.5, "3" or true are refused.
     */
    reminderDaysBefore: z
      .literal([1, 2, 3, 4, 5, 6, 7], { error: 'Days before due must be a whole number from 1 to 7' })
      .meta({ type: 'integer', minimum: REMINDER_DAYS_BEFORE_MIN, maximum: REMINDER_DAYS_BEFORE_MAX }),
    /** The trial reminder emails (7, 3 and 1 day(s) before the trial ends, and at its end). */
    trialEmails: jsonBoolean('Trial emails must be true or false'),
  })
  .strict()
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The one-click unsubscribe token from a reminder email. */
export const unsubscribeInputSchema = z.object({ token: z.string().min(1, 'The unsubscribe link is incomplete').max(200) });
