import {
  atLeastOneField,
  idParam,
  incomeCreateInputSchema,
  incomeListSchema,
  incomeSourceSchema,
  incomeSummarySchema,
  incomeUpdateFieldsSchema,
  messageSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { createIncome, editIncome, incomeSummaryOut, listIncomeOut, removeIncome } from './service.ts';

const tags = ['income'];
const updateInput = atLeastOneField(incomeUpdateFieldsSchema.extend({ id: idParam }), ['id']);

export const incomeRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/income', tags, protect: true, summary: 'Income sources with their monthly estimate' } })
    .input(z.void())
    .output(incomeListSchema)
    .query(({ ctx }) => listIncomeOut(ctx.deps.db, ctx.user.id, ctx.today)),

  summary: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/income/summary', tags, protect: true, summary: "The Income screen's Monthly Income Summary" },
    })
    .input(z.void())
    .output(incomeSummarySchema)
    .query(({ ctx }) => incomeSummaryOut(ctx.deps.db, ctx.user.id, ctx.today)),

  create: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/income',
        tags,
        protect: true,
        summary: 'Add an income source (nextExpectedPayDate is filled from payDate and frequency when omitted)',
      },
    })
    .input(incomeCreateInputSchema)
    .output(incomeSourceSchema)
    .mutation(({ ctx, input }) => createIncome(ctx.deps.db, ctx.user.id, input, ctx.today)),

  update: writableProcedure
    .meta({ openapi: { method: 'PUT', path: '/income/{id}', tags, protect: true, summary: 'Change any fields of an income source' } })
    .input(updateInput)
    .output(incomeSourceSchema)
    .mutation(({ ctx, input: { id, ...patch } }) => editIncome(ctx.deps.db, ctx.user.id, id, patch, ctx.today)),

  remove: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/income/{id}', tags, protect: true, summary: 'Delete an income source' } })
    .input(z.object({ id: idParam }))
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      await removeIncome(ctx.deps.db, ctx.user.id, input.id);
      return { message: 'Income source deleted successfully' };
    }),
});
