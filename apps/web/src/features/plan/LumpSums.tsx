import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LumpSumInput, LumpSumOut } from '@paydown/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { DateField, MoneyInput } from '../../components/inputs.tsx';
import type { FormEvent, ReactNode } from 'react';
import { useDomainSchema } from '../../lib/domain-schema.ts';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { HELP } from './help.ts';

interface LumpSumFormValues {
  date: string;
  amount: number | string;
  note: string;
}

const EMPTY: LumpSumFormValues = { date: '', amount: '', note: '' };
const prepare = (v: LumpSumFormValues) => ({ ...v, note: v.note.trim() === '' ? undefined : v.note });

/**
 * Lump sums ("snowflakes"): one-off amounts on a date, listed with a remove button, and a small
 * form to add one. `onAdd` resolves true when the server took it (the form then empties).
 */
export function LumpSums({
  lumpSums,
  adding,
  removingId,
  onAdd,
  onRemove,
  effect,
  draftEffect,
}: {
  lumpSums: readonly LumpSumOut[];
  adding: boolean;
  removingId: number | null;
  onAdd: (input: LumpSumInput) => Promise<boolean>;
  onRemove: (id: number) => void;
  /** What the saved lump sums do to the plan (WhatIfEffect); shown while nothing is being typed. */
  effect?: ReactNode;
  /** What adding the lump sum being typed would do, once its date and amount are valid. */
  draftEffect?: (input: LumpSumInput) => ReactNode;
}) {
  // The schema (zod with it) loads at the first key press or tap, not with the Plan screen.
  const check = useDomainSchema((domain) => domain.lumpSumInputSchema);
  const form = useForm<LumpSumFormValues>({ initialValues: EMPTY, validate: (v) => check.validate(prepare(v)) });
  const typed = check.safeParse(prepare(form.getValues()));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await check.ready();
    if (form.validate().hasErrors) return;
    const parsed = check.safeParse(prepare(form.getValues()));
    if (parsed?.success && (await onAdd(parsed.data))) form.reset();
  };

  return (
    <Stack gap="xs">
      <Group gap={4}>
        <Text fw={700}>Lump sums</Text>
        <HowCalculated figure="a lump sum">{HELP.lumpSums}</HowCalculated>
      </Group>
      {lumpSums.length === 0 ? (
        <Text size="sm" c="dimmed">
          A tax refund or a bonus? Add it here and see how much sooner you are debt-free.
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Lump sums">
          {lumpSums.map((lump) => (
            <Paper component="li" key={lump.id} withBorder radius="md" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={700}>
                    {formatCurrencyDetailed(lump.amount)} on {formatDate(lump.date)}
                  </Text>
                  {lump.note && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {lump.note}
                    </Text>
                  )}
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${formatCurrencyDetailed(lump.amount)} on ${formatDate(lump.date)}`}
                  loading={removingId === lump.id}
                  onClick={() => onRemove(lump.id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {typed?.success && draftEffect ? draftEffect(typed.data) : effect}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a lump sum">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <DateField label="Date" size="xs" w={150} {...form.getInputProps('date')} />
          <MoneyInput label="Amount" size="xs" w={120} placeholder="0.00" {...form.getInputProps('amount')} />
          <TextInput label="Note" size="xs" placeholder="Tax refund" style={{ flex: 1, minWidth: 120 }} {...form.getInputProps('note')} />
          <Button type="submit" size="xs" mt={22} leftSection={<IconPlus size={14} aria-hidden />} loading={adding}>
            Add lump sum
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
