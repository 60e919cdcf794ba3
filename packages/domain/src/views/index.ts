export * from './dashboard.ts';
export * from './trial-banner.ts';
export * from './progression.ts';
export * from './reminders.ts';
export * from './minimum-warning.ts';
export * from './calendar-feed.ts';
