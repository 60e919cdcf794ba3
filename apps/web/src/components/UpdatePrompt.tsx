import { Button, Notification } from '@mantine/core';
import { activateUpdate } from '../lib/service-worker.ts';

/** A new version is installed: the user reloads into it when ready (nothing reloads by itself). */
export function UpdatePrompt() {
  return (
    <Notification
      role="status"
      title="A new version of Paydown is ready"
      withCloseButton={false}
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
