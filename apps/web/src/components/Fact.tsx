import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over a value, for the figures on a card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="sm" fw={600} lh={1.4}>
        {children}
      </Text>
    </div>
  );
}
