import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicUser } from '@paydown/domain';
import { IconReceipt, IconRocket } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { toastInfo } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const STATUS_LABEL: Record<string, { label: string; color: string }> = {
  trial: { label: 'Free trial', color: 'blue' },
  active: { label: 'Active', color: 'green' },
  expired: { label: 'Expired', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  pending_confirmation: { label: 'Pending Email', color: 'yellow' },
};

export function subscriptionLabel(status: string, hasLifetimeAccess: boolean) {
  if (hasLifetimeAccess) return { label: 'Lifetime', color: 'grape' };
  return STATUS_LABEL[status] ?? { label: status, color: 'gray' };
}

export function billingEmptyText(status: string): string {
  return status === 'trial'
    ? 'Your billing history will appear here after you upgrade to a paid plan.'
    : 'Your billing history will appear here after your first payment.';
}

/** Billing history arrives with the payments issue; until then the empty state. */
export function BillingTab({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const trial = trpc.account.trialStatus.useQuery();
  const status = trial.data?.subscriptionStatus ?? user.subscriptionStatus;
  const lifetime = trial.data?.hasLifetimeAccess ?? user.hasLifetimeAccess;
  const badge = subscriptionLabel(status, lifetime);

  const upgrade = () => {
    toastInfo({ title: 'Redirecting to pricing', message: 'Choose the plan that works for you.' });
    navigate('/pricing');
  };

  return (
    <Stack gap="lg">
      <Card>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              Current plan
            </Title>
            <Group gap="xs">
              <Badge color={badge.color} variant="light">
                {badge.label}
              </Badge>
              {status === 'trial' && !lifetime && trial.data && (
                <Text size="sm" c="dimmed">
                  {trial.data.daysRemaining} {trial.data.daysRemaining === 1 ? 'day' : 'days'} left
                  {trial.data.trialEndDate ? `, ends ${formatDate(trial.data.trialEndDate)}` : ''}
                </Text>
              )}
            </Group>
          </Stack>
          {!lifetime && status !== 'active' && (
            <Button leftSection={<IconRocket size={16} aria-hidden />} onClick={upgrade}>
              Upgrade to Pro
            </Button>
          )}
        </Group>
      </Card>
      <Card>
        <Title order={2} fz="lg" mb="md">
          Billing history
        </Title>
        <Stack align="center" gap="xs" py="xl" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconReceipt size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>No billing history yet</Text>
          <Text size="sm" c="dimmed" maw={380}>
            {billingEmptyText(status)}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
