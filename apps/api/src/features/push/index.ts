// Web Push reminders: the devices a user subscribed, the test notification, and what the daily
// reminder job sends to them.
// The feature's public file: the rest of the app uses only what it exports.
export { claimPushReminderDay, pushReminderRecipients } from './queries.ts';
export { reminderPushMessage } from './message.ts';
export { pushRouter } from './router.ts';
export { pushToUser } from './service.ts';
