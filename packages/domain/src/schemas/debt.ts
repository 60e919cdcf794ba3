import { z } from 'zod';
import { DEBT_TYPES } from '../debt/type.ts';
import { DEBT_FREQUENCIES } from '../dates/recurring.ts';
import {
  atLeastOneField,
  aprInput,
  aprString,
  dateInput,
  dateString,
  jsonBoolean,
  moneyInput,
  moneyString,
  optionalDateInput,
  timestampString,
} from './fields.ts';
import {
  cardFieldProblems,
  cardPartSchema,
  cardPartsInputSchema,
  createdDebtType,
  minPaymentRuleInputSchema,
  minPaymentRuleSchema,
} from './card.ts';

// Debt input and output. debtType is stored (inferred from the name when omitted); interest follows the type's lender model.
// Money and rates arrive as strings or numbers and leave as two-decimal strings.

export const DEBT_NAME_MAX = 100;
export const DEBT_NOTES_MAX = 1000;
export const DEBT_TYPE_MESSAGE = `Debt type must be one of: ${DEBT_TYPES.join(', ')}`;

export const debtTypeSchema = z.enum(DEBT_TYPES, { error: DEBT_TYPE_MESSAGE });

const debtName = z
  .string({ error: 'Debt name is required' })
  .trim()
  .min(1, 'Debt name is required')
  .max(DEBT_NAME_MAX, `Debt name must be at most ${DEBT_NAME_MAX} characters`);

const notes = z
  .union([z.string(), z.null()], { error: 'Notes must be text' })
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .pipe(z.string().max(DEBT_NOTES_MAX, `Notes must be at most ${DEBT_NOTES_MAX} characters`).nullable())
  .optional();

const payPeriodFrequency = z
  .string({ error: 'Pay period must be text, e.g. monthly' })
  .trim()
  .toLowerCase()
  .min(1, 'Pay period is required')
  .max(30, 'Pay period must be at most 30 characters')
  .meta({ description: `Free text; the app offers ${DEBT_FREQUENCIES.join(', ')} (anything else is read as monthly)` });

/** The fields of a debt a client may send, each with its own rules (no defaults: shared by create and update). */
export const debtFieldSchemas = {
  debtName,
  balance: moneyInput('Balance'),
  interestRate: aprInput(),
  minPayment: moneyInput('Minimum payment'),
  extraPayment: moneyInput('Extra payment'),
  dueDate: dateInput('Due date is required'),
  statementDate: optionalDateInput(),
  payPeriodFrequency,
  notes,
  debtType: debtTypeSchema,
  inPlan: jsonBoolean('inPlan must be true or false').meta({
    description: 'Include in the payoff plan (default: false for mortgage/rent, true otherwise)',
  }),
  paysInFull: jsonBoolean('paysInFull must be true or false').meta({
    description: 'A card paid in full every month: no interest, no savings claimed, not in the plan',
  }),
  promoRate: aprInput('Promotional rate')
    .nullable()
    .meta({ description: 'Promotional APR in percent until promoEndDate (then interestRate); null for none' }),
  promoEndDate: optionalDateInput(),
  deferredInterest: jsonBoolean('deferredInterest must be true or false').meta({
    description: 'At promo end, any balance left is charged the interest back-dated to the promo start',
  }),
  balances: cardPartsInputSchema,
  minPaymentRule: minPaymentRuleInputSchema,
};

/**
 * The fields of POST /api/debts. debtName, balance, interestRate, minPayment and dueDate are required;
 * extraPayment defaults to '0.00', payPeriodFrequency to 'monthly'; debtType is optional (the
 * service infers it from the name when absent).
 */
