import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard, IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * Nothing to plan yet: no debts at all (add one), or debts that are all out of the plan (a
 * mortgage or rent on its own, or cards paid in full): include one.
 */
export function PlanEmpty({ hasDebts }: { hasDebts: boolean }) {
  return (
    <Card bg="var(--mantine-color-paydown-light)" style={{ borderColor: 'var(--mantine-color-paydown-2)' }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="white" visibleFrom="xs">
          <IconRoute size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Text fw={700}>{hasDebts ? 'None of your debts is in the plan' : 'Add your debts to see your debt-free date'}</Text>
          <Text size="sm" c="dimmed">
            {hasDebts
              ? 'Mortgages, rent and cards you pay in full each month stay out of the plan. Edit a debt and turn on "Include in payoff plan" to plan it.'
              : 'With your balances, interest rates and payments, Paydown works out the month you will be debt-free, the order to pay your debts in, and what paying a little extra saves.'}
          </Text>
          <Button component={Link} to="/debts" size="xs" w="fit-content" mt={4} leftSection={<IconCreditCard size={14} aria-hidden />}>
            {hasDebts ? 'Go to Debts' : 'Add your debts'}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
