import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { serverMessageOr } from '../lib/api-error.ts';

/** 'Try again' under a failed read. */
export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onClick}>
      Try again
    </Button>
  );
}

/** A read that failed: what could not be loaded, the server's reason when it gave one, and a retry. */
export function LoadErrorAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{serverMessageOr(error, 'Please check your connection and try again.')}</Text>
        <RetryButton onClick={onRetry} />
      </Stack>
    </Alert>
  );
}
