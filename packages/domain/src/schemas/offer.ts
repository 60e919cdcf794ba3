import { z } from 'zod';
import { formatHundredths, parseHundredths } from '../money/cents.ts';
import { aprInput, jsonBoolean, moneyString, positiveMoneyInput, signedMoneyString } from './fields.ts';
import { idParam } from './payment.ts';
import { planSummarySchema } from './plan.ts';

// POST /api/plan/offers/evaluate: a balance-transfer or consolidation-loan offer judged inside the
// user's plan (docs/money-math.md, "Offers"). Nothing is saved. The rules that need the user's debts
// (a debt that exists, is unpaid and in the plan; an amount no larger than the source's balance) are
// checked by evaluateOffer, which names the field the same way.

export const OFFER_KINDS = ['balance_transfer', 'consolidation_loan'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_KIND_MESSAGE = `Offer kind must be one of: ${OFFER_KINDS.join(', ')}`;

/** A fee of 0 to 25 % (transfer fees run 3–5 %, origination fees 1–10 %). In hundredths of a percent. */
export const MAX_OFFER_FEE_HUNDREDTHS = 2_500;
export const MIN_PROMO_MONTHS = 1;
export const MAX_PROMO_MONTHS = 60;
export const MIN_TERM_MONTHS = 6;
export const MAX_TERM_MONTHS = 120;
export const MAX_CONSOLIDATED_DEBTS = 50;

export const TRANSFER_FEE_MESSAGE = 'Transfer fee must be between 0 and 25 percent, with at most 2 decimals';
export const ORIGINATION_FEE_MESSAGE = 'Origination fee must be between 0 and 25 percent, with at most 2 decimals';
export const PROMO_MONTHS_MESSAGE = `Promotional months must be a whole number from ${MIN_PROMO_MONTHS} to ${MAX_PROMO_MONTHS}`;
export const TERM_MONTHS_MESSAGE = `Term must be a whole number of months from ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS}`;
export const TRANSFER_AMOUNT_MESSAGE = 'Amount must be more than 0';
export const DEBT_IDS_MIN_MESSAGE = 'Choose at least one debt to consolidate';
export const DEBT_IDS_MAX_MESSAGE = `Choose at most ${MAX_CONSOLIDATED_DEBTS} debts to consolidate`;
export const DEBT_IDS_DISTINCT_MESSAGE = 'Each debt can be listed only once';
export const DEBT_IDS_LIST_MESSAGE = 'debtIds must be a list of debt ids';

/** A fee percent, 0-25 with at most 2 decimals ("3", 4.5), returned as "3.00". */
function feePercent(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value, ctx) => {
      const r = parseHundredths(value, MAX_OFFER_FEE_HUNDREDTHS);
      if (!r.ok) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return formatHundredths(r.value);
    })
    .meta({
      description: 'Percent of the amount, 0 to 25 (string or number; returned as "3.00")',
      example: '3.00',
      minimum: 0,
      maximum: 25,
    });
}

