import { Anchor, Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import type { DebtImportResult } from '@paydown/domain';
import { MAX_IMPORT_CSV_CHARS, OPTIONAL_DEBT_CSV_COLUMNS, REQUIRED_DEBT_CSV_COLUMNS } from '@paydown/domain/data';
import { MAX_IMPORT_ROWS } from '@paydown/domain/schemas';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { formatCurrencyDetailed } from '../../lib/format.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';

const plural = (n: number) => `${n} debt${n === 1 ? '' : 's'}`;
/** The server explains what is wrong with a file (columns, size, rows); show its words. */
const failureMessage = (error: unknown, fallback: string) => describeApiError(error).serverMessage ?? fallback;

/** Debts → "Import from CSV": pick a file, preview every row (dry run), then import all or nothing. */
export function ImportDebtsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<DebtImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const invalidate = useInvalidateMoneyData();
  const check = trpc.data.importDebts.useMutation();
  const busy = check.isPending;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (picked: File | null) => {
    reset();
    if (!picked) return;
    // Checked here as well so a large file is not uploaded only to be refused.
    if (picked.size > MAX_IMPORT_CSV_CHARS) {
      setFailure(`The file is too large. Import at most ${MAX_IMPORT_CSV_CHARS / 1024} KB at a time.`);
      return;
    }
    const csv = await picked.text();
    setFile({ name: picked.name, csv });
    check.mutate(
      { csv, dryRun: true },
      { onSuccess: setPreview, onError: (error) => setFailure(failureMessage(error, 'Failed to read the file')) },
    );
  };

  const runImport = () => {
    if (!file) return;
    check.mutate(
      { csv: file.csv, dryRun: false },
      {
        onSuccess: (result) => {
          toastSuccess({ message: `Imported ${plural(result.imported)}` });
          void invalidate();
          close();
        },
        onError: (error) => setFailure(failureMessage(error, 'Failed to import debts')),
      },
    );
  };

  return (
    <FormDialog opened={opened} title="Import from CSV" busy={busy} onClose={close}>
      <Stack gap="md">
        <Text size="sm">
          One debt per row, with a header row. Required columns: {REQUIRED_DEBT_CSV_COLUMNS.join(', ')}. Optional:{' '}
          {OPTIONAL_DEBT_CSV_COLUMNS.join(', ')}. Dates as YYYY-MM-DD, amounts like 1234.50, at most {MAX_IMPORT_ROWS} rows. A file exported
          from Profile → Download your data imports as is.{' '}
          <Anchor href="/api/import/debts/template.csv" download>
            Download the template
          </Anchor>
        </Text>
        <Group gap="sm">
          <FileButton onChange={(f) => void choose(f)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} disabled={busy}>
                {file ? 'Choose another file' : 'Choose a CSV file'}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text size="sm" c="dimmed">
              {file.name}
            </Text>
          )}
        </Group>
        <SubmitFailureAlert message={failure} />
        {preview && <PreviewTable preview={preview} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={runImport}
            disabled={!preview || preview.invalidCount > 0 || preview.validCount === 0 || busy}
            loading={busy && preview !== null}
          >
            Import {plural(preview?.validCount ?? 0)}
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}

function PreviewTable({ preview }: { preview: DebtImportResult }) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} role="status">
        {preview.invalidCount === 0
          ? preview.validCount === 1
            ? '1 debt is ready to import.'
            : `All ${plural(preview.validCount)} are ready to import.`
          : `${preview.invalidCount} of ${preview.rows.length} rows have errors. Fix them in the file and choose it again: nothing is imported until every row is valid.`}
      </Text>
      {/* The scrolling viewport takes keyboard focus, so the rows past its edge can be scrolled to
          without a mouse (axe-core scrollable-region-focusable). */}
      <Table.ScrollContainer
        minWidth={480}
        maxHeight={320}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Import preview rows' } }}
      >
        <Table striped withTableBorder fz="sm" aria-label="Import preview">
          <Table.Thead>
            <Table.Tr>
              {/* Status next to the line: on a phone the table scrolls sideways, the verdict stays in view. */}
              <Table.Th>Line</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Debt</Table.Th>
              <Table.Th>Balance</Table.Th>
              <Table.Th>Due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  {row.valid ? (
                    <Badge color="teal" variant="light">
                      Valid
                    </Badge>
                  ) : (
                    <Text size="sm" c="red.8">
                      {row.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.debtName}</Table.Td>
                <Table.Td>{row.balance ? formatCurrencyDetailed(row.balance) : ''}</Table.Td>
                <Table.Td>{row.dueDate ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
