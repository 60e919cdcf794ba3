import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useWelcomeNoticeRead } from '../../lib/welcome-flag.ts';

/** Shown on the dashboard until marked read or dismissed (both set the local flag). */
export function WelcomeNotice() {
  const [read, markRead] = useWelcomeNoticeRead();
  if (read) return null;

  return (
    <Paper
      withBorder
      p="lg"
      bg="var(--mantine-color-blue-light)"
      style={{ borderColor: 'var(--mantine-color-blue-2)' }}
      role="region"
      aria-label="Welcome to Paydown"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="xl" variant="white" color="blue">
          <IconConfetti size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={700}>Welcome to Paydown!</Text>
          <Text size="sm">Add your debts and income sources to get personalised AI recommendations for faster debt payoff.</Text>
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="white" color="blue" onClick={markRead}>
              Mark as read
            </Button>
          </Group>
        </Stack>
        <CloseButton aria-label="Dismiss welcome notice" onClick={markRead} />
      </Group>
    </Paper>
  );
}
