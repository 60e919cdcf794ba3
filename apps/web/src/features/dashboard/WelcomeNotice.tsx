import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useWelcomeNoticeRead } from '../../lib/welcome-flag.ts';

/**
 * Shown on the dashboard until marked read or dismissed (both set the local flag). Compact: the
 * plan's figures below it should stay on the first screen.
 */
export function WelcomeNotice() {
  const [read, markRead] = useWelcomeNoticeRead();
  if (read) return null;

  return (
    <Paper
      withBorder
      px="sm"
      py="xs"
      bg="var(--mantine-color-blue-light)"
      style={{ borderColor: 'var(--mantine-color-blue-2)' }}
      role="region"
      aria-label="Welcome to Paydown"
    >
      <Group align="center" wrap="nowrap" gap="sm">
        <ThemeIcon size={28} radius="xl" variant="white" color="blue" visibleFrom="xs">
          <IconConfetti size={16} aria-hidden />
        </ThemeIcon>
        {/* One row on a wide screen; on a phone the button goes under the text. */}
        <Group gap="xs" justify="space-between" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={0} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Text fw={700} size="sm">
              Welcome to Paydown!
            </Text>
            <Text size="xs">Add your debts and income sources to get personalised AI recommendations for faster debt payoff.</Text>
          </Stack>
          <Button size="compact-xs" variant="white" color="blue" onClick={markRead}>
            Mark as read
          </Button>
        </Group>
        <CloseButton size="sm" aria-label="Dismiss welcome notice" onClick={markRead} />
      </Group>
    </Paper>
  );
}
