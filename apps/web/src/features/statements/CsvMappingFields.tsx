import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CsvStatementMapping } from '@paydown/domain';

export interface CsvMappingFieldsProps {
  /** The file's header row. */
  headers: readonly string[];
  /** The mapping in use (detected or chosen); null while none is complete. */
  mapping: CsvStatementMapping | null;
  onChange: (mapping: CsvStatementMapping) => void;
  disabled: boolean;
}

const EMPTY: CsvStatementMapping = {
  date: '',
  description: '',
  amount: null,
  chargesPositive: false,
  debit: null,
  credit: null,
  type: null,
  account: null,
};

/** A card CSV's columns: which header is the date, the description and the amount (or debit and credit). */
export function CsvMappingFields({ headers, mapping, onChange, disabled }: CsvMappingFieldsProps) {
  const current = mapping ?? EMPTY;
  const data = headers.map((h) => ({ value: h, label: h }));
  const pick = (key: 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'type') => (value: string | null) => {
    const next = { ...current, [key]: key === 'date' || key === 'description' ? (value ?? '') : value };
    // One signed amount column, or debit and credit: choosing one clears the other way.
    if (key === 'amount' && value) Object.assign(next, { debit: null, credit: null });
    if ((key === 'debit' || key === 'credit') && value) next.amount = null;
    onChange(next);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Columns
      </Text>
      <Text size="xs" c="dimmed">
        Detected from the header; change any that is wrong. Paydown remembers them for files with this header.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Select label="Date" data={data} value={current.date || null} onChange={pick('date')} disabled={disabled} />
        <Select label="Description" data={data} value={current.description || null} onChange={pick('description')} disabled={disabled} />
        <Select label="Amount" data={data} value={current.amount} onChange={pick('amount')} clearable disabled={disabled} />
        <Select
          label="In the amount column, a charge is"
          data={[
            { value: 'negative', label: 'Negative (−45.00)' },
            { value: 'positive', label: 'Positive (45.00)' },
          ]}
          value={current.chargesPositive ? 'positive' : 'negative'}
          onChange={(v) => onChange({ ...current, chargesPositive: v === 'positive' })}
          disabled={disabled || current.amount === null}
        />
      </SimpleGrid>
      <Group grow gap="xs">
        <Select label="Debit (charges)" data={data} value={current.debit} onChange={pick('debit')} clearable disabled={disabled} />
        <Select label="Credit (payments)" data={data} value={current.credit} onChange={pick('credit')} clearable disabled={disabled} />
      </Group>
    </Stack>
  );
}

/** A mapping the import can use: a date, a description, and an amount or both debit and credit. */
export function isCompleteMapping(m: CsvStatementMapping | null): m is CsvStatementMapping {
  return !!m && m.date !== '' && m.description !== '' && (m.amount !== null || (m.debit !== null && m.credit !== null));
}
