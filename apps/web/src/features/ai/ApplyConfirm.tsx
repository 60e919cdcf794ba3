import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { ApplyPreviewOut } from '@paydown/domain';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import type { Suggestion } from './labels.ts';

type Change = ApplyPreviewOut['changes'][number];
type Figures = ApplyPreviewOut['plan']['before'];

const FIELD_LABEL: Record<Change['field'], string> = {
  extraPayment: 'extra payment a month',
  suggestedPaymentDate: 'payment date',
};

function valueOf(change: Change, value: string | null): string {
  if (change.field === 'extraPayment') return formatCurrencyDetailed(value ?? '0');
  return value === null ? 'the due date' : formatDate(value);
}

const dateOf = (f: Figures) => (f.debtFreeDate === null ? 'never' : formatDate(f.debtFreeDate));
const interestOf = (f: Figures) => (f.totalInterest === null ? 'never ends' : formatCurrencyDetailed(f.totalInterest));

/** One line of the preview: what, before → after. */
function Row({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td>{before}</Table.Td>
      <Table.Td aria-hidden>→</Table.Td>
      <Table.Td fw={700}>{after}</Table.Td>
    </Table.Tr>
  );
}

export function PreviewTable({ preview }: { preview: ApplyPreviewOut }) {
  const { before, after } = preview.plan;
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" aria-label="What applying changes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>Now</Table.Th>
          <Table.Th aria-hidden />
          <Table.Th>After applying</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preview.changes.map((c) => (
          <Row
            key={`${c.debtId}:${c.field}`}
            label={`${c.debtName}: ${FIELD_LABEL[c.field]}`}
            before={valueOf(c, c.before)}
            after={valueOf(c, c.after)}
          />
        ))}
        <Row label="Debt-free date" before={dateOf(before)} after={dateOf(after)} />
        <Row label="Total interest" before={interestOf(before)} after={interestOf(after)} />
      </Table.Tbody>
    </Table>
  );
}

export interface ApplyConfirmProps {
  /** The suggestion being confirmed; null: the dialog is closed. */
  suggestion: Suggestion | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (id: number) => void;
}

/**
 * Before a suggestion is applied: what it will change on the debt and the plan figures it moves
 * (debt-free date, total interest), before → after, as the server computes them from the plan. Nothing
 * is written until 'Apply' is pressed, and the change can be undone afterwards.
 */
export function ApplyConfirm({ suggestion, pending, onCancel, onConfirm }: ApplyConfirmProps) {
  const id = suggestion?.id ?? 0;
  const preview = trpc.ai.previewSuggestion.useQuery({ id }, { enabled: suggestion !== null, staleTime: 0, gcTime: 0 });
  return (
    <Modal opened={suggestion !== null} onClose={() => !pending && onCancel()} title="Apply this suggestion?" centered radius="lg">
      <Stack gap="md">
        {suggestion && (
          <Text size="sm" fw={600}>
            {suggestion.title}
          </Text>
        )}
        {preview.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Working out what changes…
            </Text>
          </Group>
        ) : preview.isError ? (
          <Alert color="red" variant="light">
            What this changes could not be worked out. Please try again.
          </Alert>
        ) : (
          <>
            <PreviewTable preview={preview.data} />
            <Text size="xs" c="dimmed">
              {preview.data.changes.length === 0
                ? 'This suggestion changes none of your debts: it is only marked as applied.'
                : 'You can undo this for 15 minutes after applying.'}
            </Text>
            {preview.data.changes
              .filter((c) => c.field === 'extraPayment')
              .map((c) => (
                <Text key={c.debtId} size="xs" c="dimmed">
                  The extra ends when {c.debtName} is paid off: only its minimum payment rolls on to your next debt.
                </Text>
              ))}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm(id)} loading={pending} disabled={!preview.isSuccess}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
