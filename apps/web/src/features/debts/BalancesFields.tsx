import { ActionIcon, Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DateField, DESCRIPTION_BELOW, MoneyInput, PercentInput } from '../../components/inputs.tsx';
import { balanceHasPromo, MAX_CARD_PARTS, newBalance, PART_KIND_OPTIONS, type BalanceFormValues } from './card-form.ts';
import type { DebtFormValues } from './debt-form.ts';

type Form = UseFormReturnType<DebtFormValues>;

function BalanceRow({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const path = `balances.${index}` as const;
  const label = `Balance ${index + 1}`;
  const row = form.getValues().balances[index];
  // The start matters only with a promotion; it is asked as soon as one is being entered.
  const promo = row ? balanceHasPromo(row) : false;
  const deferred = row?.deferredInterest ?? false;
  return (
    <Fieldset legend={label} variant="filled" p="sm">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          <Select
            label="Type"
            data={PART_KIND_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps(`${path}.kind`)}
            onChange={(value: BalanceFormValues['kind'] | null) => {
              if (value) form.setFieldValue(`${path}.kind`, value);
            }}
          />
          <MoneyInput label="Amount" withAsterisk placeholder="0.00" {...form.getInputProps(`${path}.amount`)} />
          <PercentInput label="APR" withAsterisk placeholder="0.00" {...form.getInputProps(`${path}.apr`)} />
          <PercentInput
            label="Promotional APR"
            description="Optional: the rate until the promotion ends"
            inputWrapperOrder={DESCRIPTION_BELOW}
            placeholder="0.00"
            {...form.getInputProps(`${path}.promoApr`)}
          />
          <DateField
            label="Promotion ends"
            description="The regular APR applies from this date."
            inputWrapperOrder={DESCRIPTION_BELOW}
            {...form.getInputProps(`${path}.promoEndDate`)}
          />
          {promo && (
            <DateField
              label="Promotion started"
              description={
                deferred
                  ? 'Deferred interest is charged back to this date. Empty: the day you add this balance.'
                  : 'Empty: the day you add this balance.'
              }
              inputWrapperOrder={DESCRIPTION_BELOW}
              {...form.getInputProps(`${path}.promoStartDate`)}
            />
          )}
        </SimpleGrid>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Checkbox
            label="Deferred interest"
            description="Anything left when the promotion ends is charged all the interest since it began."
            {...form.getInputProps(`${path}.deferredInterest`, { type: 'checkbox' })}
          />
          <ActionIcon variant="subtle" color="red" aria-label={`Remove balance ${index + 1}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * A credit card's balances: purchases, a balance transfer, a cash advance, a promotion, each at its
 * own rate (1 to 6). The first one added takes the balance, APR and promotion typed above, so a
 * card already filled in is not typed twice; removing the last one returns to one balance.
 */
export function BalancesFields({ form }: { form: Form }) {
  const values = form.getValues();
  const parts = values.balances;
  const error = form.errors.balances;

  const add = () => {
    if (parts.length === 0) {
      const first: BalanceFormValues = {
        ...newBalance('purchase', { amount: values.balance, apr: values.interestRate }),
        promoApr: values.promoRate,
        promoEndDate: values.promoEndDate,
        deferredInterest: values.promoRate !== '' && values.deferredInterest,
      };
      // The promotion typed for the whole card now belongs to this balance.
      form.setValues({ balances: [first], promoRate: '', promoEndDate: '', deferredInterest: false });
      return;
    }
    form.insertListItem('balances', newBalance('balance_transfer'));
  };

  const remove = (index: number) => {
    if (parts.length === 1) {
      // Back to one balance: the card keeps the figures it had.
      const [only] = parts;
      if (!only) return;
      form.setValues({
        balances: [],
        balance: only.amount,
        interestRate: only.apr,
        promoRate: only.promoApr,
        promoEndDate: only.promoEndDate,
        deferredInterest: only.deferredInterest,
      });
      return;
    }
    form.removeListItem('balances', index);
  };

  return (
    // Named "Card balances": the dialog's "Balance" field keeps its label to itself.
    <Stack gap="xs" role="group" aria-label="Card balances">
      <div>
        <Text fw={600} size="sm">
          Balances
        </Text>
        <Text size="xs" c="dimmed">
          {parts.length === 0
            ? 'One card can carry several balances at their own rates: purchases, a balance transfer, a cash advance, a promotion. Add them to plan each one as your lender charges it.'
            : 'The card’s balance is their sum, its APR the purchases APR (the highest when there are no purchases).'}
        </Text>
      </div>
      {parts.map((part, index) => (
        <BalanceRow key={part.key} form={form} index={index} onRemove={() => remove(index)} />
      ))}
      {typeof error === 'string' && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {parts.length < MAX_CARD_PARTS ? (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a balance
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          A card can have at most {MAX_CARD_PARTS} balances.
        </Text>
      )}
    </Stack>
  );
}
