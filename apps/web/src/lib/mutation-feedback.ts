import { describeApiError, isOfflineRefusal } from './api-error.ts';
import { OFFLINE_WRITE_MESSAGE } from './offline-writes.ts';
import { toastError } from './toast.ts';

/**
 * The message of a failure toast: the spec's wording (`fallback`), except when the plan does not
 * allow the write (402 once a trial has ended): then the server's message, which says to upgrade;
 * and while offline, that nothing can be saved until the connection returns.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isOfflineRefusal(error)) return OFFLINE_WRITE_MESSAGE;
  const info = describeApiError(error);
  if (info.code === 'PAYMENT_REQUIRED' && info.serverMessage) return info.serverMessage;
  return fallback;
}

/** A red 'Error' toast for a failed write (see failureMessage). */
export function toastFailure(error: unknown, fallback: string): void {
  toastError({ message: failureMessage(error, fallback) });
}
