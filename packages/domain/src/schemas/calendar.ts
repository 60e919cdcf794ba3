import { z } from 'zod';
import { jsonBoolean, timestampString } from './fields.ts';

/** GET /api/calendar/settings: whether the user has a feed link, and what the feed shows. */
export const calendarFeedSettingsSchema = z
  .object({
    /** A link exists (its secret is shown once, when it is made, and never again). */
    enabled: z.boolean(),
    /** Amounts and interest savings in the events; false leaves them out. */
    includeAmounts: z.boolean(),
    /** When the current link was made; null without one. */
    createdAt: timestampString.nullable(),
  })
  .strict()
  .meta({ id: 'CalendarFeedSettings' });
export type CalendarFeedSettings = z.infer<typeof calendarFeedSettingsSchema>;

/** PUT /api/calendar/settings. */
export const calendarFeedSettingsInputSchema = z
  .object({ includeAmounts: jsonBoolean('Include amounts must be true or false') })
  .strict()
  .meta({ id: 'CalendarFeedSettingsInput' });
export type CalendarFeedSettingsInput = z.infer<typeof calendarFeedSettingsInputSchema>;

/** POST /api/calendar/link: a new feed link, shown this once (the old one stops working at once). */
export const calendarFeedLinkSchema = z
  .object({
    /** The feed over HTTPS (Copy link). */
    url: z.string(),
    /** The same feed as webcal://, which Apple Calendar and Outlook subscribe to. */
    webcalUrl: z.string(),
    /** Google Calendar's "add by URL" page for the feed. */
    googleUrl: z.string(),
  })
  .strict()
  .meta({ id: 'CalendarFeedLink' });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
