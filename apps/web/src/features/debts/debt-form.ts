import { schemaResolver, type FormErrors } from '@mantine/form';
import type { Debt, DebtCreateInput, DebtType } from '@paydown/domain';
import { DEBT_FREQUENCIES, normalizeDebtFrequency } from '@paydown/domain/dates';
import { DEBT_TYPE_LABELS, DEBT_TYPES } from '@paydown/domain/debt';
import { debtCreateInputSchema, promoProblems } from '@paydown/domain/schemas';
import { localToday } from '../../lib/today.ts';
import {
  balanceFormValues,
  balancePromoProblems,
  balancesInput,
  derivedCardFigures,
  FIXED_RULE_FORM,
  ruleFormValues,
  ruleInput,
  ruleMinimumNow,
  type BalanceFormValues,
  type RuleFormValues,
} from './card-form.ts';

/** What the Add/Edit Debt form holds: the inputs as typed ('' for an empty number or date). */
export interface DebtFormValues {
  debtName: string;
  debtType: DebtType;
  balance: number | string;
  interestRate: number | string;
  minPayment: number | string;
  extraPayment: number | string;
  dueDate: string;
  statementDate: string;
  payPeriodFrequency: string;
  notes: string;
  inPlan: boolean;
  paysInFull: boolean;
  promoRate: number | string;
  promoEndDate: string;
  deferredInterest: boolean;
  /** A credit card's balances (none: one balance, as typed above). */
  balances: BalanceFormValues[];
  /** A credit card's minimum-payment rule. */
  minPaymentRule: RuleFormValues;
}

/** A new debt's plan default: in the plan, except a mortgage or rent (a 30-year mortgage would hide every other debt). */
export const inPlanByDefault = (debtType: DebtType): boolean => debtType !== 'mortgage';

export const DEBT_TYPE_OPTIONS = DEBT_TYPES.map((value) => ({ value, label: DEBT_TYPE_LABELS[value] }));

const FREQUENCY_LABELS: Record<(typeof DEBT_FREQUENCIES)[number], string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};
export const PAY_PERIOD_OPTIONS = DEBT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** A new debt: pay period monthly and extra payment 0.00 by default. */
export const EMPTY_DEBT_FORM: DebtFormValues = {
  debtName: '',
  debtType: 'other',
  balance: '',
  interestRate: '',
  minPayment: '',
  extraPayment: '0.00',
  dueDate: '',
  statementDate: '',
  payPeriodFrequency: 'monthly',
  notes: '',
  inPlan: inPlanByDefault('other'),
  paysInFull: false,
  promoRate: '',
  promoEndDate: '',
  deferredInterest: false,
  balances: [],
  minPaymentRule: FIXED_RULE_FORM,
};

export function debtFormValues(debt: Debt): DebtFormValues {
  return {
    debtName: debt.debtName,
    debtType: debt.debtType,
    balance: debt.balance,
    interestRate: debt.interestRate,
    minPayment: debt.minPayment,
    extraPayment: debt.extraPayment,
    dueDate: debt.dueDate,
    statementDate: debt.statementDate ?? '',
    // The column is free text; the select shows how the app reads it.
    payPeriodFrequency: normalizeDebtFrequency(debt.payPeriodFrequency),
    notes: debt.notes ?? '',
    inPlan: debt.inPlan,
    paysInFull: debt.paysInFull,
    promoRate: debt.promoRate ?? '',
    promoEndDate: debt.promoEndDate ?? '',
    deferredInterest: debt.deferredInterest,
    balances: balanceFormValues(debt),
    minPaymentRule: ruleFormValues(debt.minPaymentRule),
  };
}

/** The type the name suggests, while the user has not picked one ('Chase Sapphire' -> credit_card). */
export { suggestDebtType } from '@paydown/domain/debt';

/** A credit card with balances: its balance and APR come from them, its promotions are on them. */
export const hasBalances = (values: Pick<DebtFormValues, 'debtType' | 'balances'>): boolean =>
  values.debtType === 'credit_card' && values.balances.length > 0;

