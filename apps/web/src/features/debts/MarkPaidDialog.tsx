import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCurrencyDetailed } from '../../lib/format.ts';

export interface MarkPaidDialogProps {
  opened: boolean;
  /** The balance that will be recorded as the final payment. */
  balance: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Mark as Paid asks first, naming the amount it will record (one slip must not pay off a mortgage). */
export function MarkPaidDialog({ opened, balance, pending, onCancel, onConfirm }: MarkPaidDialogProps) {
  return (
    <Modal opened={opened} onClose={() => !pending && onCancel()} title="Mark as Paid" centered radius="lg">
      <Stack gap="md">
        <Text size="sm">This records a final payment of {formatCurrencyDetailed(balance)} and moves the debt to Past Debts.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Marking...' : 'Mark as Paid'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
