import { schemaResolver, type FormErrors } from '@mantine/form';
import {
  DEBT_FREQUENCIES,
  DEBT_TYPE_LABELS,
  DEBT_TYPES,
  debtCreateInputSchema,
  inferDebtType,
  normalizeDebtFrequency,
  type Debt,
  type DebtCreateInput,
  type DebtType,
} from '@paydown/domain';

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
}

export const DEBT_TYPE_OPTIONS = DEBT_TYPES.map((value) => ({ value, label: DEBT_TYPE_LABELS[value] }));

const FREQUENCY_LABELS: Record<(typeof DEBT_FREQUENCIES)[number], string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};
export const PAY_PERIOD_OPTIONS = DEBT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** A new debt: pay period monthly and extra payment 0.00 (spec section 5). */
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
  };
}

/** The type the name suggests, while the user has not picked one ('Chase Credit Card' -> credit_card). */
export const suggestDebtType = inferDebtType;

/** An emptied 'Extra Payment' means none (0.00), not a missing required value. */
function prepare(values: DebtFormValues) {
  return { ...values, extraPayment: values.extraPayment === '' ? undefined : values.extraPayment };
}

// @mantine/form's Standard Schema resolver (zod 4 implements Standard Schema); sync, as validate must be.
const resolve = schemaResolver(debtCreateInputSchema, { sync: true });

/** Validation with the API's own schema, so each field shows the API's message under it. */
export function validateDebtForm(values: DebtFormValues): FormErrors {
  return resolve(prepare(values));
}

/** The form's values as the API's input (normalised by the same schema the API uses). */
export function toDebtInput(values: DebtFormValues): DebtCreateInput {
  return debtCreateInputSchema.parse(prepare(values));
}
