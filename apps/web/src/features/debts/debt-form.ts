import { schemaResolver, type FormErrors } from '@mantine/form';
import {
  DEBT_FREQUENCIES,
  DEBT_TYPE_LABELS,
  DEBT_TYPES,
  debtCreateInputSchema,
  inferDebtType,
  normalizeDebtFrequency,
  promoProblems,
  type Debt,
  type DebtCreateInput,
  type DebtType,
} from '@paydown/domain';
import { localToday } from '../../lib/today.ts';

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
  };
}

/** The type the name suggests, while the user has not picked one ('Chase Credit Card' -> credit_card). */
export const suggestDebtType = inferDebtType;

/**
 * An emptied 'Extra Payment' means none (0.00), not a missing required value; an empty promotional
 * rate or end date means no promotion. Only credit cards can be paid in full.
 */
function prepare(values: DebtFormValues) {
  return {
    ...values,
    extraPayment: values.extraPayment === '' ? undefined : values.extraPayment,
    paysInFull: values.debtType === 'credit_card' && values.paysInFull,
    promoRate: values.promoRate === '' ? null : values.promoRate,
    promoEndDate: values.promoEndDate === '' ? null : values.promoEndDate,
  };
}

// @mantine/form's Standard Schema resolver (zod 4 implements Standard Schema); sync, as validate must be.
const resolve = schemaResolver(debtCreateInputSchema, { sync: true });

/**
 * Validation with the API's own schema and promo rules, so each field shows the API's message under
 * it. `previousEndDate`: the stored promo end date (an existing promo may have ended already).
 */
export function debtFormValidator({ previousEndDate }: { previousEndDate: string | null }) {
  return (values: DebtFormValues): FormErrors => {
    const prepared = prepare(values);
    const promo = {
      promoRate: prepared.promoRate === null ? null : String(prepared.promoRate),
      promoEndDate: prepared.promoEndDate,
      deferredInterest: prepared.deferredInterest,
    };
    // The schema's message for a field wins (e.g. a rate over 99.99), then the rules across fields.
    return { ...promoProblems(promo, { today: localToday(), previousEndDate }), ...resolve(prepared) };
  };
}

/** The form's values as the API's input (normalised by the same schema the API uses). */
export function toDebtInput(values: DebtFormValues): DebtCreateInput {
  return debtCreateInputSchema.parse(prepare(values));
}
