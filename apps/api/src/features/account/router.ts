import { emailVerificationStatusSchema, messageSchema, trialStatusSchema } from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../kernel/trpc.ts';
import { resendVerification, trialStatus, verificationStatus } from './service.ts';

export const accountRouter = router({
  verificationStatus: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/email-verification-status',
        tags: ['account'],
        protect: true,
        summary: 'Email confirmation state and when a new confirmation email may be sent',
      },
    })
    .input(z.void())
    .output(emailVerificationStatusSchema)
    .query(({ ctx }) => verificationStatus(ctx.user, ctx.deps.now())),

  resendVerification: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/resend-verification',
        errorResponses: [429],
        tags: ['account'],
        protect: true,
        summary: 'Send the confirmation email again (60 s apart, at most 5 an hour; 429 beyond)',
      },
    })
    .input(z.void())
    .output(messageSchema)
    .mutation(async ({ ctx }) => ({ message: await resendVerification(ctx.deps, ctx.user) })),

  trialStatus: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/trial-status',
        tags: ['account'],
        protect: true,
        summary: 'Subscription status, trial end and whole days remaining',
      },
    })
    .input(z.void())
    .output(trialStatusSchema)
    .query(({ ctx }) => trialStatus(ctx.user, ctx.deps.now())),
});
