import {
  atLeastOneField,
  debtCreateInputSchema,
  debtListSchema,
  debtSchema,
  debtUpdateFieldsSchema,
  idParam,
  MAX_ACTIVE_DEBTS,
  MAX_DEBTS,
  messageSchema,
  minimumPaymentWarningSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { debtMinimumPaymentWarning } from './warning.ts';
import { createDebt, editDebt, listDebtsOut, markDebtPaid, removeDebt, withScheduleSavings } from './service.ts';
import { scheduleThisCycle } from '../plan/index.ts';

const tags = ['debts'];
const byId = z.object({ id: idParam });
const updateInput = atLeastOneField(debtUpdateFieldsSchema.extend({ id: idParam }), ['id']);

export const debtsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/debts',
        tags,
        protect: true,
        summary: 'Unpaid debts with suggested dates, savings and interest estimates',
      },
    })
    .input(z.void())
    .output(debtListSchema)
    .query(async ({ ctx }) => {
      const [debts, scheduled] = await Promise.all([
        listDebtsOut(ctx.deps.db, ctx.user.id, ctx.today, false),
        scheduleThisCycle(ctx.deps, ctx.ledger),
      ]);
      return withScheduleSavings(debts, scheduled);
    }),

  paid: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/debts/paid', tags, protect: true, summary: 'Paid-off debts, most recent first' } })
    .input(z.void())
    .output(debtListSchema)
    .query(({ ctx }) => listDebtsOut(ctx.deps.db, ctx.user.id, ctx.today, true)),

  minimumPaymentWarning: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/debts/{id}/minimum-payment-warning',
        tags,
        protect: true,
        summary: "A card statement's minimum-payment warning, recomputed: paying only the minimum against paying it off in 36 months",
        description:
          'Computed as Appendix M1 to Regulation Z prescribes, from the current balance (docs/money-math.md). ' +
          '404 for a debt that is not yours; 400 for a debt that is not a credit card.',
        errorResponses: [400, 404],
      },
    })
    .input(byId)
    .output(minimumPaymentWarningSchema)
    .query(({ ctx, input }) => debtMinimumPaymentWarning(ctx.deps.db, ctx.user.id, input.id, ctx.today)),

  create: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/debts',
        tags,
        protect: true,
        summary: 'Add a debt (debtType is inferred from the name when omitted)',
        description: `An account keeps at most ${MAX_ACTIVE_DEBTS} active debts and ${MAX_DEBTS} in all, paid-off ones included: beyond either, 400 with a message naming the cap, and nothing is added.`,
      },
    })
    .input(debtCreateInputSchema)
    .output(debtSchema)
    .mutation(({ ctx, input }) => createDebt(ctx.deps.db, ctx.user.id, input, ctx.today)),

  update: writableProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/debts/{id}',
        tags,
        protect: true,
        summary: 'Change any fields of a debt',
        description: 'A paid-off debt keeps its balance of 0.00: changing it answers 409 until the debt is reopened.',
        errorResponses: [409],
      },
    })
    .input(updateInput)
    .output(debtSchema)
    .mutation(({ ctx, input: { id, ...patch } }) => editDebt(ctx.deps.db, ctx.user.id, id, patch, ctx.today)),

  remove: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/debts/{id}', tags, protect: true, summary: 'Delete a debt and its payment history' } })
    .input(byId)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      await removeDebt(ctx.deps.db, ctx.user.id, input.id);
      return { message: 'Debt deleted successfully' };
    }),

  markPaid: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/debts/{id}/mark-paid',
        tags,
        protect: true,
        summary: 'Mark a debt paid off (records the remaining balance as the final payment)',
      },
    })
    .input(byId)
    .output(debtSchema)
    .mutation(({ ctx, input }) => markDebtPaid(ctx.deps.db, ctx.user.id, input.id, ctx.today)),
});
