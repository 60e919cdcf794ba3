// What Paydown emails about, and the unsubscribe page (the payment reminders job finds its
// recipients and links here).
// The feature's public file: the rest of the app uses only what it exports.
export { claimReminderDay, reminderRecipients } from './queries.ts';
export { notificationsRouter } from './router.ts';
export { registerUnsubscribe, UNSUBSCRIBE_PATH } from './unsubscribe-page.ts';
export { unsubscribeToken } from './unsubscribe-token.ts';
