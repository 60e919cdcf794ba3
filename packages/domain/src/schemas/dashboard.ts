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
