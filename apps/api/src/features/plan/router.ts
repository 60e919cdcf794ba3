import {
  idParam,
  lumpSumInputSchema,
  lumpSumSchema,
  messageSchema,
  offerEvaluationSchema,
  offerRequestSchema,
  planPreviewInputSchema,
  planScheduleInputSchema,
  planSchedulePageSchema,
  planSettingsInputSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { planOutputSchema } from './checked-answer.ts';
import { evaluateOfferOut } from './offer.ts';
import { getSchedulePage } from './schedule-page.ts';
import { addLumpSum, getPlan, previewPlanOut, removeLumpSum, savePlan } from './service.ts';

const tags = ['plan'];

// Reads are allowed in every tier (read-only after a trial ends); saving settings and adding lump
// sums need a plan, deleting one does not (a read-only account can still delete).
export const planRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plan',
        tags,
        protect: true,
        summary: 'The payoff plan: debt-free date, interest, strategies compared, the schedule (bounded), warnings',
      },
    })
    .input(z.void())
    .output(planOutputSchema)
    .query(({ ctx }) => getPlan(ctx.deps, ctx.ledger)),

  save: writableProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/plan',
        tags,
        protect: true,
        summary: 'Save the strategy, the extra per month and (for custom) the order of your debts; returns the plan',
      },
    })
    .input(planSettingsInputSchema)
    .output(planOutputSchema)
    .mutation(({ ctx, input }) => savePlan(ctx.deps, ctx.ledger, input)),

  preview: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plan/preview',
        tags,
        protect: true,
        summary: 'The plan for another strategy or extra per month (the what-if); nothing is saved',
      },
    })
    .input(planPreviewInputSchema)
    .output(planOutputSchema)
    .query(({ ctx, input }) => previewPlanOut(ctx.deps, ctx.ledger, input)),

  schedule: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plan/schedule',
        tags,
        protect: true,
        summary: "A page of the saved plan's month-by-month schedule: months from, from + 1, ... (at most 120)",
      },
    })
    .input(planScheduleInputSchema)
    .output(planSchedulePageSchema)
    .query(({ ctx, input }) => getSchedulePage(ctx.deps, ctx.ledger, input)),

  evaluateOffer: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/plan/offers/evaluate',
        tags,
        protect: true,
        summary: 'Compare a balance-transfer or consolidation-loan offer inside your plan; nothing is saved',
        description:
          'The plan without and with the offer, from the same engine, settings, lump sums and monthly budget. ' +
          '400 with the field named for a paid debt, a debt outside the plan, an amount above the balance or a toDebtId ' +
          'that cannot receive the balance (the source, not a credit card, already 6 balances); ' +
          '404 naming the field for a debt that is not yours.',
        errorResponses: [400, 404],
      },
    })
    .input(offerRequestSchema)
    .output(offerEvaluationSchema)
    .mutation(({ ctx, input }) => evaluateOfferOut(ctx.deps, ctx.ledger, input)),

  addLumpSum: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/plan/lump-sums',
        tags,
        protect: true,
        summary: 'Plan a one-off payment (a tax refund, a bonus): applied in its month to the first debt in the plan order',
      },
    })
    .input(lumpSumInputSchema)
    .output(lumpSumSchema)
    .mutation(({ ctx, input }) => addLumpSum(ctx.deps.db, ctx.user.id, ctx.today, input)),

  removeLumpSum: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/plan/lump-sums/{id}', tags, protect: true, summary: 'Remove a planned lump sum' } })
    .input(z.object({ id: idParam }))
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      await removeLumpSum(ctx.deps.db, ctx.user.id, input.id);
      return { message: 'Lump sum removed' };
    }),
});
