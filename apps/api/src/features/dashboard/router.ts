import {
  dashboardSchema,
  financialProgressionSchema,
  paydayListSchema,
  PROGRESSION_HORIZONS,
  type ProgressionHorizon,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../kernel/trpc.ts';
import { dashboard, payday, progression } from './service.ts';

const tags = ['dashboard'];

export const dashboardRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard',
        tags,
        protect: true,
        summary: 'Monthly income and payments, total balance, interest savings, cash flow, priority, upcoming payments, trial status',
      },
    })
    .input(z.void())
    .output(dashboardSchema)
    .query(({ ctx }) => {
      // One instant for both the calendar day and the trial status, so they cannot straddle midnight.
      return dashboard(ctx.deps, ctx.user, ctx.ledger, ctx.now);
    }),

  payday: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/payday',
        tags,
        protect: true,
        summary:
          "This payday: for each payday of the next 30 days, the plan's payments paid from it (debt, amount, pay-by date, interest saved)",
      },
    })
    .input(z.void())
    .output(paydayListSchema)
    .query(({ ctx }) => payday(ctx.deps, ctx.ledger)),

  progression: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/progression',
        tags,
        protect: true,
        summary: 'Financial Progression: projected income, debt balance and payments for the next 6 or 12 months',
      },
    })
    .input(
      z.object({
        months: z
          .number({ error: 'months must be 6 or 12' })
          .refine((m): m is ProgressionHorizon => m === 6 || m === 12, 'months must be 6 or 12')
          .default(12)
          .meta({ description: `One of ${PROGRESSION_HORIZONS.join(', ')}` }),
      }),
    )
    .output(financialProgressionSchema)
    .query(({ ctx, input }) => progression(ctx.deps, ctx.ledger, input.months)),
});
