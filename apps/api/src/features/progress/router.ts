import { progressSchema } from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../kernel/trpc.ts';
import { progressOut } from './service.ts';

export const progressRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/progress',
        tags: ['progress'],
        protect: true,
        summary: 'Since the start: starting debt, principal and interest paid, current debt and the actual balance line',
      },
    })
    .input(z.void())
    .output(progressSchema)
    .query(({ ctx }) => progressOut(ctx.deps, ctx.ledger)),
});
