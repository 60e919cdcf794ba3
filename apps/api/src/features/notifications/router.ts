import { notificationSettingsSchema } from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../kernel/trpc.ts';
import { notificationSettings, saveNotificationSettings } from './service.ts';

const tags = ['notifications'];

export const notificationsRouter = router({
  settings: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notification-settings',
        tags,
        protect: true,
        summary: 'What Paydown emails the user about: payment reminders (and how many days before due), trial emails',
      },
    })
    .input(z.void())
    .output(notificationSettingsSchema)
    .query(({ ctx }) => notificationSettings(ctx.deps, ctx.user.id)),

  // Any signed-in user, whatever their plan: turning emails off must never need a subscription.
  saveSettings: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/notification-settings',
        tags,
        protect: true,
        summary: 'Save the notification settings (all three fields; reminderDaysBefore 1-7)',
      },
    })
    .input(notificationSettingsSchema)
    .output(notificationSettingsSchema)
    .mutation(({ ctx, input }) => saveNotificationSettings(ctx.deps, ctx.user.id, input)),
});
