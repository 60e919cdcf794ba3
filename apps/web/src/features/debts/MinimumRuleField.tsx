import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DESCRIPTION_BELOW, MoneyInput } from '../../components/inputs.tsx';
import { RULE_KIND_OPTIONS, RULE_PRESET_OPTIONS, type PercentRuleKind, type RulePreset } from './card-form.ts';
import type { DebtFormValues } from './debt-form.ts';

/**
 * How a credit card's minimum payment is set: the typed amount (as every debt), one of the rules
 * card agreements commonly state, or a custom rule (its percent, floor and formula).
 */
export function MinimumRuleField({ form }: { form: UseFormReturnType<DebtFormValues> }) {
  const rule = form.getValues().minPaymentRule;
  const error = form.errors.minPaymentRule ?? form.errors['minPaymentRule.kind'];
  return (
    <Stack gap="sm">
      <Select
        label="Minimum payment rule"
        description="How your card agreement sets the minimum each month; Fixed amount keeps the minimum you typed."
        inputWrapperOrder={DESCRIPTION_BELOW}
        data={RULE_PRESET_OPTIONS}
        allowDeselect={false}
        value={rule.preset}
        error={error}
        onChange={(preset: RulePreset | null) => {
          if (!preset) return;
          // A custom rule starts from the most common one, to be adjusted.
          if (preset === 'custom' && rule.percent === '' && rule.floor === '') {
            form.setFieldValue('minPaymentRule', { preset, kind: 'percent_plus_interest', percent: '1', floor: '35' });
          } else form.setFieldValue('minPaymentRule.preset', preset);
        }}
      />
      {rule.preset === 'custom' && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label="Formula"
            data={RULE_KIND_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('minPaymentRule.kind')}
            onChange={(value: PercentRuleKind | null) => {
              if (value) form.setFieldValue('minPaymentRule.kind', value);
            }}
          />
          <NumberInput
            label="Percent"
            decimalScale={2}
            min={0}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            rightSection="%"
            rightSectionPointerEvents="none"
            {...form.getInputProps('minPaymentRule.percent')}
          />
          <MoneyInput label="At least" placeholder="0.00" {...form.getInputProps('minPaymentRule.floor')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
