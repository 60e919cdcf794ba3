import { Button, Center, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import type { PaymentOut } from '@paydown/domain';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePaymentUndo } from './use-payment-undo.ts';

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

/** A debt's payments, newest first: date, amount, balance after, how it was made, note. */
export function PaymentHistoryDialog({ debt, onClose }: PaymentHistoryDialogProps) {
  const history = trpc.payments.history.useQuery({ id: debt?.id ?? 0 }, { enabled: debt !== null });
  const { undoPayment, pending } = usePaymentUndo();
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
              {history.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDate(p.paymentDate)}</Table.Td>
                  <Table.Td ta="right">{formatCurrencyDetailed(p.amount)}</Table.Td>
                  <Table.Td ta="right">{formatCurrencyDetailed(p.balanceAfter)}</Table.Td>
                  <Table.Td>{HOW[p.kind]}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.note ?? ''}</Table.Td>
                  <Table.Td>
                    {/* A paid-off debt is brought back with Reopen, not by deleting its final payment here. */}
                    {debt && !debt.isPaid && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        disabled={pending}
                        onClick={() => undoPayment(debt.id, p.id)}
                        aria-label={`Delete payment of ${formatCurrencyDetailed(p.amount)} on ${formatDate(p.paymentDate)}`}
                      >
                        Delete
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Modal>
  );
}
