import { Button, Card, Checkbox, Group, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Debt, OfferEvaluationOut, OfferKind } from '@paydown/domain';
import { IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { MoneyInput, PercentInput } from '../../components/inputs.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { trpc } from '../../lib/trpc.ts';
import { EMPTY_OFFER, NEW_CARD, sourceDefaults, targetOptions, toOfferInput, validateOffer, type OfferFormValues } from './offer-form.ts';
import { OfferResult } from './OfferResult.tsx';

const KINDS: { value: OfferKind; label: string }[] = [
  { value: 'balance_transfer', label: 'Balance transfer' },
  { value: 'consolidation_loan', label: 'Consolidation loan' },
];

const MONTHS = { allowDecimal: false, allowNegative: false, hideControls: true, inputMode: 'numeric' } as const;

export interface OfferPanelProps {
  /** The unpaid debts in the plan: those an offer may name. */
  debts: readonly Debt[];
}

/**
 * "Compare an offer": a balance transfer or a consolidation loan, judged inside the user's plan by
 * the API (same engine, settings and monthly budget); nothing is saved.
 */
export function OfferPanel({ debts }: OfferPanelProps) {
  const [result, setResult] = useState<{ kind: OfferKind; evaluation: OfferEvaluationOut; target: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfferFormValues>({ mode: 'controlled', initialValues: EMPTY_OFFER, validate: validateOffer });
  const evaluate = trpc.plan.evaluateOffer.useMutation({
    onError: (error) => {
      const info = describeApiError(error);
      form.setErrors(info.fields);
      setFailure(Object.keys(info.fields).length > 0 ? null : (info.serverMessage ?? 'Failed to compare the offer'));
    },
  });
  const values = form.getValues();
  const options = debts.map((d) => ({ value: String(d.id), label: d.debtName }));

  // The card that receives the balance, named in the answer; null: a new card (or a loan).
  const targetName = (v: OfferFormValues) =>
    v.kind === 'balance_transfer' && v.toDebtId !== NEW_CARD ? (debts.find((d) => String(d.id) === v.toDebtId)?.debtName ?? null) : null;

  const submit = form.onSubmit((v) => {
    setFailure(null);
    evaluate.mutate(toOfferInput(v), { onSuccess: (evaluation) => setResult({ kind: v.kind, evaluation, target: targetName(v) }) });
  });

  return (
    <Card role="region" aria-labelledby="compare-offer-title">
      <Stack gap="md">
        <div>
          <SectionTitle
            id="compare-offer-title"
            title="Compare an offer"
            figure="an offer's savings"
            help="Your plan is computed twice with the same monthly budget and order, without the offer and with it; net savings are the interest saved minus the fee. Nothing is saved."
          />
          <Text size="sm" c="dimmed">
            A 0% balance transfer or a consolidation loan: see what it really saves in your plan, the fee included.
          </Text>
        </div>
        <form onSubmit={submit} noValidate aria-label="Offer">
          <Stack gap="sm">
            <SegmentedControl
              data={KINDS}
              value={values.kind}
              onChange={(kind: OfferKind) => {
                form.setFieldValue('kind', kind);
                form.clearErrors();
                setResult(null);
              }}
              aria-label="Offer type"
              fullWidth
            />
            {values.kind === 'balance_transfer' ? (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <Select
                  label="Move from"
                  placeholder="Choose a debt"
                  data={options}
                  {...form.getInputProps('fromDebtId')}
                  onChange={(id: string | null) =>
                    form.setValues({
                      fromDebtId: id,
                      ...sourceDefaults(
                        debts.find((d) => String(d.id) === id),
                        values.toDebtId,
                      ),
                    })
                  }
                />
                <Select
                  label="Move to"
                  data={targetOptions(debts, values.fromDebtId)}
                  allowDeselect={false}
                  {...form.getInputProps('toDebtId')}
                />
                <MoneyInput label="Amount" placeholder="0.00" {...form.getInputProps('amount')} />
                <PercentInput label="Transfer fee" {...form.getInputProps('feePercent')} />
                <PercentInput label="Promotional APR" {...form.getInputProps('promoApr')} />
                <NumberInput label="Promotional months" {...MONTHS} {...form.getInputProps('promoMonths')} />
                <PercentInput label="APR after" placeholder="0.00" {...form.getInputProps('aprAfter')} />
                <Checkbox
                  label="Deferred interest"
                  description="A balance left when the promotion ends is charged all the interest since the transfer."
                  {...form.getInputProps('deferredInterest', { type: 'checkbox' })}
                />
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <MultiSelect
                  label="Debts to pay off"
                  placeholder={values.debtIds.length === 0 ? 'Choose debts' : undefined}
                  data={options}
                  {...form.getInputProps('debtIds')}
                />
                <PercentInput label="Loan APR" placeholder="0.00" {...form.getInputProps('apr')} />
                <NumberInput label="Term (months)" {...MONTHS} {...form.getInputProps('termMonths')} />
                <PercentInput label="Origination fee" placeholder="0.00" {...form.getInputProps('originationFeePercent')} />
              </SimpleGrid>
            )}
            <SubmitFailureAlert message={failure} />
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconScale size={16} aria-hidden />} disabled={evaluate.isPending}>
                {evaluate.isPending ? 'Comparing...' : 'Compare'}
              </Button>
            </Group>
          </Stack>
        </form>
        {result && <OfferResult evaluation={result.evaluation} kind={result.kind} target={result.target} />}
      </Stack>
    </Card>
  );
}
