import type { IncomeFrequency, IncomeSource } from '@paydown/domain';
import { autoNextExpectedPayDate, INCOME_FREQUENCIES, isIncomeFrequency, isIsoDate } from '@paydown/domain/dates';
import { monthlyEstimateFromExpected, parseExpectedPaymentsPerMonth, paymentsPerMonthRule } from '@paydown/domain/income';
import { tryParseMoney } from '@paydown/domain/money';
import { incomeCreateFieldsSchema } from '@paydown/domain/schemas';
import { schemaResolver, type FormErrors } from '@mantine/form';

/** What the Add/Edit Income form holds: the inputs as typed ('' for an empty number or date). */
export interface IncomeFormValues {
  incomeSource: string;
  amount: number | string;
  frequency: IncomeFrequency;
  payDate: string;
  nextExpectedPayDate: string;
  /** Edit form only; '' means "the frequency's usual count". */
  expectedPaymentsPerMonth: number | string;
}

const FREQUENCY_LABELS: Record<IncomeFrequency, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  monthly: 'Monthly',
  'twice-monthly': 'Twice monthly',
  variable: 'Variable',
};

export const FREQUENCY_OPTIONS = INCOME_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** 'Bi-weekly'; an unknown stored text is shown as it is. */
export function frequencyLabel(frequency: string): string {
  return isIncomeFrequency(frequency) ? FREQUENCY_LABELS[frequency] : frequency;
}

/** A new income source: frequency monthly by default. */
export const EMPTY_INCOME_FORM: IncomeFormValues = {
  incomeSource: '',
  amount: '',
  frequency: 'monthly',
  payDate: '',
  nextExpectedPayDate: '',
  expectedPaymentsPerMonth: '',
};

export function incomeFormValues(income: IncomeSource): IncomeFormValues {
  return {
    incomeSource: income.incomeSource,
    amount: income.amount,
    frequency: isIncomeFrequency(income.frequency) ? income.frequency : 'variable',
    payDate: income.payDate,
    nextExpectedPayDate: income.nextExpectedPayDate ?? '',
    expectedPaymentsPerMonth: income.expectedPaymentsPerMonth ?? '',
  };
}

/**
 * The next expected pay date the form fills in when the pay date or the frequency changes: weekly
 * +7 days, bi-weekly +14, monthly +1 month, twice-monthly +15 days, variable blank; blank while the
 * pay date is not a full date yet.
 */
export function autoFilledNextPayDate(payDate: string, frequency: IncomeFrequency): string {
  return isIsoDate(payDate) ? (autoNextExpectedPayDate(payDate, frequency) ?? '') : '';
}

function expectedOf(values: IncomeFormValues): number | null {
  const v = values.expectedPaymentsPerMonth;
  if (v === '' || v === null || v === undefined) return null;
  return typeof v === 'number' ? v : Number(v);
}

/** The form's values as API input. `withExpected`: the edit form's 'Expected Payments Per Month'. */
export function toIncomeInput(values: IncomeFormValues, withExpected: boolean) {
  return {
    incomeSource: values.incomeSource,
    amount: values.amount,
    frequency: values.frequency,
    payDate: values.payDate,
    // What the form shows is what is stored: a cleared field stays blank (null), not re-filled.
    nextExpectedPayDate: values.nextExpectedPayDate === '' ? null : values.nextExpectedPayDate,
    ...(withExpected ? { expectedPaymentsPerMonth: expectedOf(values) } : {}),
  };
}

// @mantine/form's Standard Schema resolver (zod 4 implements Standard Schema); sync, as validate must be.
const resolve = schemaResolver(incomeCreateFieldsSchema, { sync: true });

/** Validation with the API's own schema, so each field shows the API's message under it. */
export function validateIncomeForm(withExpected: boolean) {
  return (values: IncomeFormValues): FormErrors => resolve(toIncomeInput(values, withExpected));
}

/** The parsed, normalised input (amount as "1234.50"), once the form is valid. */
export function parseIncomeInput(values: IncomeFormValues, withExpected: boolean) {
  return incomeCreateFieldsSchema.parse(toIncomeInput(values, withExpected));
}

/** The usual payments per month for the frequency (4.33, 2 or 3, 1, 2, 1), for the edit form. */
export function usualPaymentsPerMonth(values: IncomeFormValues, today: string): number {
  return paymentsPerMonthRule(values.frequency, isIsoDate(values.payDate) ? values.payDate : null, today);
}

/**
 * 'Monthly Est.': amount × the expected payments per month (the typed number, or the usual one when
 * the field is empty), in cents; null while the amount or the number is not valid.
 */
export function monthlyEstimateCents(values: IncomeFormValues, today: string): number | null {
  const amount = typeof values.amount === 'number' || values.amount !== '' ? tryParseMoney(values.amount) : null;
  if (!amount || !amount.ok) return null;
  const typed = values.expectedPaymentsPerMonth;
  const expected = typed === '' ? usualPaymentsPerMonth(values, today) : typed;
  if (parseExpectedPaymentsPerMonth(expected) === null) return null;
  return monthlyEstimateFromExpected(amount.cents, expected);
}
