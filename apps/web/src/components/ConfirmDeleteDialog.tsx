import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDeleteDialogProps {
  opened: boolean;
  /** 'Delete Debt', 'Delete Income Source' */
  title: string;
  /** What is being deleted, as the user named it. */
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation of the Debts and Income screens ('This action cannot be undone'). */
export function ConfirmDeleteDialog({ opened, title, name, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Modal opened={opened} onClose={() => !pending && onCancel()} title={title} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">
          Are you sure you want to delete <strong>{name}</strong>? This action cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
