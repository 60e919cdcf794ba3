import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard, IconRocket, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';

/** For a new user: where the figures come from. */
export function GetStarted() {
  return (
    <Card bg="var(--mantine-color-paydown-light)" style={{ borderColor: 'var(--mantine-color-paydown-2)' }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="white" visibleFrom="xs">
          <IconRocket size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Text fw={700}>Add your debts to unlock your insights</Text>
          <Text size="sm" c="dimmed">
            Paydown works out your scores, the best day to pay each debt and which debt to pay off first from your debts and your paydays.
            Add them, then come back and click Get Recommendations.
          </Text>
          <Group gap="xs" mt={4}>
            <Button component={Link} to="/debts" size="xs" leftSection={<IconCreditCard size={14} aria-hidden />}>
              Go to Debts
            </Button>
            <Button component={Link} to="/income" size="xs" variant="light" color="blue" leftSection={<IconWallet size={14} aria-hidden />}>
              Go to Income
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
