// The calendar feed: a secret link per user to an iCalendar feed of what to pay when, and the
// settings that make, reset and shape it.
// The feature's public file: the rest of the app uses only what it exports.
export { calendarRouter } from './router.ts';
export { calendarFeedOpenApi, registerCalendarFeed } from './routes.ts';
