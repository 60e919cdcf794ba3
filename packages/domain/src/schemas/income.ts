import { z } from 'zod';
import { INCOME_FREQUENCIES, autoNextExpectedPayDate } from '../dates/recurring.ts';
import {
  atLeastOneField,
  dateInput,
  dateString,
  jsonBoolean,
  moneyInput,
  moneyString,
  optionalDateInput,
  timestampString,
} from './fields.ts';

// Income input and output: name, amount, pay date and one of the five frequencies are required.

export const INCOME_SOURCE_MAX = 100;
/** The spec's message, word for word. */
export const INCOME_FREQUENCY_MESSAGE = 'Frequency must be one of: weekly, bi-weekly, monthly, twice-monthly, variable';
export const EXPECTED_PAYMENTS_MAX = 100;

export const incomeFrequencySchema = z.enum(INCOME_FREQUENCIES, { error: INCOME_FREQUENCY_MESSAGE });

const expectedPaymentsPerMonth = z
  .number({ error: 'Expected payments per month must be a number' })
  .min(0, 'Expected payments per month cannot be negative')
  .max(EXPECTED_PAYMENTS_MAX, `Expected payments per month must be at most ${EXPECTED_PAYMENTS_MAX}`)
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Expected payments per month goes in steps of 0.1')
  .nullable()
  .optional()
  .meta({ description: "The form's 'Expected Payments Per Month' (step 0.1); null/absent: the frequency's rule", example: 2.5 });

export const incomeFieldSchemas = {
  incomeSource: z
    .string({ error: 'Income source is required' })
    .trim()
    .min(1, 'Income source is required')
    .max(INCOME_SOURCE_MAX, `Income source must be at most ${INCOME_SOURCE_MAX} characters`),
  amount: moneyInput('Amount'),
  payDate: dateInput('Pay date is required'),
  frequency: incomeFrequencySchema,
  nextExpectedPayDate: optionalDateInput(),
  isInTargetMonth: jsonBoolean('isInTargetMonth must be true or false'),
  expectedPaymentsPerMonth,
};

const incomeCreateObject = z.object({
  incomeSource: incomeFieldSchemas.incomeSource,
  amount: incomeFieldSchemas.amount,
  payDate: incomeFieldSchemas.payDate,
  frequency: incomeFieldSchemas.frequency,
  nextExpectedPayDate: incomeFieldSchemas.nextExpectedPayDate,
  isInTargetMonth: incomeFieldSchemas.isInTargetMonth.default(true),
  expectedPaymentsPerMonth: incomeFieldSchemas.expectedPaymentsPerMonth,
});

/** The create fields without the auto-fill (to extend or to validate a form field by field). */
export const incomeCreateFieldsSchema = incomeCreateObject;

/**
 * POST /api/income. incomeSource, amount, payDate and frequency are required. When
 * nextExpectedPayDate is absent it is auto-filled from payDate and frequency (weekly +7 days,
 * bi-weekly +14, monthly +1 month, twice-monthly +15 days, variable null); an explicit null keeps it blank.
 */
export const incomeCreateInputSchema = incomeCreateObject.transform((input) => ({
  ...input,
  nextExpectedPayDate:
    input.nextExpectedPayDate === undefined ? autoNextExpectedPayDate(input.payDate, input.frequency) : input.nextExpectedPayDate,
}));
export type IncomeCreateInput = z.infer<typeof incomeCreateInputSchema>;

/** The fields of PUT /api/income/{id}, all optional (see resolveNextExpectedPayDate for the auto-fill). */
export const incomeUpdateFieldsSchema = z.object({
  incomeSource: incomeFieldSchemas.incomeSource.optional(),
  amount: incomeFieldSchemas.amount.optional(),
  payDate: incomeFieldSchemas.payDate.optional(),
  frequency: incomeFieldSchemas.frequency.optional(),
  nextExpectedPayDate: incomeFieldSchemas.nextExpectedPayDate,
  isInTargetMonth: incomeFieldSchemas.isInTargetMonth.optional(),
  expectedPaymentsPerMonth: incomeFieldSchemas.expectedPaymentsPerMonth,
});

/** PUT /api/income/{id}: any subset of the fields, at least one. */
export const incomeUpdateInputSchema = atLeastOneField(incomeUpdateFieldsSchema);
export type IncomeUpdateInput = z.infer<typeof incomeUpdateInputSchema>;

/** An income source as the API returns it, with estMonthlyIncome. */
export const incomeSourceSchema = z
  .object({
    id: z.number().int(),
    incomeSource: z.string(),
    amount: moneyString,
    payDate: dateString,
    frequency: z.string().meta({ description: `One of ${INCOME_FREQUENCIES.join(', ')}` }),
    nextExpectedPayDate: dateString.nullable(),
    isInTargetMonth: z.boolean(),
    expectedPaymentsPerMonth: z.number().nullable().optional(),
    estMonthlyIncome: moneyString,
    /** The card's progress bar (0-100), null for variable income ('Irregular schedule'). */
    progressPercent: z.number().min(0).max(100).nullable().optional(),
    createdAt: timestampString,
  })
  .meta({ id: 'IncomeSource' });
export type IncomeSource = z.infer<typeof incomeSourceSchema>;

export const incomeListSchema = z.array(incomeSourceSchema);

/** The Income screen's 'Monthly Income Summary'. */
export const incomeSummarySchema = z.object({
  totalMonthly: moneyString,
  nextPayment: dateString.nullable(),
  thisMonthReceived: moneyString,
  remaining: moneyString,
});
