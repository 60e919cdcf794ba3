import { adminUserListSchema, messageSchema, setLifetimeAccessInputSchema } from '@paydown/domain';
import { z } from 'zod';
import { adminProcedure, router } from '../../kernel/trpc.ts';
import { listUsers, setLifetimeAccess } from './service.ts';

const tags = ['admin'];

export const adminRouter = router({
  users: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/users', tags, protect: true, summary: 'All users (admins only; 403 otherwise)' } })
    .input(z.void())
    .output(adminUserListSchema)
    .query(({ ctx }) => listUsers(ctx.deps.db, ctx.deps.now())),

  setLifetimeAccess: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/set-lifetime-access',
        errorResponses: [404],
        tags,
        protect: true,
        summary: 'Grant or remove lifetime access (admins only)',
      },
    })
    .input(setLifetimeAccessInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => ({ message: await setLifetimeAccess(ctx.deps.db, input.userId, input.hasAccess) })),
});
