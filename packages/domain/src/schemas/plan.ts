import { z } from 'zod';
import { dateInput, dateString, moneyInput, positiveMoneyInput, moneyString } from './fields.ts';
import { cardPartKindSchema } from './card.ts';
import { idParam } from './payment.ts';
import {
  PLAN_STRATEGIES,
  SCHEDULE_CHANGE_ROWS_MAX,
  SCHEDULE_MONTHLY_ROWS,
  SCHEDULE_PAGE_DEFAULT,
  SCHEDULE_PAGE_MAX,
  SCHEDULE_SPARSE_EVERY,
} from './plan-limits.ts';

export * from './plan-limits.ts';

// The payoff plan: the contract shared by the engine
// (packages/domain/src/plan/), the API (GET/PUT /api/plan, /api/plan/preview, lump sums, CSV) and the
// web Plan screen. Money as two-decimal strings, dates YYYY-MM-DD.

export const PLAN_STRATEGY_MESSAGE = `Strategy must be one of: ${PLAN_STRATEGIES.join(', ')}`;
export const planStrategySchema = z.enum(PLAN_STRATEGIES, { error: PLAN_STRATEGY_MESSAGE });

export const LUMP_SUM_NOTE_MAX = 200;
export const CUSTOM_ORDER_REQUIRED_MESSAGE = 'Choose the order of your debts for a custom plan';

export const PLAN_WARNING_CODES = ['NEVER_PAYS_OFF', 'DEFERRED_INTEREST', 'HORIZON_REACHED', 'BUDGET_EXCEEDS_INCOME'] as const;
export type PlanWarningCode = (typeof PLAN_WARNING_CODES)[number];

const customOrder = z.array(idParam, { error: 'customOrder must be a list of debt ids' }).max(500, 'customOrder lists too many debts');

/** PUT /api/plan: the user's saved settings. customOrder is required for the custom strategy. */
export const planSettingsInputSchema = z
  .object({
    strategy: planStrategySchema,
    extraMonthly: moneyInput('Extra per month').default('0.00'),
    customOrder: customOrder.optional(),
  })
  .refine((v) => v.strategy !== 'custom' || (v.customOrder !== undefined && v.customOrder.length > 0), {
    message: CUSTOM_ORDER_REQUIRED_MESSAGE,
    path: ['customOrder'],
  });
export type PlanSettingsInput = z.infer<typeof planSettingsInputSchema>;

/** GET /api/plan/preview?strategy=&extraMonthly=: the same answer for other settings, not saved. */
export const planPreviewInputSchema = z.object({
  strategy: planStrategySchema.optional(),
  extraMonthly: moneyInput('Extra per month').optional(),
});

/** POST /api/plan/lump-sums. */
export const lumpSumInputSchema = z.object({
  date: dateInput('Date is required'),
  amount: positiveMoneyInput('Amount', 'Amount must be more than 0'),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(LUMP_SUM_NOTE_MAX, `Note must be at most ${LUMP_SUM_NOTE_MAX} characters`)
    .optional(),
});
export type LumpSumInput = z.infer<typeof lumpSumInputSchema>;

export const lumpSumSchema = z
  .object({ id: z.number().int(), date: dateString, amount: moneyString, note: z.string().nullable() })
  .meta({ id: 'LumpSum' });
export type LumpSumOut = z.infer<typeof lumpSumSchema>;

/** A plan run summarised: debtFreeDate/months null when it never ends within the 600-month horizon. */
export const planSummarySchema = z.object({
  debtFreeDate: dateString.nullable(),
  months: z.number().int().nullable(),
  totalInterest: moneyString.nullable().meta({ description: 'null when the run never ends (interest would be unbounded)' }),
});

export const strategySummarySchema = planSummarySchema.extend({
  firstPayoffMonth: z.number().int().nullable(),
});

export const planWarningSchema = z.object({
  code: z.enum(PLAN_WARNING_CODES),
  debtId: z.number().int().optional(),
  message: z.string(),
  paymentNeeded: moneyString.optional(),
});
export type PlanWarning = z.infer<typeof planWarningSchema>;

export const planDebtSchema = z.object({
  debtId: z.number().int(),
  debtName: z.string(),
  order: z.number().int().meta({ description: '1 = paid first' }),
  payoffDate: dateString.nullable(),
  payoffMonth: z.number().int().nullable(),
  totalInterest: moneyString,
  totalPaid: moneyString,
});

