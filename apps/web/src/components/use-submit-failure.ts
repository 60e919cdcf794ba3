import { useState } from 'react';
import { describeApiError } from '../lib/api-error.ts';
import { toastError } from '../lib/toast.ts';

export interface SubmitFailureTexts {
  toastTitle: string;
  /** Shown in the inline alert when the server sent no message (e.g. a network failure). */
  alertDefault: string;
  /** The toast's message when the server sent no message. */
  toastDefault: string;
}

/**
 * A rejected submit, reported three ways: the server's message inline (`message`, for
 * SubmitFailureAlert), the server's per-field messages under their inputs, and a toast.
 */
export function useSubmitFailure(
  form: { setErrors: (errors: Record<string, string>) => void },
  { toastTitle, alertDefault, toastDefault }: SubmitFailureTexts,
) {
  const [message, setMessage] = useState<string | null>(null);

  const report = (error: unknown) => {
    const { serverMessage, fields } = describeApiError(error);
    setMessage(serverMessage ?? alertDefault);
    form.setErrors(fields);
    toastError({ title: toastTitle, message: serverMessage ?? toastDefault });
  };

  return { message, clear: () => setMessage(null), report };
}
