import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { publicProcedure, router } from '../../kernel/trpc.ts';
import { pingDatabase } from './queries.ts';

export const healthRouter = router({
  check: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/health', tags: ['health'], summary: 'Liveness and database reachability' } })
    .input(z.void())
    .output(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }))
    .query(async ({ ctx }) => {
      try {
        await pingDatabase(ctx.deps.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is unreachable.');
      }
      return { status: 'ok' as const, database: ctx.deps.driver };
    }),
});
