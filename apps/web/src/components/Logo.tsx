import { Group, Text } from '@mantine/core';

/** The Paydown mark: a "P" whose stem steps down, like a balance going to zero. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-paydown-filled)" />
      <path d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M19 25l4-4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Wordmark({ size = 32 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      <Text component="span" fw={800} fz={size * 0.68} lh={1} c="var(--mantine-color-text)" style={{ letterSpacing: -0.5 }}>
        Paydown
      </Text>
    </Group>
  );
}
