import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * The inline message of a rejected submit (see useSubmitFailure and useFormDialogSave); nothing
 * while there is none. Mantine's Alert has role="alert", so screen readers announce it.
 */
export function SubmitFailureAlert({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} data-testid={testId}>
      {message}
    </Alert>
  );
}
