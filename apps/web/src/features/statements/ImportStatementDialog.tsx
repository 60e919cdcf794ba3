import { Badge, Button, FileButton, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import type { CsvStatementMapping, StatementAccountPreview, StatementImportResult, StatementLineOut } from '@paydown/domain';
import { parseCsv } from '@paydown/domain/data';
import { stripBom } from '@paydown/domain/statements';
import { IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { CsvMappingFields, isCompleteMapping } from './CsvMappingFields.tsx';
import { readStatementFile } from './read-file.ts';

/** What the import does with each line, in words. */
const FATE: Record<StatementLineOut['fate'], { label: string; color: string }> = {
  log: { label: 'Will be logged', color: 'teal' },
  matched: { label: 'Already logged', color: 'blue' },
  imported: { label: 'Imported before', color: 'gray' },
  record: { label: 'Kept with the statement', color: 'gray' },
};

const KIND: Record<StatementLineOut['kind'], string> = {
  payment: 'Payment',
  credit: 'Credit',
  purchase: 'Purchase',
  cash_advance: 'Cash advance',
  fee: 'Fee',
  interest: 'Interest',
};

const failureMessage = (error: unknown, fallback: string) => describeApiError(error).serverMessage ?? fallback;

export interface ImportStatementDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The debts a statement can be imported into. */
  debts: readonly { id: number; debtName: string }[];
}

/** Debts → "Import a statement": drop or choose an OFX/QFX or CSV file, see each line's fate (dry run), then import it all. */
export function ImportStatementDialog({ opened, onClose, debts }: ImportStatementDialogProps) {
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [debtId, setDebtId] = useState<number | null>(null);
  const [preview, setPreview] = useState<StatementImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [mapping, setMapping] = useState<CsvStatementMapping | null>(null);
  const invalidate = useInvalidateMoneyData();
  const utils = trpc.useUtils();
  const run = trpc.statements.import.useMutation();
  const busy = run.isPending;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setFailure(null);
    setMapping(null);
  };
  const close = () => {
    reset();
    setDebtId(null);
    onClose();
  };

  const previewOf = (content: string, name: string, debt: number | null, columns: CsvStatementMapping | null = mapping) => {
    setFailure(null);
    run.mutate(
      { content, filename: name, dryRun: true, ...(debt !== null ? { debtId: debt } : {}), ...(columns ? { mapping: columns } : {}) },
      {
        onSuccess: (result) => {
          setPreview(result);
          setMapping(result.mapping);
          const mapped = result.accounts[0]?.debtId ?? null;
          if (debt === null && mapped !== null) setDebtId(mapped);
        },
        onError: (error) => {
          setPreview(null);
          setFailure(failureMessage(error, 'Failed to read the file'));
        },
      },
    );
  };

  const remap = (next: CsvStatementMapping) => {
    setMapping(next);
    if (file && isCompleteMapping(next)) previewOf(file.content, file.name, debtId, next);
  };

  const choose = async (picked: File | null) => {
    reset();
    if (!picked) return;
    const read = await readStatementFile(picked);
    if ('error' in read) return setFailure(read.error);
    setFile({ name: picked.name, content: read.text });
    previewOf(read.text, picked.name, debtId, null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void choose(event.dataTransfer.files.item(0));
  };

  const pickDebt = (value: string | null) => {
    const id = value === null ? null : Number(value);
    setDebtId(id);
    if (file) previewOf(file.content, file.name, id);
  };

  const runImport = () => {
    if (!file) return;
    run.mutate(
      {
        content: file.content,
        filename: file.name,
        dryRun: false,
        ...(debtId !== null ? { debtId } : {}),
        ...(isCompleteMapping(mapping) ? { mapping } : {}),
      },
      {
        onSuccess: (result) => {
          const n = result.paymentsLogged;
          toastSuccess({
            message:
              result.statementsStored === 0 && n === 0
                ? 'This statement was imported before: nothing changed'
                : `Statement imported: ${n} payment${n === 1 ? '' : 's'} logged`,
          });
          void invalidate();
          void utils.statements.list.invalidate();
          close();
        },
        onError: (error) => setFailure(failureMessage(error, 'Failed to import the statement')),
      },
    );
  };

  const unmapped = preview?.accounts.some((a) => a.debtId === null) ?? true;
  // A CSV's header row, for choosing its columns (an OFX file names its own fields).
  const headers = file && !/<OFX>/i.test(file.content) ? (parseCsv(stripBom(file.content))[0] ?? []) : null;
  return (
    <FormDialog opened={opened} title="Import a statement" busy={busy} onClose={close}>
      <Stack gap="md">
        <Text size="sm">
          Your lender&apos;s statement file: OFX or QFX (Quicken, Money), or the card&apos;s CSV export. Payments not yet logged are logged,
          a payment you logged already is matched, and the balance is set to the statement&apos;s closing balance. Importing the same file
          again changes nothing.
        </Text>
        <Paper withBorder p="md" onDragOver={(e) => e.preventDefault()} onDrop={onDrop} aria-label="Drop a statement file here">
          <Group gap="sm" justify="center">
            <FileButton onChange={(f) => void choose(f)} accept=".ofx,.qfx,.csv,text/csv,application/x-ofx">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} disabled={busy}>
                  {file ? 'Choose another file' : 'Choose a statement file'}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {file ? file.name : 'or drop it here'}
            </Text>
          </Group>
        </Paper>
        <Select
          label="Debt"
          placeholder="Choose the debt this statement is for"
          data={debts.map((d) => ({ value: String(d.id), label: d.debtName }))}
          value={debtId === null ? null : String(debtId)}
          onChange={pickDebt}
          disabled={busy}
        />
        {headers && headers.length > 0 && <CsvMappingFields headers={headers} mapping={mapping} onChange={remap} disabled={busy} />}
        <SubmitFailureAlert message={failure} />
        {preview?.accounts.map((account, i) => (
          <AccountPreview key={`${account.account}-${i}`} account={account} />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!preview || unmapped || busy} loading={busy && preview !== null}>
            Import
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}

function AccountPreview({ account }: { account: StatementAccountPreview }) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} role="status">
        {account.lender ? `${account.lender} ` : ''}
        {account.account}: {formatDate(account.periodStart)} – {formatDate(account.periodEnd)}
        {account.closingBalance !== null ? `, closing balance ${formatCurrencyDetailed(account.closingBalance)}` : ''}
        {account.alreadyImported ? ' (imported before)' : ''}
      </Text>
      <Text size="sm" c="dimmed">
        Payments {formatCurrencyDetailed(account.payments)} · Purchases {formatCurrencyDetailed(account.purchases)} · Fees{' '}
        {formatCurrencyDetailed(account.fees)} · Interest charged {formatCurrencyDetailed(account.interestCharged)}
        {account.newBalance !== null ? ` · New balance ${formatCurrencyDetailed(account.newBalance)}` : ''}
      </Text>
      <Table.ScrollContainer
        minWidth={480}
        maxHeight={320}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Statement lines' } }}
      >
        <Table striped withTableBorder fz="sm" aria-label="Statement preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Fate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {account.lines.map((line) => (
              <Table.Tr key={line.fitid}>
                <Table.Td>{formatDate(line.postedOn)}</Table.Td>
                <Table.Td>
                  {KIND[line.kind]}: {line.description}
                </Table.Td>
                <Table.Td>{formatCurrencyDetailed(line.amount)}</Table.Td>
                <Table.Td>
                  <Badge color={FATE[line.fate].color} variant="light">
                    {FATE[line.fate].label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