export const debtCreateFieldsSchema = z.object({
  debtName: debtFieldSchemas.debtName,
  balance: debtFieldSchemas.balance,
  interestRate: debtFieldSchemas.interestRate,
  minPayment: debtFieldSchemas.minPayment,
  extraPayment: debtFieldSchemas.extraPayment.default('0.00'),
  dueDate: debtFieldSchemas.dueDate,
  statementDate: debtFieldSchemas.statementDate,
  payPeriodFrequency: debtFieldSchemas.payPeriodFrequency.default('monthly'),
  notes: debtFieldSchemas.notes,
  debtType: debtFieldSchemas.debtType.optional(),
  inPlan: debtFieldSchemas.inPlan.optional(),
  paysInFull: debtFieldSchemas.paysInFull.default(false),
  promoRate: debtFieldSchemas.promoRate.optional(),
  promoEndDate: debtFieldSchemas.promoEndDate,
  deferredInterest: debtFieldSchemas.deferredInterest.default(false),
  balances: debtFieldSchemas.balances.optional(),
  minPaymentRule: debtFieldSchemas.minPaymentRule.optional(),
});

/**
 * POST /api/debts: the fields plus the rules across them (card balances and a percent rule only on
 * a credit card). A schema that adds fields extends debtCreateFieldsSchema (zod refuses to extend a
 * refined object) and runs the same rules.
 */
export const debtCreateInputSchema = debtCreateFieldsSchema.superRefine((input, ctx) => {
  const problems = cardFieldProblems({ ...input, debtType: createdDebtType(input) });
  for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
});
export type DebtCreateInput = z.infer<typeof debtCreateInputSchema>;

/** The fields of PUT /api/debts/{id}, all optional (extend with the id, then refine with hasAnyField). */
export const debtUpdateFieldsSchema = z.object({
  debtName: debtFieldSchemas.debtName.optional(),
  balance: debtFieldSchemas.balance.optional(),
  interestRate: debtFieldSchemas.interestRate.optional(),
  minPayment: debtFieldSchemas.minPayment.optional(),
  extraPayment: debtFieldSchemas.extraPayment.optional(),
  dueDate: debtFieldSchemas.dueDate.optional(),
  statementDate: debtFieldSchemas.statementDate,
  payPeriodFrequency: debtFieldSchemas.payPeriodFrequency.optional(),
  notes: debtFieldSchemas.notes,
  debtType: debtFieldSchemas.debtType.optional(),
  inPlan: debtFieldSchemas.inPlan.optional(),
  paysInFull: debtFieldSchemas.paysInFull.optional(),
  promoRate: debtFieldSchemas.promoRate.optional(),
  promoEndDate: debtFieldSchemas.promoEndDate,
  deferredInterest: debtFieldSchemas.deferredInterest.optional(),
  /** A card's balances; null turns the card back into one balance. */
  balances: debtFieldSchemas.balances.nullable().optional(),
  minPaymentRule: debtFieldSchemas.minPaymentRule.optional(),
  /** A chosen payment date (e.g. an applied AI suggestion); null clears it. */
  suggestedPaymentDate: optionalDateInput(),
});

/** PUT /api/debts/{id}: any subset of the fields, at least one. */
export const debtUpdateInputSchema = atLeastOneField(debtUpdateFieldsSchema);
export type DebtUpdateInput = z.infer<typeof debtUpdateInputSchema>;

/** A debt's promotional-rate fields after a create or an update (the stored values where not sent). */
export interface DebtPromoFields {
  promoRate: string | null;
  promoEndDate: string | null;
  deferredInterest: boolean;
}

export const PROMO_END_REQUIRED_MESSAGE = 'Enter the date the promotional rate ends';
export const PROMO_RATE_REQUIRED_MESSAGE = 'Enter the promotional rate';
export const PROMO_END_PAST_MESSAGE = 'A new promotional rate must end after today';
export const DEFERRED_NEEDS_PROMO_MESSAGE = 'Deferred interest applies only to a promotional rate';

/**
 * A paid-off debt's balance is what reopening it restores, so a new one is refused (the API's 409
 * on the balance field); the edit form shows the same words under its locked balance.
 */
export const PAID_DEBT_BALANCE_MESSAGE = 'This debt is paid off; reopen it to change its balance.';

