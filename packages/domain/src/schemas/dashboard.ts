import { z } from 'zod';
import { CASH_FLOW_STATUSES } from '../income/cashflow.ts';
import { dateString, moneyString } from './fields.ts';

// GET /api/dashboard: the dashboard response and its upcoming payments.

/** How urgent the trial banner is: expired (<= 0 days left), urgent (<= 3), warning (<= 7), info. */
export const TRIAL_NOTIFICATION_TYPES = ['expired', 'urgent', 'warning', 'info'] as const;
export type TrialNotificationType = (typeof TRIAL_NOTIFICATION_TYPES)[number];

export const cashFlowStatusSchema = z.enum(CASH_FLOW_STATUSES);

export const upcomingPaymentSchema = z
  .object({
    debtId: z.number().int(),
    debtName: z.string(),
    dueDate: dateString,
    suggestedDate: dateString,
    amount: moneyString,
    interestSavings: moneyString,
    plannedPaymentId: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: "Set when the entry is a payment planned with 'Pay on Suggested Date'" }),
  })
  .meta({ id: 'UpcomingPayment' });
export type UpcomingPaymentOut = z.infer<typeof upcomingPaymentSchema>;

export const dashboardTrialStatusSchema = z.object({
  shouldShowNotification: z.boolean(),
  daysRemaining: z.number().int().min(0),
  notificationType: z.enum(TRIAL_NOTIFICATION_TYPES),
  notificationMessage: z.string(),
});

export const dashboardSchema = z
  .object({
    totalMonthlyIncome: moneyString,
    totalMonthlyPayments: moneyString,
    totalDebtBalance: moneyString,
    estimatedInterestSavings: moneyString,
    cashFlowStatus: cashFlowStatusSchema,
    debtPriority: z.array(z.string()).meta({ description: 'Names of unpaid debts, highest APR first (avalanche)' }),
    upcomingPayments: z.array(upcomingPaymentSchema),
    trialStatus: dashboardTrialStatusSchema,
    // From the payoff plan (GET /api/plan), so the dashboard and the Plan screen show one date.
    debtFreeDate: dateString.nullable().meta({ description: "The plan's debt-free date; null when the plan never ends" }),
    monthsSaved: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Months sooner than paying as you do now (the plan's monthsSaved); null when the baseline never ends" }),
  })
  .meta({ id: 'Dashboard' });
export type DashboardResponse = z.infer<typeof dashboardSchema>;

/** The Financial Progression chart (6 or 12 points). */
export const progressionPointSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  date: dateString,
  income: moneyString,
  debtBalance: moneyString,
  payments: moneyString,
  interest: moneyString,
});
export const financialProgressionSchema = z.array(progressionPointSchema);

/** One payment of "This payday": what the plan pays a debt from a paycheck. */
export const paydayPaymentSchema = z
  .object({
    debtId: z.number().int(),
    debtName: z.string(),
    month: z
      .union([z.literal(1), z.literal(2)])
      .meta({ description: 'The plan month whose allocation this is: 1 for the cycle still to pay, 2 for the next one' }),
    amount: moneyString.meta({
      description: "The plan's payment for that month (extra and rollover included); an out-of-plan debt's own payment",
    }),
    dueDate: dateString,
    payBy: dateString.meta({ description: 'The suggested payment date: pay by then to save interestSaved' }),
    interestSaved: moneyString.meta({
      description: 'amount × APR / 365 × days from payBy to dueDate; 0.00 when paying earlier saves nothing',
    }),
    inPlan: z
      .boolean()
      .meta({ description: 'False for a debt outside the payoff plan (such as a mortgage), paid its own monthly payment' }),
  })
  .meta({ id: 'PaydayPayment' });
export type PaydayPaymentOut = z.infer<typeof paydayPaymentSchema>;

/** GET /api/dashboard/payday: for each payday of the next 30 days, the payments the plan makes from it. */
export const paydayListSchema = z
  .object({
    hasIncome: z.boolean().meta({ description: 'False when no income source is entered (no paydays to plan from)' }),
    paydays: z.array(
      z.object({
        date: dateString,
        total: moneyString,
        payments: z.array(paydayPaymentSchema),
      }),
    ),
    beforeFirstPayday: z
      .array(paydayPaymentSchema)
      .meta({ description: 'Payments due within the 30 days before any payday comes: paid from money on hand' }),
  })
  .meta({ id: 'PaydayList' });
export type PaydayListOut = z.infer<typeof paydayListSchema>;
