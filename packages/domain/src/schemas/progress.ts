import { z } from 'zod';
import { dateString, moneyString } from './fields.ts';

/**
 * GET /api/progress: what was owed at the start, what is paid, the actual balance line and how it
 * compares with the plan. Every figure counts the debts in the plan only (docs/decisions.md).
 */
export const progressSchema = z
  .object({
    startedOn: dateString,
    startingDebt: moneyString,
    paidPrincipal: moneyString,
    paidInterest: moneyString,
    currentDebt: moneyString,
    paidSharePercent: z.number().int().min(0).max(100).meta({ description: 'paidPrincipal as a whole percent of startingDebt' }),
    planDebtNow: moneyString.nullable().meta({
      description: 'What the plan projected the in-plan debt to be by today, replayed from planStartedOn; null with no debt in the plan',
    }),
    aheadByMonths: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Whole months of the plan's projection ahead (+) or behind (−); 0 on track; null with no debt in the plan" }),
    history: z
      .array(z.object({ date: dateString, balance: moneyString }))
      .meta({ description: 'The actual in-plan balance on startedOn, on each payment or balance-edit day and today' }),
    planStartedOn: dateString.nullable().meta({
      description:
        'Where the comparison starts: the latest of startedOn, the day the plan was last saved and the day the last in-plan debt was added',
    }),
    planLine: z
      .array(z.object({ date: dateString, balance: moneyString }))
      .meta({ description: "The plan's projected in-plan total on planStartedOn and after each plan month, through the current one" }),
    behindBy: moneyString.nullable().meta({ description: "What is owed beyond the plan's projection for today ('0.00' when not behind)" }),
    sentence: z
      .string()
      .nullable()
      .meta({ description: "'2 months ahead of your plan', '$340 behind this month' or 'On track with your plan'" }),
  })
  .meta({ id: 'Progress' });
export type ProgressOut = z.infer<typeof progressSchema>;
