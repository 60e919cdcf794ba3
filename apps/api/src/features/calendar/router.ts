import { calendarFeedLinkSchema, calendarFeedSettingsInputSchema, calendarFeedSettingsSchema } from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../kernel/trpc.ts';
import { requestTimeZone } from '../../kernel/today.ts';
import { feedSettings, resetFeedLink, saveFeedSettings } from './service.ts';

const tags = ['calendar'];

// Any signed-in user, whatever their plan, like the other settings: reading one's own payments is a read.
export const calendarRouter = router({
  settings: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/calendar/settings',
        tags,
        protect: true,
        summary: 'Whether the user has a calendar feed link, and whether the feed shows amounts',
      },
    })
    .input(z.void())
    .output(calendarFeedSettingsSchema)
    .query(({ ctx }) => feedSettings(ctx.deps, ctx.user.id)),

  saveSettings: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/calendar/settings',
        errorResponses: [404],
        tags,
        protect: true,
        summary: "Show or leave out amounts in the feed (404 without a link); the feed's days become those of X-Timezone",
      },
    })
    .input(calendarFeedSettingsInputSchema)
    .output(calendarFeedSettingsSchema)
    .mutation(({ ctx, input }) => saveFeedSettings(ctx.deps, ctx.user.id, input, requestTimeZone(ctx.req))),

  resetLink: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/calendar/link',
        tags,
        protect: true,
        summary:
          'Make a new secret feed link, shown this once (the previous link answers 404 from now on); its days are those of X-Timezone',
      },
    })
    .input(z.void())
    .output(calendarFeedLinkSchema)
    .mutation(({ ctx }) => resetFeedLink(ctx.deps, ctx.user.id, requestTimeZone(ctx.req))),
});
