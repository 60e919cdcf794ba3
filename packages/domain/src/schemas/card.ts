import { z } from 'zod';
import { type DebtType, inferDebtType } from '../debt/type.ts';
import { MAX_MONEY_CENTS, formatHundredths, parseHundredths, parseMoney } from '../money/cents.ts';
import {
  CARD_PART_KINDS,
  MAX_CARD_PARTS,
  MAX_RULE_FLOOR_CENTS,
  MAX_RULE_PERCENT_BP,
  MIN_PAYMENT_RULE_KINDS,
  MIN_RULE_PERCENT_BP,
} from '../card/types.ts';
import { aprInput, aprString, dateString, jsonBoolean, moneyInput, moneyString, optionalDateInput } from './fields.ts';

// A credit card's balances ("parts") and minimum-payment rule on the wire (docs/money-math.md,
// "Credit cards"). Both are optional on every debt: a card without them behaves as before (one
// balance, the typed minimum payment). Rules that need the user's today or the stored debt (a new
// promotion must end after today; the type of a debt being updated) are in cardFieldProblems and
// cardPartPromoProblems, which services run beside the schema.

export const CARD_PART_KIND_MESSAGE = `Balance type must be one of: ${CARD_PART_KINDS.join(', ')}`;
export const CARD_PARTS_MIN_MESSAGE = 'A card with balances needs at least one';
export const CARD_PARTS_MAX_MESSAGE = `A card can have at most ${MAX_CARD_PARTS} balances`;
export const CARD_PARTS_TOTAL_MESSAGE = 'The balances add up to more than 99,999,999.99';
export const CARD_PART_ID_MESSAGE = 'A balance id must be a positive whole number';
export const PART_PROMO_END_REQUIRED_MESSAGE = 'Enter the date the promotional rate ends';
export const PART_PROMO_RATE_REQUIRED_MESSAGE = 'Enter the promotional rate';
export const PART_DEFERRED_NEEDS_PROMO_MESSAGE = 'Deferred interest applies only to a promotional rate';
export const PARTS_ONLY_ON_CARDS_MESSAGE = 'Only a credit card can have several balances';
export const RULE_ONLY_ON_CARDS_MESSAGE = 'Only a credit card can have a minimum payment rule';
export const PARTS_CARRY_PROMO_MESSAGE = 'With balances, set the promotion on the balance it applies to';
export const MIN_RULE_KIND_MESSAGE = `Minimum payment rule must be one of: ${MIN_PAYMENT_RULE_KINDS.join(', ')}`;
export const MIN_RULE_PERCENT_MESSAGE = 'Minimum payment percent must be between 0.01 and 25';
export const MIN_RULE_FLOOR_MESSAGE = 'Minimum payment floor must be between 0 and 1,000.00';
export const PART_PROMO_END_PAST_MESSAGE = 'A new promotional rate must end after today';
export const PART_PROMO_START_NEEDS_PROMO_MESSAGE = 'A promotion start date applies only to a promotional rate';
export const PART_PROMO_START_AFTER_END_MESSAGE = 'The promotion must start before it ends';
export const PART_PROMO_START_FUTURE_MESSAGE = 'The promotion cannot start after today';
export const CARD_BALANCE_READ_ONLY_MESSAGE = "This card has several balances: edit them to change the card's balance";
export const CARD_RATE_READ_ONLY_MESSAGE = "This card has several balances: edit their rates to change the card's interest rate";
export const CARD_PART_UNKNOWN_MESSAGE = 'This balance is not on this card';
export const CARD_PART_TWICE_MESSAGE = 'A balance can be listed only once';
export const WARNING_NOT_A_CARD_MESSAGE = 'The minimum-payment warning is for credit cards only';

export const cardPartKindSchema = z.enum(CARD_PART_KINDS, { error: CARD_PART_KIND_MESSAGE });

