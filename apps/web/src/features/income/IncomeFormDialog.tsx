import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IncomeSource } from '@paydown/domain';
import { useState } from 'react';
import { FormDialogActions, SaveFailureAlert, useFormDialogSave } from '../../components/form-dialog-save.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateField, DESCRIPTION_BELOW, MoneyInput } from '../../components/inputs.tsx';
import { formatCurrencyDetailed } from '../../lib/format.ts';
import { localToday } from '../../lib/today.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  autoFilledNextPayDate,
  EMPTY_INCOME_FORM,
  FREQUENCY_OPTIONS,
  frequencyLabel,
  incomeFormValues,
  monthlyEstimateCents,
  parseIncomeInput,
  usualPaymentsPerMonth,
  validateIncomeForm,
  type IncomeFormValues,
} from './income-form.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';

export interface IncomeFormDialogProps {
  opened: boolean;
  /** The income source to edit; null adds a new one. */
  income: IncomeSource | null;
  onClose: () => void;
}

/** 'Add Income' and 'Edit Income'. The form is unmounted on close, so it opens fresh every time. */
export function IncomeFormDialog({ opened, income, onClose }: IncomeFormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog opened={opened} title={income ? 'Edit Income' : 'Add Income'} busy={busy} onClose={onClose}>
      <IncomeForm key={income?.id ?? 'new'} income={income} onDone={onClose} onBusyChange={setBusy} />
    </FormDialog>
  );
}

function IncomeForm({
  income,
  onDone,
  onBusyChange,
}: {
  income: IncomeSource | null;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const editing = income !== null;
  const invalidate = useInvalidateMoneyData();
  // Fixed while the dialog is open, so the estimate does not change under the user at midnight.
  const [today] = useState(localToday);

  const form = useForm<IncomeFormValues>({
    mode: 'controlled',
    initialValues: income ? incomeFormValues(income) : EMPTY_INCOME_FORM,
    validate: validateIncomeForm(editing),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.payDate !== previous.payDate || values.frequency !== previous.frequency) {
        form.setFieldValue('nextExpectedPayDate', autoFilledNextPayDate(values.payDate, values.frequency));
      }
    },
  });

  const save = useFormDialogSave({
    messages: {
      added: 'Income source added successfully',
      addFailed: 'Failed to add income source',
      updated: 'Income source updated successfully',
      updateFailed: 'Failed to update income source',
    },
    form,
    onBusyChange,
    onDone,
    invalidate,
  });
  const create = trpc.income.create.useMutation(save.create);
  const update = trpc.income.update.useMutation(save.update);

  const pending = create.isPending || update.isPending;
  const values = form.getValues();
  const estimate = editing ? monthlyEstimateCents(values, today) : null;
  const usual = usualPaymentsPerMonth(values, today);

  const submit = form.onSubmit((submitted) => {
    const input = parseIncomeInput(submitted, editing);
    save.clearEditFailure();
    if (income) {
      // The form does not show isInTargetMonth: an edit leaves the stored value alone.
      const { isInTargetMonth: _unchanged, ...fields } = input;
      update.mutate({ id: income.id, ...fields });
    } else {
      create.mutate(input);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit income' : 'Add income'}>
      <Stack gap="md">
        <SaveFailureAlert message={save.editFailure} />
        <TextInput
          label="Income Source"
          placeholder="e.g. Acme Corp paycheck"
          withAsterisk
          data-autofocus
          {...form.getInputProps('incomeSource')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MoneyInput
            label="Amount"
            description="One payment"
            inputWrapperOrder={DESCRIPTION_BELOW}
            withAsterisk
            placeholder="0.00"
            {...form.getInputProps('amount')}
          />
          <Select label="Frequency" withAsterisk data={FREQUENCY_OPTIONS} allowDeselect={false} {...form.getInputProps('frequency')} />
          <DateField
            label="Pay Date"
            description="A recent or upcoming payday"
            inputWrapperOrder={DESCRIPTION_BELOW}
            withAsterisk
            {...form.getInputProps('payDate')}
          />
          <DateField
            label="Next Expected Pay Date"
            description={values.frequency === 'variable' ? 'Enter it if you know it' : 'Filled in from the pay date'}
            inputWrapperOrder={DESCRIPTION_BELOW}
            {...form.getInputProps('nextExpectedPayDate')}
          />
          {editing && (
            <>
              <NumberInput
                label="Expected Payments Per Month"
                description={`Leave empty to use ${usual} (${frequencyLabel(values.frequency).toLowerCase()})`}
                inputWrapperOrder={DESCRIPTION_BELOW}
                placeholder={String(usual)}
                step={0.1}
                min={0}
                decimalScale={1}
                allowNegative={false}
                inputMode="decimal"
                {...form.getInputProps('expectedPaymentsPerMonth')}
              />
              <TextInput
                label="Monthly Est."
                description="Amount × payments per month"
                inputWrapperOrder={DESCRIPTION_BELOW}
                readOnly
                variant="filled"
                value={estimate === null ? '' : formatCurrencyDetailed(estimate / 100)}
                placeholder="—"
              />
            </>
          )}
        </SimpleGrid>
        <FormDialogActions editing={editing} pending={pending} addLabel="Add Income" onCancel={onDone} />
      </Stack>
    </form>
  );
}
