import { Text } from '@mantine/core';

/** Where a setting that saves on its own stands: being saved, saved, or nothing to say. */
export type SaveState = 'saving' | 'saved' | null;

/**
 * "Saving…" then "Saved" beside a control that saves without a button, so the user knows what they
 * set has reached the server. A live region: screen readers hear the change too.
 */
export function SaveStatus({ state, label }: { state: SaveState; label: string }) {
  return (
    <Text size="xs" c="dimmed" role="status" aria-label={`${label} save status`} aria-live="polite">
      {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : ''}
    </Text>
  );
}