/**
 * The form's values in the API's shape. An emptied 'Extra Payment' means none (0.00), not a missing
 * required value; an empty promotional rate or end date means no promotion. Only credit cards can
 * be paid in full, have balances or a minimum-payment rule. A card with balances sends their sum
 * and APR as its balance and rate; a percent rule sends what it asks this month as the minimum.
 */
function prepare(values: DebtFormValues, today: string) {
  const { balances, minPaymentRule, ...fields } = values;
  const isCard = values.debtType === 'credit_card';
  const withParts = hasBalances(values);
  const derived = withParts ? derivedCardFigures(balances) : null;
  const ruleMinimum = isCard ? ruleMinimumNow({ ...values, parts: withParts ? balances : [], rule: minPaymentRule, today }) : null;
  return {
    ...fields,
    balance: derived?.balance ?? values.balance,
    interestRate: derived?.interestRate ?? values.interestRate,
    minPayment: ruleMinimum ?? values.minPayment,
    extraPayment: values.extraPayment === '' ? undefined : values.extraPayment,
    paysInFull: isCard && values.paysInFull,
    promoRate: withParts || values.promoRate === '' ? null : values.promoRate,
    promoEndDate: withParts || values.promoEndDate === '' ? null : values.promoEndDate,
    deferredInterest: !withParts && values.deferredInterest,
    ...(withParts ? { balances: balancesInput(balances) } : {}),
    // The fixed rule is the default: sent only to replace a percent rule (toDebtUpdate).
    ...(isCard && minPaymentRule.preset !== 'fixed' ? { minPaymentRule: ruleInput(minPaymentRule) } : {}),
  };
}

// @mantine/form's Standard Schema resolver (zod 4 implements Standard Schema); sync, as validate must be.
const resolve = schemaResolver(debtCreateInputSchema, { sync: true });

/**
 * Validation with the API's own schema and promo rules, so each field shows the API's message under
 * it. `debt`: the debt being edited (an existing promotion, on it or on a balance, may have ended already).
 */
export function debtFormValidator({ debt }: { debt: Debt | null }) {
  return (values: DebtFormValues): FormErrors => {
    const today = localToday();
    const prepared = prepare(values, today);
    const promoRules = hasBalances(values)
      ? balancePromoProblems(values.balances, debt, today)
      : promoProblems(
          {
            promoRate: prepared.promoRate === null ? null : String(prepared.promoRate),
            promoEndDate: prepared.promoEndDate,
            deferredInterest: prepared.deferredInterest,
          },
          { today, previousEndDate: debt?.promoEndDate ?? null },
        );
    // The schema's message for a field wins (e.g. a rate over 99.99), then the rules across fields.
    return { ...promoRules, ...resolve(prepared) };
  };
}

/** What an edit sends: the fields of a create, less those the card's balances and rule now decide. */
export type DebtUpdateFields = Partial<Omit<DebtCreateInput, 'balances'>> & { balances?: DebtCreateInput['balances'] | null };

/** The form's values as the API's input for a new debt (normalised by the same schema the API uses). */
export function toDebtInput(values: DebtFormValues): DebtCreateInput {
  return debtCreateInputSchema.parse(prepare(values, localToday()));
}

/**
 * The form's values as an edit of `debt`: a card with balances does not send its balance and APR
 * (the API derives them and refuses a typed balance), nor a percent rule its minimum (the rule sets
 * it); balances removed turn the card back into one balance (null); a card back on the fixed rule,
 * or a debt no longer a card, drops its percent rule.
 */
export function toDebtUpdate(values: DebtFormValues, debt: Debt): DebtUpdateFields {
  const { balance, interestRate, minPayment, ...input }: DebtUpdateFields = toDebtInput(values);
  const withParts = hasBalances(values);
  const hadParts = (debt.balances?.length ?? 0) > 0;
  const hadRule = debt.minPaymentRule !== undefined && debt.minPaymentRule.kind !== 'fixed';
  return {
    ...input,
    ...(withParts ? {} : { balance, interestRate }),
    ...(input.minPaymentRule ? {} : { minPayment }),
    ...(!withParts && hadParts ? { balances: null } : {}),
    ...(!input.minPaymentRule && hadRule ? { minPaymentRule: { kind: 'fixed' as const } } : {}),
  };
}
