import { NumberInput, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';

/**
 * Descriptions under the input instead of over it, so the inputs of a row line up in a
 * two-column form grid whether or not a field has a description.
 */
export const DESCRIPTION_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** What money and percentage fields share: two decimals, step 0.01, never negative, a decimal keypad. */
const DECIMAL_AMOUNT = {
  decimalScale: 2,
  step: 0.01,
  min: 0,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal',
} as const satisfies NumberInputProps;

/**
 * A money field: two decimals, step 0.01, never negative. Its value is what the user typed (a
 * number, or '' when empty); the shared zod schema turns it into the wire format ("1234.50").
 */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput {...DECIMAL_AMOUNT} leftSection="$" leftSectionPointerEvents="none" {...props} />;
}

/** A percentage field (APR): two decimals, step 0.01, 0 or more. */
export function PercentInput(props: NumberInputProps) {
  return <NumberInput {...DECIMAL_AMOUNT} rightSection="%" rightSectionPointerEvents="none" {...props} />;
}

/**
 * A calendar date field. The browser's own date picker (a wheel on phones, a calendar on desktop)
 * gives 'YYYY-MM-DD', the wire format, with no time zone involved.
 */
export function DateField(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="date" {...props} />;
}
