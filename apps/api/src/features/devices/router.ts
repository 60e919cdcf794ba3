import { messageSchema, sessionIdInputSchema, sessionInfoSchema } from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../kernel/trpc.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './service.ts';

const tags = ['auth'];

export const devicesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/sessions',
        tags,
        protect: true,
        summary: "Where you're signed in: every live session, this one marked current",
      },
    })
    .input(z.void())
    .output(z.array(sessionInfoSchema))
    .query(({ ctx }) => listSessions(ctx.deps, ctx.user.id, ctx.req.session.sessionId)),

  revoke: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/auth/sessions/{id}',
        tags,
        protect: true,
        summary: 'Sign out one session (404 for an id that is not one of yours)',
      },
    })
    .input(sessionIdInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      await revokeSession(ctx.deps, ctx.user.id, input.id);
      return { message: 'Signed out' };
    }),

  revokeOthers: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/sessions/revoke-others',
        tags,
        protect: true,
        summary: 'Sign out everywhere else (every session but this one)',
      },
    })
    .input(z.void())
    .output(messageSchema)
    .mutation(async ({ ctx }) => {
      const count = await revokeOtherSessions(ctx.deps, ctx.user.id, ctx.req.session.sessionId);
      return { message: `Signed out ${count} other session${count === 1 ? '' : 's'}` };
    }),
});
