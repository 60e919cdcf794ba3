import { Button, Center, Group, Loader, Modal, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PaymentOut } from '@paydown/domain';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePaymentUndo } from './use-payment-undo.ts';
import { PART_KIND_LABELS } from '../../lib/card-part-labels.ts';

const HOW: Record<PaymentOut['kind'], string> = {
  logged: 'Logged',
  planned: 'Planned',
  marked_paid: 'Marked paid',
};

export interface PaymentHistoryDialogProps {
  /** The debt whose history is open, or null when closed. */
  debt: { id: number; debtName: string; isPaid: boolean } | null;
  onClose: () => void;
}

/** A history row's Delete (an active debt's payments only; a paid-off debt comes back with Reopen). */
function DeleteButton({ payment, pending, onDelete }: { payment: PaymentOut; pending: boolean; onDelete: () => void }) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      disabled={pending}
      onClick={onDelete}
      aria-label={`Delete payment of ${formatCurrencyDetailed(payment.amount)} on ${formatDate(payment.paymentDate)}`}
    >
      Delete
    </Button>
  );
}

/** A card payment's split among its balances: "Balance transfer $120.00 · Cash advance $500.00". */
function Split({ payment }: { payment: PaymentOut }) {
  if (!payment.parts || payment.parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      <VisuallyHidden>Split among the balances: </VisuallyHidden>
      {payment.parts.map((part) => `${PART_KIND_LABELS[part.kind]} ${formatCurrencyDetailed(part.amount)}`).join(' · ')}
    </Text>
  );
}

interface PaymentRowsProps {
  payments: readonly PaymentOut[];
  /** Deletes a payment, or undefined when payments cannot be deleted here (a paid-off debt). */
  onDelete: ((payment: PaymentOut) => void) | undefined;
  pending: boolean;
}

/** Wide screens: one table row per payment. */
function PaymentTable({ payments, onDelete, pending }: PaymentRowsProps) {
  return (
    <ScrollArea>
      <Table striped miw={560} aria-label="Payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance after</Table.Th>
            <Table.Th>How</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatDate(p.paymentDate)}</Table.Td>
              <Table.Td ta="right">
                {formatCurrencyDetailed(p.amount)}
                <Split payment={p} />
              </Table.Td>
              <Table.Td ta="right">{formatCurrencyDetailed(p.balanceAfter)}</Table.Td>
              <Table.Td>{HOW[p.kind]}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.note ?? ''}</Table.Td>
              <Table.Td>{onDelete && <DeleteButton payment={p} pending={pending} onDelete={() => onDelete(p)} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/**
 * Phones: one block per payment. The six-column table needs 560 px, so at 390 px its How, Note and
 * Delete columns sat off screen behind a sideways scroll nobody could see.
 */
function PaymentList({ payments, onDelete, pending }: PaymentRowsProps) {
  return (
    <Stack component="ul" aria-label="Payments" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {payments.map((p) => (
        <Stack component="li" key={p.id} gap={2} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700}>{formatCurrencyDetailed(p.amount)}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(p.paymentDate)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              Balance after {formatCurrencyDetailed(p.balanceAfter)} · {HOW[p.kind]}
            </Text>
            {onDelete && <DeleteButton payment={p} pending={pending} onDelete={() => onDelete(p)} />}
          </Group>
          <Split payment={p} />
          {p.note && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {p.note}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** A debt's payments, newest first: date, amount, balance after, how it was made, note. */
export function PaymentHistoryDialog({ debt, onClose }: PaymentHistoryDialogProps) {
  const history = trpc.payments.history.useQuery({ id: debt?.id ?? 0 }, { enabled: debt !== null });
  const { undoPayment, pending } = usePaymentUndo();
  const phone = useMediaQuery('(max-width: 36em)');
  const onDelete = debt && !debt.isPaid ? (p: PaymentOut) => undoPayment(debt.id, p.id) : undefined;
  const Rows = phone ? PaymentList : PaymentTable;
  return (
    <Modal opened={debt !== null} onClose={onClose} title={`Payment history — ${debt?.debtName ?? ''}`} size="xl" radius="lg" centered>
      {history.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading payments" />
        </Center>
      ) : history.isError ? (
        <Text c="red">Failed to load the payment history.</Text>
      ) : history.data.length === 0 ? (
        <Text c="dimmed">No payments recorded yet.</Text>
      ) : (
        <Rows payments={history.data} onDelete={onDelete} pending={pending} />
      )}
    </Modal>
  );
}