/** One balance of a card as a client sends it. `id` names an existing balance on an update. */
export const cardPartInputSchema = z
  .object({
    id: z.number({ error: CARD_PART_ID_MESSAGE }).int(CARD_PART_ID_MESSAGE).positive(CARD_PART_ID_MESSAGE).optional(),
    kind: cardPartKindSchema,
    amount: moneyInput('Amount'),
    apr: aprInput('Interest rate'),
    promoApr: aprInput('Promotional rate').nullable().optional(),
    promoEndDate: optionalDateInput(),
    deferredInterest: jsonBoolean('deferredInterest must be true or false').default(false),
    promoStartDate: optionalDateInput().meta({
      description:
        'When the promotion began (not after today, before promoEndDate): a deferred-interest balance is charged the regular APR ' +
        'back-dated to it. Absent or null: the day the balance was added',
      example: '2026-01-15',
    }),
  })
  .superRefine((p, ctx) => {
    const rate = p.promoApr ?? null;
    const end = p.promoEndDate ?? null;
    const start = p.promoStartDate ?? null;
    if (rate !== null && end === null) ctx.addIssue({ code: 'custom', path: ['promoEndDate'], message: PART_PROMO_END_REQUIRED_MESSAGE });
    if (rate === null && end !== null) ctx.addIssue({ code: 'custom', path: ['promoApr'], message: PART_PROMO_RATE_REQUIRED_MESSAGE });
    if (p.deferredInterest && rate === null && end === null)
      ctx.addIssue({ code: 'custom', path: ['deferredInterest'], message: PART_DEFERRED_NEEDS_PROMO_MESSAGE });
    if (start !== null && rate === null && end === null)
      ctx.addIssue({ code: 'custom', path: ['promoStartDate'], message: PART_PROMO_START_NEEDS_PROMO_MESSAGE });
    if (start !== null && end !== null && start >= end)
      ctx.addIssue({ code: 'custom', path: ['promoStartDate'], message: PART_PROMO_START_AFTER_END_MESSAGE });
  });
export type CardPartInput = z.infer<typeof cardPartInputSchema>;

/** A card's balances: 1 to 6, adding up to what a balance column holds. */
export const cardPartsInputSchema = z
  .array(cardPartInputSchema, { error: 'balances must be a list of balances' })
  .min(1, CARD_PARTS_MIN_MESSAGE)
  .max(MAX_CARD_PARTS, CARD_PARTS_MAX_MESSAGE)
  .refine((parts) => parts.reduce((sum, p) => sum + parseMoney(p.amount), 0) <= MAX_MONEY_CENTS, CARD_PARTS_TOTAL_MESSAGE)
  .meta({
    description:
      `A credit card's balances (1 to ${MAX_CARD_PARTS}), each with its own APR and promotion; the card's balance is their sum and ` +
      'its interestRate the purchase APR (the highest when there is no purchase balance)',
  });

/** A percent of 0.01-25 with at most 2 decimals ("1", 1.5), returned as "1.00". */
const rulePercent = z
  .union([z.string(), z.number()], { error: MIN_RULE_PERCENT_MESSAGE })
  .transform((value, ctx) => {
    const r = parseHundredths(value, MAX_RULE_PERCENT_BP);
    if (!r.ok || r.value < MIN_RULE_PERCENT_BP) {
      ctx.issues.push({ code: 'custom', message: MIN_RULE_PERCENT_MESSAGE, input: value });
      return z.NEVER;
    }
    return formatHundredths(r.value);
  })
  .meta({ description: 'Percent, 0.01 to 25 (string or number; returned as "1.00")', example: '1.00', minimum: 0.01, maximum: 25 });

const ruleFloor = z
  .union([z.string(), z.number()], { error: MIN_RULE_FLOOR_MESSAGE })
  .transform((value, ctx) => {
    const r = parseHundredths(value, MAX_RULE_FLOOR_CENTS);
    if (!r.ok) {
      ctx.issues.push({ code: 'custom', message: MIN_RULE_FLOOR_MESSAGE, input: value });
      return z.NEVER;
    }
    return formatHundredths(r.value);
  })
  .meta({
    description: 'The smallest minimum, 0 to 1,000.00 (string or number; returned as "35.00")',
    example: '35.00',
    minimum: 0,
    maximum: 1000,
  });

/** How the card's minimum payment is set; `{ kind: 'fixed' }` (the typed minPayment) when absent. */
export const minPaymentRuleInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('fixed') }),
      z.object({ kind: z.literal('percent_plus_interest'), percent: rulePercent, floor: ruleFloor }),
      z.object({ kind: z.literal('percent_of_balance'), percent: rulePercent, floor: ruleFloor }),
    ],
    { error: MIN_RULE_KIND_MESSAGE },
  )
  .meta({
    description:
      "fixed: the typed minPayment; percent_plus_interest: percent of the balance before the month's interest plus that interest; " +
      "percent_of_balance: percent of the balance including the month's interest. Never below floor, never above what is owed.",
  });
export type MinPaymentRuleInput = z.infer<typeof minPaymentRuleInputSchema>;

/** A card balance as the API returns it. */
export const cardPartSchema = z
  .object({
    id: z.number().int(),
    kind: cardPartKindSchema,
    amount: moneyString,
    apr: aprString,
    promoApr: aprString.nullable(),
    promoEndDate: dateString.nullable(),
    deferredInterest: z.boolean(),
    promoStartDate: dateString.nullable().meta({
      description: 'When the promotion began: the date entered, else the day the balance was added; null without a promotion',
    }),
  })
  .meta({ id: 'CardBalance' });
export type CardPartOut = z.infer<typeof cardPartSchema>;

const percentString = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ example: '1.00' });

