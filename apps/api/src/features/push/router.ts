import {
  messageSchema,
  pushDeviceStatusSchema,
  pushEndpointInputSchema,
  pushPublicKeySchema,
  pushSubscribeInputSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../kernel/trpc.ts';
import { deviceStatus, pushPublicKey, sendTestPush, subscribe, unsubscribe } from './service.ts';

const tags = ['push'];

// Any signed-in user, like the other notification settings.
export const pushRouter = router({
  publicKey: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/push/key',
        tags,
        protect: true,
        summary: "The server's VAPID public key browsers subscribe with (null when push is not set up)",
      },
    })
    .input(z.void())
    .output(pushPublicKeySchema)
    .query(({ ctx }) => pushPublicKey(ctx.deps)),

  status: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/status',
        tags,
        protect: true,
        summary: "Whether this device (its push endpoint) gets the signed-in user's push reminders",
      },
    })
    .input(pushEndpointInputSchema)
    .output(pushDeviceStatusSchema)
    // A read, sent as a POST so the endpoint (a secret of the browser) stays out of URLs and logs.
    .mutation(({ ctx, input }) => deviceStatus(ctx.deps, ctx.user.id, input)),

  subscribe: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/subscriptions',
        errorResponses: [409, 503],
        tags,
        protect: true,
        summary: "Push reminders on this device: the browser's PushSubscription (past 10 devices the oldest is dropped)",
      },
    })
    .input(pushSubscribeInputSchema)
    .output(pushDeviceStatusSchema)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, ctx.user.id, input)),

  unsubscribe: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/unsubscribe',
        tags,
        protect: true,
        summary: 'Push reminders off on this device (an endpoint that is not yours changes nothing)',
      },
    })
    .input(pushEndpointInputSchema)
    .output(pushDeviceStatusSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.deps, ctx.user.id, input)),

  sendTest: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/test',
        errorResponses: [404, 429, 502, 503],
        tags,
        protect: true,
        summary: 'Send a test notification to this device (rate limited; 404 when the device is not subscribed)',
      },
    })
    .input(pushEndpointInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => sendTestPush(ctx.deps, ctx.user.id, input)),
});