/**
 * The rules across a debt's promo fields, by field (empty: valid). They need the user's today and
 * the stored end date, so they run beside the zod schema (services and forms), not inside it:
 * rate and end date come together; a NEW promo (created, or its end date changed) must end after
 * today, while an existing one may have ended (its debt simply carries the regular APR since).
 */
export function promoProblems(
  promo: DebtPromoFields,
  { today, previousEndDate }: { today: string; previousEndDate: string | null },
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (promo.promoRate !== null && promo.promoEndDate === null) problems.promoEndDate = PROMO_END_REQUIRED_MESSAGE;
  if (promo.promoRate === null && promo.promoEndDate !== null) problems.promoRate = PROMO_RATE_REQUIRED_MESSAGE;
  if (promo.promoEndDate !== null && promo.promoEndDate !== previousEndDate && promo.promoEndDate <= today) {
    problems.promoEndDate = PROMO_END_PAST_MESSAGE;
  }
  if (promo.deferredInterest && promo.promoRate === null && promo.promoEndDate === null) {
    problems.deferredInterest = DEFERRED_NEEDS_PROMO_MESSAGE;
  }
  return problems;
}

export const interestAccrualSchema = z.enum(['daily', 'monthly']);

/** A debt as the API returns it: the stored fields plus the computed ones (packages/domain). */
export const debtSchema = z
  .object({
    id: z.number().int(),
    debtName: z.string(),
    debtType: debtTypeSchema,
    debtTypeLabel: z.string().meta({ example: 'Credit Card' }),
    balance: moneyString,
    interestRate: aprString,
    minPayment: moneyString,
    extraPayment: moneyString,
    statementDate: dateString.nullable(),
    dueDate: dateString.meta({ description: 'The due date as stored' }),
    nextDueDate: dateString.meta({
      description:
        'The due date of the cycle still to pay: on or after today (a past one rolled forward by the pay period), the next one once this cycle is paid',
    }),
    cyclePaid: z.boolean().meta({ description: 'The payments since the current cycle began reach its payment (min + extra)' }),
    cyclePaidFor: dateString.nullable().meta({ description: 'When cyclePaid: the due date of the cycle that is paid' }),
    paidThisCycle: moneyString.meta({
      description:
        "Paid toward the current cycle's payment so far (all of it once cyclePaid): the plan's first month asks only for the rest",
    }),
    payPeriodFrequency: z.string(),
    suggestedPaymentDate: dateString,
    isPaid: z.boolean(),
    paidDate: dateString.nullable(),
    notes: z.string().nullable(),
    inPlan: z.boolean().meta({ description: 'In the payoff plan (mortgage/rent out by default)' }),
    paysInFull: z.boolean().meta({ description: 'Paid in full every month: no interest, not in the plan' }),
    promoRate: aprString.nullable(),
    promoEndDate: dateString.nullable(),
    deferredInterest: z.boolean(),
    balances: z
      .array(cardPartSchema)
      .optional()
      .meta({ description: "A credit card's balances, when it has several (absent: one balance)" }),
    minPaymentRule: minPaymentRuleSchema
      .optional()
      .meta({ description: 'How the minimum payment is set (absent: fixed, the typed minPayment)' }),
    createdAt: timestampString,
    monthlyPayment: moneyString.meta({ description: 'min payment + extra payment, at most the balance' }),
    interestAccrual: interestAccrualSchema.meta({
      description: 'daily: paying early saves interest; monthly (mortgage/rent): it does not',
    }),
    interestSavings: moneyString.meta({
      description:
        "Saved by paying this cycle's payment on suggestedPaymentDate instead of nextDueDate: in GET /debts the payment schedule's (the plan's amount, extra included), else monthlyPayment",
    }),
    estInterestPerDay: moneyString,
    estInterestTillDue: moneyString,
    estInterestTillSuggested: moneyString,
  })
  .meta({ id: 'Debt' });
export type Debt = z.infer<typeof debtSchema>;

export const debtListSchema = z.array(debtSchema);
