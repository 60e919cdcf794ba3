import { Button, Group, Text } from '@mantine/core';
import { toastSuccess } from './toast.ts';

/** How long a payment's success toast offers to undo it: 10 s, long enough to notice a wrong amount. */
export const UNDO_WINDOW_MS = 10_000;

/**
 * A success toast with an "Undo" button that stays for 10 seconds: a logged payment or Mark as
 * Paid can be taken back with one tap. Undo runs once (the toast is replaced by its outcome).
 */
export function toastSuccessWithUndo({
  title,
  message,
  onUndo,
  autoClose = UNDO_WINDOW_MS,
}: {
  title?: string;
  message: string;
  onUndo: () => void;
  /** How long the toast stays; the default is 10 s. */
  autoClose?: number;
}) {
  let used = false;
  toastSuccess({
    ...(title ? { title } : {}),
    autoClose,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ minWidth: 0 }}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            if (used) return;
            used = true;
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
