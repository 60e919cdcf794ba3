import { Button, Notification } from '@mantine/core';
import { useState } from 'react';
import { activateUpdate } from '../lib/service-worker.ts';

/**
 * A new version is installed: the user reloads into it when ready (nothing reloads by itself), or
 * closes the prompt and goes on with this version until the next visit.
 */
export function UpdatePrompt() {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Notification
      role="status"
      title="A new version of Paydown is ready"
      onClose={() => setClosed(true)}
      closeButtonProps={{ 'aria-label': 'Close notification' }}
      color="paydown"
      pos="fixed"
      top={12}
      left={12}
      right={12}
      mx="auto"
      maw={420}
      style={{ zIndex: 1100 }}
    >
      <Button size="xs" mt="xs" onClick={() => activateUpdate()}>
        Reload
      </Button>
    </Notification>
  );
}