function wholeMonths(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const balanceTransferOfferSchema = z.object({
  kind: z.literal('balance_transfer'),
  fromDebtId: idParam.meta({ description: 'The debt the balance leaves' }),
  amount: positiveMoneyInput('Amount', TRANSFER_AMOUNT_MESSAGE).meta({
    description: "How much moves; at most the source debt's balance",
  }),
  feePercent: feePercent(TRANSFER_FEE_MESSAGE),
  promoApr: aprInput('Promotional rate'),
  promoMonths: wholeMonths(MIN_PROMO_MONTHS, MAX_PROMO_MONTHS, PROMO_MONTHS_MESSAGE).meta({
    description: 'How many months the promotional rate lasts (from today)',
  }),
  aprAfter: aprInput('Rate after the promotion'),
  deferredInterest: jsonBoolean('deferredInterest must be true or false')
    .default(false)
    .meta({ description: 'A balance left at the promotion’s end is charged the regular APR back to today' }),
  toDebtId: idParam.optional().meta({ description: 'A card of yours that receives the balance as a new balance; absent: a new card' }),
});

export const consolidationLoanOfferSchema = z.object({
  kind: z.literal('consolidation_loan'),
  debtIds: z
    .array(idParam, { error: DEBT_IDS_LIST_MESSAGE })
    .min(1, DEBT_IDS_MIN_MESSAGE)
    .max(MAX_CONSOLIDATED_DEBTS, DEBT_IDS_MAX_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, DEBT_IDS_DISTINCT_MESSAGE)
    .meta({ description: 'The debts the loan pays off' }),
  apr: aprInput('Interest rate'),
  termMonths: wholeMonths(MIN_TERM_MONTHS, MAX_TERM_MONTHS, TERM_MONTHS_MESSAGE),
  originationFeePercent: feePercent(ORIGINATION_FEE_MESSAGE).meta({ description: 'Percent of the debts paid off, added to the loan' }),
});

/** POST /api/plan/offers/evaluate. */
export const offerInputSchema = z
  .discriminatedUnion('kind', [balanceTransferOfferSchema, consolidationLoanOfferSchema], { error: OFFER_KIND_MESSAGE })
  .meta({ description: 'A balance transfer or a consolidation loan, compared with the plan as it is' });
export type OfferInput = z.infer<typeof offerInputSchema>;

/**
 * The same body as one object whose fields are those of both kinds (each kind uses its own; their
 * names do not overlap), checked by offerInputSchema: the OpenAPI generator documents only an object
 * body, not a union. The issues keep offerInputSchema's paths and messages.
 */
export const offerRequestSchema = z
  .object({
    ...balanceTransferOfferSchema.shape,
    ...consolidationLoanOfferSchema.shape,
    kind: z.enum(OFFER_KINDS, { error: OFFER_KIND_MESSAGE }),
  })
  .partial()
  .required({ kind: true })
  .meta({
    description:
      'A balance transfer (kind balance_transfer and its fields) or a consolidation loan (kind consolidation_loan and its fields)',
  })
  .transform((body, ctx): OfferInput => {
    const parsed = offerInputSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export const OFFER_WARNING_CODES = ['PROMO_BALANCE_REMAINS', 'DEFERRED_INTEREST', 'BUDGET_RAISED'] as const;
export type OfferWarningCode = (typeof OFFER_WARNING_CODES)[number];

export const offerWarningSchema = z.object({
  code: z.enum(OFFER_WARNING_CODES),
  message: z.string(),
  paymentNeeded: moneyString.optional().meta({ description: 'The monthly payment that avoids it' }),
});

/** The answer: the plan without and with the offer, from the same engine and settings. */
export const offerEvaluationSchema = z
  .object({
    without: planSummarySchema,
    with: planSummarySchema,
    fee: moneyString.meta({ description: 'The transfer fee or the origination fee' }),
    interestDifference: signedMoneyString
      .nullable()
      .meta({ description: 'without.totalInterest − with.totalInterest; null when either never ends' }),
    netSavings: signedMoneyString.nullable().meta({ description: 'interestDifference − fee; negative: the offer costs more' }),
    monthsSaved: z.number().int().nullable().meta({ description: 'without.months − with.months; null when either never ends' }),
    breakEvenMonth: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The first month whose interest saved so far (without − with, month by month) covers the fee; null if never' }),
    newDebt: z
      .object({
        balance: moneyString.meta({ description: 'What the new card or loan starts at: the amount plus the fee' }),
        monthlyPayment: moneyString.meta({ description: "The new card's minimum today, or the loan's level payment" }),
      })
      .meta({ description: 'The new card (or the new balance on your card), or the loan' }),
    warnings: z.array(offerWarningSchema),
  })
  .meta({ id: 'OfferEvaluation' });
export type OfferEvaluationOut = z.infer<typeof offerEvaluationSchema>;
