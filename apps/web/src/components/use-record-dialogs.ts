import { useState } from 'react';

/** Which dialog of a list screen is open, and for which record. */
export type RecordDialog<T> = { kind: 'add' } | { kind: 'edit'; record: T } | { kind: 'delete'; record: T } | null;

export interface RecordDialogs<T> {
  dialog: RecordDialog<T>;
  openAdd: () => void;
  openEdit: (record: T) => void;
  openDelete: (record: T) => void;
  close: () => void;
  /** The add/edit dialog is open. */
  formOpened: boolean;
  /**
   * The record the add/edit form shows: null for 'add'. It stays the last one while the dialog
   * animates out, so the form does not flash empty fields as it closes.
   */
  formRecord: T | null;
  deleteOpened: boolean;
  /** The record being deleted; the last one while the confirmation animates out. */
  deleteRecord: T | null;
}

/**
 * The add / edit / delete dialogs of a list screen (Debts, Income, and the ones to come): one open
 * at a time, each remembering its record while it closes.
 */
export function useRecordDialogs<T>(): RecordDialogs<T> {
  const [dialog, setDialog] = useState<RecordDialog<T>>(null);
  // Kept while a dialog animates out.
  const [lastForm, setLastForm] = useState<T | null>(null);
  const [lastDelete, setLastDelete] = useState<T | null>(null);

  return {
    dialog,
    openAdd: () => {
      setLastForm(null);
      setDialog({ kind: 'add' });
    },
    openEdit: (record) => {
      setLastForm(record);
      setDialog({ kind: 'edit', record });
    },
    openDelete: (record) => {
      setLastDelete(record);
      setDialog({ kind: 'delete', record });
    },
    close: () => setDialog(null),
    formOpened: dialog?.kind === 'add' || dialog?.kind === 'edit',
    formRecord: dialog?.kind === 'edit' ? dialog.record : dialog?.kind === 'add' ? null : lastForm,
    deleteOpened: dialog?.kind === 'delete',
    deleteRecord: dialog?.kind === 'delete' ? dialog.record : lastDelete,
  };
}
