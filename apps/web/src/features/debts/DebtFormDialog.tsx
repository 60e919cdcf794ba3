import { Alert, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Debt } from '@paydown/domain';
import { PAID_DEBT_BALANCE_MESSAGE } from '@paydown/domain/schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormDialogActions, SaveFailureAlert, useFormDialogSave } from '../../components/form-dialog-save.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateField, DESCRIPTION_BELOW, MoneyInput, PercentInput } from '../../components/inputs.tsx';
import { trpc } from '../../lib/trpc.ts';
import {
  DEBT_TYPE_OPTIONS,
  debtFormValidator,
  debtFormValues,
  EMPTY_DEBT_FORM,
  hasBalances,
  inPlanByDefault,
  PAY_PERIOD_OPTIONS,
  suggestDebtType,
  toDebtInput,
  toDebtUpdate,
  type DebtFormValues,
} from './debt-form.ts';
import { BalancesFields } from './BalancesFields.tsx';
import { derivedCardFigures, ruleMinimumNow } from './card-form.ts';
import { MinimumRuleField } from './MinimumRuleField.tsx';
import { localToday } from '../../lib/today.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { PlanFields } from './PlanFields.tsx';
import { warnsOfZeroMinimum, ZERO_MINIMUM_WARNING } from './zero-minimum.ts';

export interface DebtFormDialogProps {
  opened: boolean;
  /** The debt to edit; null adds a new one. */
  debt: Debt | null;
  onClose: () => void;
}

/** 'Add Debt' and 'Edit Debt'. The form is unmounted on close, so it opens fresh every time. */
export function DebtFormDialog({ opened, debt, onClose }: DebtFormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog opened={opened} title={debt ? 'Edit Debt' : 'Add Debt'} busy={busy} onClose={onClose}>
      <DebtForm key={debt?.id ?? 'new'} debt={debt} onDone={onClose} onBusyChange={setBusy} />
    </FormDialog>
  );
}

function DebtForm({ debt, onDone, onBusyChange }: { debt: Debt | null; onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const invalidate = useInvalidateMoneyData();
  // While the user has not chosen a type, the name suggests one.
  const typeChosen = useRef(debt !== null);
  // While the user has not flipped "Include in payoff plan" on a new debt, the type decides it.
  const inPlanChosen = useRef(debt !== null);

  const form = useForm<DebtFormValues>({
    mode: 'controlled',
    initialValues: debt ? debtFormValues(debt) : EMPTY_DEBT_FORM,
    validate: debtFormValidator({ debt }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (!typeChosen.current && values.debtName !== previous.debtName) {
        const suggested = suggestDebtType(values.debtName);
        if (suggested !== values.debtType) form.setFieldValue('debtType', suggested);
      }
      if (values.inPlan !== previous.inPlan && values.debtType === previous.debtType) inPlanChosen.current = true;
      if (!inPlanChosen.current && values.debtType !== previous.debtType) {
        form.setFieldValue('inPlan', inPlanByDefault(values.debtType));
      }
    },
  });

  const save = useFormDialogSave({
    messages: {
      added: 'Debt added successfully',
      addFailed: 'Failed to add debt',
      updated: 'Debt updated successfully',
      updateFailed: 'Failed to update debt',
    },
    form,
    onBusyChange,
    onDone,
    invalidate,
  });
  const create = trpc.debts.create.useMutation(save.create);
  const update = trpc.debts.update.useMutation(save.update);

  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    save.clearEditFailure();
    if (debt) update.mutate({ id: debt.id, ...toDebtUpdate(values, debt) });
    else create.mutate(toDebtInput(values));
  });

  const values = form.getValues();
  const isCard = values.debtType === 'credit_card';
  // A card with balances: its balance and APR are theirs; a percent rule sets the minimum.
  const derived = hasBalances(values) ? derivedCardFigures(values.balances) : null;
  const ruleMinimum = isCard
    ? ruleMinimumNow({ ...values, parts: derived ? values.balances : [], rule: values.minPaymentRule, today: localToday() })
    : null;
  const zeroMinimum = warnsOfZeroMinimum({
    isCard,
    minPayment: ruleMinimum ?? values.minPayment,
    interestRate: derived?.interestRate ?? values.interestRate,
  });
  const readOnly = (description: string) => ({ disabled: true, description, inputWrapperOrder: DESCRIPTION_BELOW });

  return (
    <form onSubmit={submit} noValidate aria-label={debt ? 'Edit debt' : 'Add debt'}>
      <Stack gap="md">
        <SaveFailureAlert message={save.editFailure} />
        <TextInput label="Debt Name" placeholder="e.g. Chase Credit Card" withAsterisk data-autofocus {...form.getInputProps('debtName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Debt Type"
            data={DEBT_TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('debtType')}
            onChange={(value) => {
              typeChosen.current = true;
              if (value) form.setFieldValue('debtType', value as DebtFormValues['debtType']);
            }}
          />
          <Select
            label="Pay Period"
            description="How often a payment is due"
            inputWrapperOrder={DESCRIPTION_BELOW}
            data={PAY_PERIOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('payPeriodFrequency')}
          />
          <MoneyInput
            label="Balance"
            withAsterisk
            placeholder="0.00"
            {...form.getInputProps('balance')}
            // A paid-off debt's balance comes back by reopening it (the API refuses a new one with 409).
            {...(debt?.isPaid ? readOnly(PAID_DEBT_BALANCE_MESSAGE) : {})}
            {...(derived ? { ...readOnly('The sum of the balances below'), value: derived.balance } : {})}
          />
          <PercentInput
            label="Interest Rate (APR)"
            withAsterisk
            placeholder="0.00"
            {...form.getInputProps('interestRate')}
            {...(derived ? { ...readOnly('The purchases APR (else the highest) of the balances below'), value: derived.interestRate } : {})}
          />
          <MoneyInput
            label="Minimum Payment"
            withAsterisk
            placeholder="0.00"
            {...form.getInputProps('minPayment')}
            {...(ruleMinimum !== null ? { ...readOnly('Set by the rule below: this month’s estimate'), value: ruleMinimum } : {})}
          />
          <MoneyInput
            label="Extra Payment"
            description="Paid on top of the minimum"
            inputWrapperOrder={DESCRIPTION_BELOW}
            placeholder="0.00"
            {...form.getInputProps('extraPayment')}
          />
          <DateField label="Due Date" withAsterisk {...form.getInputProps('dueDate')} />
          <DateField
            label="Statement Date"
            description="Optional"
            inputWrapperOrder={DESCRIPTION_BELOW}
            {...form.getInputProps('statementDate')}
          />
        </SimpleGrid>
        {zeroMinimum && (
          <Alert color="yellow" variant="light" role="status" icon={<IconAlertTriangle aria-hidden />}>
            {ZERO_MINIMUM_WARNING}
          </Alert>
        )}
        {isCard && <BalancesFields form={form} />}
        {isCard && <MinimumRuleField form={form} />}
        <PlanFields form={form} />
        <Textarea label="Notes" autosize minRows={2} maxRows={5} {...form.getInputProps('notes')} />
        <FormDialogActions editing={debt !== null} pending={pending} addLabel="Add Debt" onCancel={onDone} />
      </Stack>
    </form>
  );
}
