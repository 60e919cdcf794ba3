import type { ReactNode } from 'react';
import { OFFLINE_WRITE_MESSAGE, OFFLINE_WRITE_TITLE } from './offline-writes.ts';
import { isOnline } from './online.ts';

/** Default toast duration: 5 s. */
export const TOAST_DURATION_MS = 5000;

interface ToastOptions {
  title?: string;
  /** Text, or text with an action (the Undo toast, lib/undo-toast.tsx). */
  message?: ReactNode;
  autoClose?: number;
}

// Loaded on first use (and by the container, mounted then), keeping it out of the first paint.
const loadNotifications = () => import('@mantine/notifications');

let toastRaised = false;
const listeners = new Set<() => void>();

/**
 * Whether any toast has been raised in this tab: the toasts' container (and its code) is mounted
 * from then on, so a page that never shows a toast never downloads it.
 */
export function subscribeToastRaised(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const wasToastRaised = () => toastRaised;

/**
 * At most one toast is visible. <Notifications limit={1}> would queue the next
 * one behind the current; a new toast replaces the old one instead, so the latest outcome is
 * what the user reads.
 */
function show(color: string, { title, message, autoClose = TOAST_DURATION_MS }: ToastOptions) {
  if (!toastRaised) {
    toastRaised = true;
    listeners.forEach((listener) => listener());
  }
  void loadNotifications().then(({ notifications }) => {
    notifications.clean();
    // Mantine's close button is an icon alone: without a name a screen reader says only "button".
    notifications.show({
      title,
      message: message ?? '',
      color,
      autoClose,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Close notification' },
    });
  });
}

/** A success toast: title 'Success' unless the spec gives another one. */
export function toastSuccess(options: ToastOptions) {
  show('teal', { title: 'Success', ...options });
}

/**
 * A failure toast: title 'Error' unless the spec gives another one; red. While the browser is
 * offline every failure comes from that (reads wait for the connection, writes are refused before
 * they are sent), so the toast says so instead of a screen's own failure words.
 */
export function toastError(options: ToastOptions) {
  if (!isOnline()) {
    show('red', { ...options, title: OFFLINE_WRITE_TITLE, message: OFFLINE_WRITE_MESSAGE });
    return;
  }
  show('red', { title: 'Error', ...options });
}

/** A neutral, informational toast. */
export function toastInfo(options: ToastOptions) {
  show('blue', options);
}
