import { describeApiError } from './api-error.ts';
import { toastError } from './toast.ts';

/**
 * The message of a failure toast: the spec's wording (`fallback`), except when the plan does not
 * allow the write (402 once a trial has ended): then the server's message, which says to upgrade.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const info = describeApiError(error);
  if (info.code === 'PAYMENT_REQUIRED' && info.serverMessage) return info.serverMessage;
  return fallback;
}

/** A red 'Error' toast for a failed write (see failureMessage). */
export function toastFailure(error: unknown, fallback: string): void {
  toastError({ message: failureMessage(error, fallback) });
}
