import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's main figure (a debt's balance, an income's amount), larger than its other Facts. */
export function KeyFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </div>
  );
}
