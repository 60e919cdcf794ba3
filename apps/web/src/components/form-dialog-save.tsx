import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { describeApiError, serverRefusal } from '../lib/api-error.ts';
import { failureMessage, toastFailure } from '../lib/mutation-feedback.ts';
import { toastSuccess } from '../lib/toast.ts';
import { SubmitFailureAlert } from './SubmitFailureAlert.tsx';

/** The texts of one add/edit dialog, e.g. 'Debt added successfully' / 'Failed to add debt'. */
export interface FormDialogSaveMessages {
  added: string;
  addFailed: string;
  updated: string;
  updateFailed: string;
}

export interface FormDialogSaveOptions {
  messages: FormDialogSaveMessages;
  /** Receives the server's per-field messages, so they show under the inputs. */
  form: { setErrors: (errors: Record<string, string>) => void };
  /** Tells the dialog a save runs, so it cannot be closed meanwhile (see FormDialog). */
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
  /** The saved item shows elsewhere too (lists, dashboard), which must be read again. */
  invalidate: () => Promise<unknown>;
}

/**
 * The feedback of an add/edit form dialog, as options for its create and update mutations:
 * success closes the dialog with a toast; a failed add is toasted, while a failed edit is not
 * (the user is still in the dialog to read the reason) and shows as `editFailure` inside it instead. A failed add the server
 * explains without naming a field also shows its message there.
 */
export function useFormDialogSave({ messages, form, onBusyChange, onDone, invalidate }: FormDialogSaveOptions) {
  const [editFailure, setEditFailure] = useState<string | null>(null);

  const saved = (message: string) => () => {
    toastSuccess({ message });
    onDone();
    void invalidate();
  };

  return {
    editFailure,
    /** Before each submit, so an earlier failure does not outlive the retry. */
    clearEditFailure: () => setEditFailure(null),
    create: {
      onMutate: () => onBusyChange(true),
      onSettled: () => onBusyChange(false),
      onSuccess: saved(messages.added),
      onError: (error: unknown) => {
        form.setErrors(describeApiError(error).fields);
        toastFailure(error, messages.addFailed);
        // A refusal no field shows (the cap on debts per account): the server's words, which say
        // what to do, stay in the dialog beside the toast.
        setEditFailure(serverRefusal(error) ?? null);
      },
    },
    update: {
      onMutate: () => onBusyChange(true),
      onSettled: () => onBusyChange(false),
      onSuccess: saved(messages.updated),
      onError: (error: unknown) => {
        console.error(messages.updateFailed, error);
        form.setErrors(describeApiError(error).fields);
        setEditFailure(failureMessage(error, messages.updateFailed));
      },
    },
  };
}

/** Where useFormDialogSave's `editFailure` shows, since a failed edit is not toasted. */
export function SaveFailureAlert({ message }: { message: string | null }) {
  return <SubmitFailureAlert message={message} />;
}

export interface FormDialogActionsProps {
  editing: boolean;
  /** A save runs: both buttons are disabled so the form cannot be sent twice or left mid-save. */
  pending: boolean;
  /** The submit button's text when adding, e.g. 'Add Debt'. */
  addLabel: string;
  onCancel: () => void;
}

/** Cancel and submit; the submit text says whether the dialog adds or saves, and that it is busy. */
export function FormDialogActions({ editing, pending, addLabel, onCancel }: FormDialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Adding...' : addLabel}
      </Button>
    </Group>
  );
}
