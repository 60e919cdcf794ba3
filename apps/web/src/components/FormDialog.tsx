import { Button, Group, Modal, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  opened: boolean;
  title: string;
  /** While a save runs the dialog cannot be closed (Escape, outside click, close button). */
  busy: boolean;
  onClose: () => void;
  /**
   * The form. It is unmounted when the dialog closes, so every opening starts from fresh values
   * (after a successful save the next opening shows an empty form again).
   */
  children: ReactNode;
}

/** A dialog for an add/edit form: centred on larger screens, full screen on phones. */
export function FormDialog({ opened, title, busy, onClose, children }: FormDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={title}
      size="lg"
      radius="lg"
      centered={!phone}
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': 'Close dialog', disabled: busy }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

export interface DialogActionsProps {
  onCancel: () => void;
  /** A request runs: both buttons are disabled, so the form is neither sent twice nor left mid-way. */
  busy: boolean;
  /** The submit button's text, e.g. 'Turn on', or 'Checking...' while busy. */
  submitLabel: string;
  submitColor?: MantineColor;
  /** The submit button waits for something besides the request (e.g. the set-up data). */
  submitDisabled?: boolean;
}

/** A form dialog's Cancel and submit buttons, right-aligned. */
export function DialogActions({ onCancel, busy, submitLabel, submitColor, submitDisabled = false }: DialogActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" color={submitColor} disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