export const minPaymentRuleSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('fixed') }),
    z.object({ kind: z.literal('percent_plus_interest'), percent: percentString, floor: moneyString }),
    z.object({ kind: z.literal('percent_of_balance'), percent: percentString, floor: moneyString }),
  ])
  .meta({ id: 'MinPaymentRule' });
export type MinPaymentRuleOut = z.infer<typeof minPaymentRuleSchema>;

export interface CardFields {
  debtType: DebtType;
  balances?: readonly unknown[] | null;
  minPaymentRule?: { kind: string } | null;
  promoRate?: string | null;
  promoEndDate?: string | null;
}

/**
 * The rules across a debt's card fields, by field (empty: valid): balances and a percent rule
 * belong to credit cards; a card with balances carries its promotions on them. The create schema
 * runs them with the type it will store (given, or inferred from the name as the service does); an
 * update runs them with the stored type and the stored fields where not sent.
 */
export function cardFieldProblems(f: CardFields): Record<string, string> {
  const problems: Record<string, string> = {};
  const hasParts = f.balances !== undefined && f.balances !== null;
  if (hasParts && f.debtType !== 'credit_card') problems.balances = PARTS_ONLY_ON_CARDS_MESSAGE;
  if (f.minPaymentRule && f.minPaymentRule.kind !== 'fixed' && f.debtType !== 'credit_card') {
    problems.minPaymentRule = RULE_ONLY_ON_CARDS_MESSAGE;
  }
  if (hasParts && (f.promoRate != null || f.promoEndDate != null)) {
    problems[f.promoRate != null ? 'promoRate' : 'promoEndDate'] = PARTS_CARRY_PROMO_MESSAGE;
  }
  return problems;
}

/** The type a create will store: the one sent, else the one inferred from the name (the service's rule). */
export function createdDebtType(input: { debtType?: DebtType | undefined; debtName: string }): DebtType {
  return input.debtType ?? inferDebtType(input.debtName);
}

/**
 * A NEW promotion on a balance (a new balance, or its end date changed) must end after today; one
 * already stored may have ended. A start date entered or changed may not be after today; the one
 * the API reported (`previousStartDates`, possibly the day the balance was added, in UTC) may be
 * sent back as it is. Keys are the fields' paths ('balances.0.promoEndDate').
 * `previousEndDates` / `previousStartDates`: each existing balance's stored dates by its id.
 */
export function cardPartPromoProblems(
  parts: readonly Pick<CardPartInput, 'id' | 'promoEndDate' | 'promoStartDate'>[],
  {
    today,
    previousEndDates,
    previousStartDates = new Map(),
  }: { today: string; previousEndDates: ReadonlyMap<number, string | null>; previousStartDates?: ReadonlyMap<number, string | null> },
): Record<string, string> {
  const problems: Record<string, string> = {};
  parts.forEach((p, i) => {
    const end = p.promoEndDate ?? null;
    const before = p.id === undefined ? undefined : previousEndDates.get(p.id);
    if (end !== null && end !== before && end <= today) problems[`balances.${i}.promoEndDate`] = PART_PROMO_END_PAST_MESSAGE;
    const start = p.promoStartDate ?? null;
    const startBefore = p.id === undefined ? undefined : previousStartDates.get(p.id);
    if (start !== null && start !== startBefore && start > today)
      problems[`balances.${i}.promoStartDate`] = PART_PROMO_START_FUTURE_MESSAGE;
  });
  return problems;
}

/** GET /api/debts/{id}/minimum-payment-warning: the statement's box, recomputed (card/warning.ts). */
export const minimumPaymentWarningSchema = z
  .object({
    balance: moneyString.meta({ description: 'The balance the estimate starts from (the current balance)' }),
    minimumOnly: z
      .object({
        months: z.number().int().meta({ description: 'How many minimum payments until paid' }),
        years: z.number().int().meta({ description: 'months / 12 rounded to the nearest whole year, as the statement prints it' }),
        totalPaid: moneyString,
        totalInterest: moneyString,
      })
      .nullable()
      .meta({ description: 'null when paying only the minimum never pays the card off' }),
    payoff36: z
      .object({
        monthlyPayment: moneyString,
        totalPaid: moneyString,
        savings: moneyString.nullable().meta({ description: 'minimumOnly.totalPaid − totalPaid; null when the minimum never pays off' }),
      })
      .nullable()
      .meta({ description: 'The payment that repays the card in 36 months; null when the minimum alone takes 36 months or less' }),
    neverPaysOff: z.boolean(),
    assumptions: z.array(z.string()).meta({ description: 'What the figures assume, in plain sentences' }),
  })
  .meta({ id: 'MinimumPaymentWarning' });
export type MinimumPaymentWarningOut = z.infer<typeof minimumPaymentWarningSchema>;
