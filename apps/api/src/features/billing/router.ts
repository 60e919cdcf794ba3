import { billingHistorySchema, checkoutInputSchema, checkoutSessionSchema, priceIdsSchema } from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../kernel/trpc.ts';
import { billingHistory, createCheckoutSession, priceIds } from './service.ts';

const tags = ['billing'];

export const billingRouter = router({
  priceIds: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/stripe/price-ids',
        tags,
        summary: 'The plans’ Stripe price ids (503 when payments are not configured)',
      },
    })
    .input(z.void())
    .output(priceIdsSchema)
    .query(({ ctx }) => priceIds(ctx.deps)),

  createCheckoutSession: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/stripe/create-checkout-session',
        errorResponses: [502],
        tags,
        protect: true,
        summary: 'Start Stripe Checkout for a plan (confirmed email needed); the free trial carries over',
      },
    })
    .input(checkoutInputSchema)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => createCheckoutSession(ctx.deps, ctx.user, input.priceId)),

  history: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/billing-history', tags, protect: true, summary: 'Invoices, newest first' } })
    .input(z.void())
    .output(billingHistorySchema)
    .query(({ ctx }) => billingHistory(ctx.deps.db, ctx.user.id)),
});
