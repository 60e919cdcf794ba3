// The notifications feature's public file: what the rest of the app may use of it (the payment reminders job
// finds its recipients and links to the unsubscribe page).
export { claimReminderDay, reminderRecipients } from './queries.ts';
export { notificationsRouter } from './router.ts';
export { registerUnsubscribe, UNSUBSCRIBE_PATH } from './unsubscribe-page.ts';
export { unsubscribeToken } from './unsubscribe-token.ts';
