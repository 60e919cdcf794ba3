import {
  debtSchema,
  editPaymentInputSchema,
  idParam,
  paymentRefSchema,
  logPaymentInputSchema,
  logPlannedPaymentInputSchema,
  messageSchema,
  paymentResultSchema,
  paymentSchema,
  planPaymentInputSchema,
  plannedPaymentSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { editPayment, removePayment, reopenDebt } from './corrections.ts';
import { cancelPlannedPayment, listPaymentsOut, listPlannedOut, logPayment, logPlannedPayment, planPayment } from './service.ts';

const tags = ['payments'];

export const paymentsRouter = router({
  plan: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/debts/{id}/planned-payments',
        tags,
        protect: true,
        summary: "'Pay on Suggested Date': plan a payment (defaults: the suggested date and the monthly payment)",
      },
    })
    .input(planPaymentInputSchema)
    .output(plannedPaymentSchema)
    .mutation(({ ctx, input }) => planPayment(ctx.deps.db, ctx.user.id, input, ctx.today)),

  planned: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/planned-payments', tags, protect: true, summary: 'Open planned payments, soonest first' } })
    .input(z.void())
    .output(z.array(plannedPaymentSchema))
    .query(({ ctx }) => listPlannedOut(ctx.deps.db, ctx.user.id)),

  logPlanned: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/planned-payments/{id}/log',
        errorResponses: [409],
        tags,
        protect: true,
        summary: 'The planned payment was made: lowers the balance and records it in the payment history',
      },
    })
    .input(logPlannedPaymentInputSchema)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => logPlannedPayment(ctx.deps.db, ctx.user.id, input, ctx.today)),

  cancelPlanned: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/planned-payments/{id}', tags, protect: true, summary: 'Cancel a planned payment' } })
    .input(z.object({ id: idParam }))
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      await cancelPlannedPayment(ctx.deps.db, ctx.user.id, input.id);
      return { message: 'Planned payment cancelled' };
    }),

  log: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/debts/{id}/payments',
        tags,
        protect: true,
        summary:
          'Log a payment made on a debt (any amount up to the balance; date defaults to today, never in the future); pays the debt off when nothing is left',
      },
    })
    .input(logPaymentInputSchema)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) =>
      logPayment(
        ctx.deps.db,
        ctx.user.id,
        { debtId: input.id, amount: input.amount, paymentDate: input.paymentDate, note: input.note },
        ctx.today,
      ),
    ),

  history: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/debts/{id}/payments', tags, protect: true, summary: 'Payment history of a debt, newest first' },
    })
    .input(z.object({ id: idParam }))
    .output(z.array(paymentSchema))
    .query(({ ctx, input }) => listPaymentsOut(ctx.deps.db, ctx.user.id, input.id)),

  edit: writableProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/debts/{id}/payments/{paymentId}',
        tags,
        protect: true,
        summary: "Change a payment's amount, date or note; the balance follows the amount exactly",
      },
    })
    .input(editPaymentInputSchema)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => editPayment(ctx.deps.db, ctx.user.id, input, ctx.today)),

  remove: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/debts/{id}/payments/{paymentId}',
        tags,
        protect: true,
        summary: 'Delete a payment (undo): its amount goes back on the balance; a debt it paid off is active again',
      },
    })
    .input(paymentRefSchema)
    .output(debtSchema)
    .mutation(({ ctx, input }) => removePayment(ctx.deps.db, ctx.user.id, input, ctx.today)),

  reopen: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/debts/{id}/reopen',
        tags,
        protect: true,
        summary: 'Move a paid-off debt back to the active list, restoring the balance it had (its final payment is removed)',
      },
    })
    .input(z.object({ id: idParam }))
    .output(debtSchema)
    .mutation(({ ctx, input }) => reopenDebt(ctx.deps.db, ctx.user.id, input.id, ctx.today)),
});
