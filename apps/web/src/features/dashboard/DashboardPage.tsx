import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, Button, Group } from '@mantine/core';
import { IconCreditCard, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/current-user.tsx';
import { EmailVerificationCard } from './EmailVerificationCard.tsx';
import { WelcomeNotice } from './WelcomeNotice.tsx';

/**
 * Accounts issue: the verification card and the welcome notice are real; the summary cards,
 * chart, AI recommendations and upcoming payments come with the debts and income issues.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <EmailVerificationCard />
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Dashboard
        </Title>
        <Text c="dimmed">Hi {user.firstName}, here is where your debt payoff plan comes together.</Text>
      </div>
      <WelcomeNotice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconCreditCard size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={6}>
              <Text fw={700}>Add your debts</Text>
              <Text size="sm" c="dimmed">
                Balances, interest rates and due dates let Paydown find the payment dates that save you interest.
              </Text>
              <Button component={Link} to="/debts" variant="light" size="xs" w="fit-content">
                Go to Debts
              </Button>
            </Stack>
          </Group>
        </Card>
        <Card>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="blue">
              <IconWallet size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={6}>
              <Text fw={700}>Add your income</Text>
              <Text size="sm" c="dimmed">
                Knowing when you get paid lets Paydown line up each payment with the paycheck before it is due.
              </Text>
              <Button component={Link} to="/income" variant="light" size="xs" color="blue" w="fit-content">
                Go to Income
              </Button>
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
