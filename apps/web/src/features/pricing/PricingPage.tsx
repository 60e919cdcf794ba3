import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Wordmark } from '../../app/layout/Logo.tsx';
import { useSession } from '../auth/session.ts';
import { toastError, toastInfo } from '../../lib/toast.ts';

type Period = 'monthly' | 'annual';

const PLANS = [
  { period: 'monthly' as const, name: 'Monthly', price: '$4.99', per: '/month', note: 'Billed monthly. Cancel any time.' },
  { period: 'annual' as const, name: 'Annual', price: '$49.99', per: '/year', note: 'Billed yearly. Save $10 a year.' },
];

const FEATURES = [
  'Unlimited debt tracking',
  'Smart payment scheduling',
  'AI insights and recommendations',
  'Income synchronization',
  'Interest savings calculator',
  'Payment optimization',
  'Progress tracking and analytics',
  'Mobile-friendly dashboard',
  'Email notifications',
  'Customer support',
];

/**
 * Placeholder for the accounts issue: plans, the Monthly/Annual toggle and the visitor rule
 * (starting a subscription needs an account). Checkout arrives with the payments issue.
 */
export function PricingPage() {
  const [period, setPeriod] = useState<Period>('monthly');
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';

  const start = () => {
    if (!signedIn) {
      toastError({ title: 'Authentication Required', message: 'Please log in to start your subscription' });
      navigate('/auth?tab=login');
      return;
    }
    toastInfo({
      title: 'Payments are not available yet',
      message: 'Online checkout is coming soon. Your free trial continues in the meantime.',
    });
  };

  const content = (
    <Stack gap="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Choose your plan
        </Title>
        <Text c="dimmed" maw={520}>
          Every plan starts with a free 30-day trial. No credit card required.
        </Text>
        <Group gap="xs">
          <SegmentedControl
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            aria-label="Billing period"
            data={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'annual', label: 'Annual' },
            ]}
          />
          <Badge color="green" variant="light">
            Save $10
          </Badge>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={760} mx="auto" w="100%">
        {PLANS.map((plan) => {
          const selected = plan.period === period;
          return (
            <Card
              key={plan.period}
              shadow={selected ? 'md' : 'xs'}
              style={selected ? { borderColor: 'var(--mantine-color-paydown-6)', borderWidth: 2 } : undefined}
              aria-label={`${plan.name} plan`}
              role="region"
            >
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={700} fz="lg">
                    {plan.name}
                  </Text>
                  {plan.period === 'annual' && period === 'annual' && <Badge>Most Popular</Badge>}
                </Group>
                <Group gap={4} align="baseline">
                  <Text fz={36} fw={800} lh={1}>
                    {plan.price}
                  </Text>
                  <Text c="dimmed">{plan.per}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {plan.note}
                </Text>
                <Button variant={selected ? 'filled' : 'light'} onClick={start} fullWidth mt="xs">
                  Start Free Trial
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>

      <Card maw={760} mx="auto" w="100%">
        <Title order={2} fz="lg" mb="md">
          Everything included in your trial
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {FEATURES.map((feature) => (
            <Group key={feature} gap="xs" wrap="nowrap">
              <ThemeIcon size={20} radius="xl" variant="light">
                <IconCheck size={13} aria-hidden />
              </ThemeIcon>
              <Text size="sm">{feature}</Text>
            </Group>
          ))}
        </SimpleGrid>
      </Card>

      {!signedIn && (
        <Text ta="center" size="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/auth">
            Sign in here
          </Anchor>
        </Text>
      )}
    </Stack>
  );

  if (signedIn) return content;

  // Visitors see the page on its own, with the brand on top.
  return (
    <Box bg="gray.0" mih="100dvh" py="xl">
      <Container size="lg">
        <Stack gap="xl">
          <Group justify="space-between">
            <Anchor component={Link} to="/auth" underline="never" aria-label="Paydown home">
              <Wordmark size={30} />
            </Anchor>
            <Button component={Link} to="/auth?tab=login" variant="default">
              Sign In
            </Button>
          </Group>
          {content}
        </Stack>
      </Container>
    </Box>
  );
}