export const SCHEDULE_FROM_MESSAGE = 'from must be a month number from 1 to 600';
export const SCHEDULE_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SCHEDULE_PAGE_MAX}`;
// The engine's horizon (plan/engine.ts PLAN_HORIZON_MONTHS): no schedule is longer.
const SCHEDULE_FROM_MAX = 600;

/** One balance of a card in a schedule month (the card's row carries them when it has several). */
export const planPartPaymentSchema = z.object({
  partId: z.number().int(),
  kind: cardPartKindSchema,
  payment: moneyString,
  interest: moneyString,
  balance: moneyString,
});

export const planMonthSchema = z.object({
  month: z.number().int(),
  startDate: dateString,
  payments: z.array(
    z.object({
      debtId: z.number().int(),
      payment: moneyString,
      interest: moneyString,
      balance: moneyString,
      parts: z
        .array(planPartPaymentSchema)
        .optional()
        .meta({ description: "A card with balances: each balance's payment, interest and balance after" }),
    }),
  ),
  lumpSum: moneyString,
  totalPayment: moneyString,
  totalInterest: moneyString,
  totalBalance: moneyString,
});

/** GET /api/plan (and PUT, and preview). */
export const planSchema = z
  .object({
    strategy: planStrategySchema,
    extraMonthly: moneyString,
    customOrder: z.array(z.number().int()).nullable(),
    monthlyBudget: moneyString,
    startDate: dateString,
    debtFreeDate: dateString.nullable(),
    months: z.number().int().nullable(),
    totalInterest: moneyString.nullable(),
    totalPaid: moneyString.nullable(),
    baseline: planSummarySchema,
    minimumsOnly: planSummarySchema,
    interestSaved: moneyString.nullable(),
    monthsSaved: z.number().int().nullable(),
    strategies: z.object({
      avalanche: strategySummarySchema,
      snowball: strategySummarySchema,
      custom: strategySummarySchema.optional(),
    }),
    cheapestStrategy: planStrategySchema.nullable().meta({
      description:
        'The strategy in strategies with the least total interest (ties: avalanche, snowball, custom); null when none ends. ' +
        'With promotions running it is not always avalanche: only this one may be called the least interest.',
    }),
    debts: z.array(planDebtSchema),
    schedule: z.array(planMonthSchema).meta({
      description:
        `A bounded part of the schedule: months 1 to ${SCHEDULE_MONTHLY_ROWS} one row each, then every ${SCHEDULE_SPARSE_EVERY}th month ` +
        `and always the last one (with many debts: 12 monthly rows, then a row every 2 or 5 years), in month order. ` +
        `Past the monthly head it also carries the months where the plan changes: a lump sum's month and the month before, ` +
        `a promotion's end and the month before, a debt's payoff month (at most ${SCHEDULE_CHANGE_ROWS_MAX} such rows). ` +
        `The whole schedule, month by month: GET /api/plan/schedule (from scheduleMonthlyRows + 1) or the CSV.`,
    }),
    scheduleMonths: z.number().int().meta({ description: 'How many months the whole schedule has' }),
    scheduleMonthlyRows: z
      .number()
      .int()
      .meta({ description: 'How many leading rows of schedule are the months 1, 2, 3... in order, with no month left out' }),
    lumpSums: z.array(lumpSumSchema),
    warnings: z.array(planWarningSchema),
  })
  .meta({ id: 'Plan' });
export type PlanOut = z.infer<typeof planSchema>;

/** GET /api/plan/schedule?from=&limit=: months from..from+limit-1 of the saved plan's schedule. */
export const planScheduleInputSchema = z.object({
  from: z
    .number({ error: SCHEDULE_FROM_MESSAGE })
    .int(SCHEDULE_FROM_MESSAGE)
    .min(1, SCHEDULE_FROM_MESSAGE)
    .max(SCHEDULE_FROM_MAX, SCHEDULE_FROM_MESSAGE)
    .default(1)
    .meta({ description: "The first month of the page: 1 is the plan's first month (the month field of a schedule row)" }),
  limit: z
    .number({ error: SCHEDULE_LIMIT_MESSAGE })
    .int(SCHEDULE_LIMIT_MESSAGE)
    .min(1, SCHEDULE_LIMIT_MESSAGE)
    .max(SCHEDULE_PAGE_MAX, SCHEDULE_LIMIT_MESSAGE)
    .default(SCHEDULE_PAGE_DEFAULT)
    .meta({ description: `How many months, 1 to ${SCHEDULE_PAGE_MAX}` }),
});
export type PlanScheduleInput = z.infer<typeof planScheduleInputSchema>;

export const planSchedulePageSchema = z
  .object({
    scheduleMonths: z.number().int().meta({ description: 'How many months the whole schedule has' }),
    from: z.number().int(),
    rows: z.array(planMonthSchema).meta({ description: 'Months from, from + 1, ... in order; empty past the end' }),
    nextFrom: z.number().int().nullable().meta({ description: 'The from of the next page; null on the last one' }),
  })
  .meta({ id: 'PlanSchedulePage' });
export type PlanSchedulePage = z.infer<typeof planSchedulePageSchema>;
