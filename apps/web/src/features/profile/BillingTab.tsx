import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicUser } from '@paydown/domain';
import { IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCount, formatDate } from '../../lib/format.ts';
import { toastInfo } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { planAccess } from '../pricing/plans.ts';
import { BillingHistory } from './BillingHistory.tsx';

const STATUS_LABEL: Record<string, { label: string; color: string }> = {
  trial: { label: 'Free trial', color: 'blue' },
  active: { label: 'Active', color: 'green' },
  expired: { label: 'Expired', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  pending_confirmation: { label: 'Pending Email', color: 'yellow' },
};

function subscriptionLabel(status: string, hasLifetimeAccess: boolean) {
  if (hasLifetimeAccess) return { label: 'Lifetime', color: 'grape' };
  return STATUS_LABEL[status] ?? { label: status, color: 'gray' };
}

/** After a successful checkout the plan and invoice arrive by webhook: look again for a while. */
const CHECKOUT_POLL_MS = 5000;
const CHECKOUT_POLL_FOR_MS = 2 * 60 * 1000;

/**
 * The Billing tab: the current plan, 'Upgrade to Pro' and the billing history.
 * Decision: Stripe sends the user back to '?tab=billing&checkout=success'; until the webhook has
 * made the plan active, a thank-you note shows and the plan is read again every 5 s for 2 minutes.
 */
export function BillingTab({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [arrivedAt] = useState(() => Date.now());
  const returnedFromCheckout = params.get('checkout') === 'success';
  const utils = trpc.useUtils();

  // Both the plan and the history are read again until the plan shows as paid for.
  const pollInterval = () => {
    const latest = utils.account.trialStatus.getData();
    const settled = latest !== undefined && planAccess(latest.subscriptionStatus, latest.hasLifetimeAccess) !== 'none';
    return returnedFromCheckout && !settled && Date.now() - arrivedAt < CHECKOUT_POLL_FOR_MS ? CHECKOUT_POLL_MS : false;
  };
  const trial = trpc.account.trialStatus.useQuery(undefined, { refetchInterval: pollInterval });
  const status = trial.data?.subscriptionStatus ?? user.subscriptionStatus;
  const lifetime = trial.data?.hasLifetimeAccess ?? user.hasLifetimeAccess;
  const badge = subscriptionLabel(status, lifetime);
  const paidFor = planAccess(status, lifetime) !== 'none';

  const upgrade = () => {
    toastInfo({ title: 'Redirecting to pricing', message: 'Choose the plan that works for you.' });
    void navigate('/pricing');
  };

  return (
    <Stack gap="lg">
      {returnedFromCheckout && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title="Thank you for subscribing!">
          {paidFor
            ? 'Your plan is active. Your invoices are listed below.'
            : 'Your payment is being confirmed. Your plan and invoice will appear here in a moment.'}
        </Alert>
      )}
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
                  {formatCount(trial.data.daysRemaining, 'day')} left
                  {trial.data.trialEndDate ? `, ends ${formatDate(trial.data.trialEndDate)}` : ''}
                </Text>
              )}
            </Group>
          </Stack>
          {!paidFor && (
            <Button leftSection={<IconRocket size={16} aria-hidden />} onClick={upgrade}>
              Upgrade to Pro
            </Button>
          )}
        </Group>
      </Card>
      <Card>
        <Title order={2} fz="lg" mb="xs">
          Billing history
        </Title>
        <BillingHistory status={status} refetchInterval={pollInterval} />
      </Card>
    </Stack>
  );
}
