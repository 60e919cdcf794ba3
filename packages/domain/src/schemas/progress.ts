import { z } from 'zod';
import { dateString, moneyString } from './fields.ts';

/** GET /api/progress: what was owed at the start, what is paid, and the actual balance line. */
export const progressSchema = z
  .object({
    startedOn: dateString,
    startingDebt: moneyString,
    paidPrincipal: moneyString,
    paidInterest: moneyString,
    currentDebt: moneyString,
    paidSharePercent: z.number().int().min(0).max(100).meta({ description: 'paidPrincipal as a whole percent of startingDebt' }),
    planDebtNow: moneyString
      .nullable()
      .meta({ description: "The plan's projected total for today; null until the plan is compared (not yet)" }),
    aheadByMonths: z
      .number()
      .nullable()
      .meta({ description: 'Months ahead (+) or behind (−) the plan; null until the plan is compared (not yet)' }),
    history: z.array(z.object({ date: dateString, balance: moneyString })),
  })
  .meta({ id: 'Progress' });
export type ProgressOut = z.infer<typeof progressSchema>;
