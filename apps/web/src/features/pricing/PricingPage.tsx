import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { PublicUser } from '@paydown/domain';
import { IconCheck, IconCircleCheck, IconInfoCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BADGE_NO_TRUNCATE } from '../../components/badge-styles.ts';
import { CenteredLoader } from '../../components/CenteredLoader.tsx';
import { RetryButton } from '../../components/QueryState.tsx';
import { Wordmark } from '../../components/Logo.tsx';
import { describeApiError, failureReason } from '../../lib/api-error.ts';
import { formatCount } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../auth/session.ts';
import { FAQ, FEATURES, planAccess, PLANS, type Access, type Period, type Plan } from './plans.ts';
import { useStartSubscription, type PriceIds } from './use-start-subscription.ts';

/**
 * The pricing page, for visitors (standalone, with the brand on top) and signed-in users (inside
 * the shell). Decisions where the spec is silent:
 * - When the price ids cannot be loaded (503 'Payments are not set up on this server.' by default
 *   on a dev machine, or any other failure) the plans, features and FAQ still show under a notice.
 *   A visitor's buttons keep working (they lead to sign-in); a signed-in user's are disabled and
 *   point at the notice (aria-describedby).
 * - A user with an active subscription or lifetime access sees that on both cards instead of
 *   'Start Free Trial'. The status comes from account.trialStatus (fresh), the session user until then.
 * - Returning from a cancelled checkout (?checkout=cancelled) shows that nothing was charged.
 */
export function PricingPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const prices = trpc.billing.priceIds.useQuery();

  const body = prices.isPending ? (
    <CenteredLoader label="Loading pricing options..." py={96} />
  ) : (
    <PricingContent user={user} priceIds={prices.data} priceError={prices.error} onRetry={() => void prices.refetch()} />
  );
  return user ? body : <VisitorFrame>{body}</VisitorFrame>;
}

/** Visitors see the page on its own, with the brand and a way to sign in on top. */
function VisitorFrame({ children }: { children: ReactNode }) {
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
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

function PricingContent({
  user,
  priceIds,
  priceError,
  onRetry,
}: {
  user: PublicUser | null;
  priceIds: PriceIds | undefined;
  priceError: unknown;
  onRetry: () => void;
}) {
  const [period, setPeriod] = useState<Period>('monthly');
  const [params] = useSearchParams();
  const noticeId = useId();
  const trial = trpc.account.trialStatus.useQuery(undefined, { enabled: user !== null });
  const { start, starting } = useStartSubscription(user, priceIds);

  const status = trial.data?.subscriptionStatus ?? user?.subscriptionStatus;
  const access = planAccess(status, trial.data?.hasLifetimeAccess ?? user?.hasLifetimeAccess ?? false);
  // Signed-in users cannot start without price ids; visitors are sent to sign in either way.
  const unavailable = user !== null && !priceIds;

  return (
    <Stack gap="xl" maw={820} mx="auto" w="100%">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Choose your plan
        </Title>
        <Text c="dimmed" maw={600}>
          Every plan starts with a free 30-day trial. No credit card required.
        </Text>
        {access === 'none' && status === 'trial' && trial.data && (
          <Badge variant="light" color="blue" size="lg" tt="none" fw={600}>
            {formatCount(trial.data.daysRemaining, 'day')} left in your free trial
          </Badge>
        )}
        {access === 'none' && status === 'expired' && (
          <Text size="sm" c="red.8" fw={500}>
            Your free trial has ended. Choose a plan to keep adding and updating your data.
          </Text>
        )}
        <SegmentedControl
          mt="xs"
          size="md"
          radius="xl"
          value={period}
          onChange={(value) => setPeriod(value)}
          aria-label="Billing period"
          // Each segment as wide as its content ('Annual' carries a badge), not equal halves.
          styles={{ control: { flex: '1 0 auto' } }}
          data={[
            { value: 'monthly', label: 'Monthly' },
            {
              value: 'annual',
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  <span>Annual</span>
                  <Badge size="sm" color="green" variant="filled" radius="sm" styles={BADGE_NO_TRUNCATE}>
                    Save $10
                  </Badge>
                </Group>
              ),
            },
          ]}
        />
      </Stack>

      {params.get('checkout') === 'cancelled' && access === 'none' && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} title="Checkout cancelled">
          Nothing was charged. Pick a plan whenever you are ready.
        </Alert>
      )}

      {priceError && access === 'none' ? (
        <PricesNotice id={noticeId} error={priceError} signedIn={user !== null} onRetry={onRetry} />
      ) : null}

      {access !== 'none' && <AccessNotice access={access} />}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.period}
            plan={plan}
            selected={plan.period === period}
            access={access}
            action={
              <Button
                size="md"
                fullWidth
                variant={plan.period === period ? 'filled' : 'light'}
                onClick={() => void start(plan.period)}
                disabled={unavailable || (starting !== null && starting !== plan.period)}
                aria-busy={starting === plan.period || undefined}
                aria-describedby={unavailable ? noticeId : undefined}
                leftSection={starting === plan.period ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
              >
                {starting === plan.period ? 'Starting...' : 'Start Free Trial'}
              </Button>
            }
          />
        ))}
      </SimpleGrid>

      <Card>
        <Title order={2} fz="lg" mb="md" id="pricing-features">
          Everything included in your trial
        </Title>
        <SimpleGrid
          component="ul"
          aria-labelledby="pricing-features"
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          verticalSpacing="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {FEATURES.map((feature) => (
            <Group component="li" key={feature} gap="xs" wrap="nowrap">
              <ThemeIcon size={22} radius="xl" variant="light">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
              <Text size="sm">{feature}</Text>
            </Group>
          ))}
        </SimpleGrid>
      </Card>

      <Card>
        <Title order={2} fz="lg" mb="xs">
          Frequently asked questions
        </Title>
        <Accordion variant="default" chevronPosition="right">
          {FAQ.map(({ question, answer }) => (
            <Accordion.Item key={question} value={question}>
              <Accordion.Control>
                <Text fw={600} size="sm">
                  {question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" c="dimmed">
                  {answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Card>

      {!user && (
        <Text ta="center" size="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/auth">
            Sign in here
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function PlanCard({ plan, selected, access, action }: { plan: Plan; selected: boolean; access: Access; action: ReactNode }) {
  return (
    <Card
      role="region"
      aria-label={`${plan.name} plan`}
      shadow={selected ? 'md' : 'xs'}
      // An outline, not a thicker border: the cards keep their size when the toggle moves.
      style={selected ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: -1 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" mih={26}>
          <Text fw={700} fz="lg">
            {plan.name}
          </Text>
          {plan.period === 'annual' && selected && (
            <Badge variant="filled" radius="sm" styles={BADGE_NO_TRUNCATE}>
              Most Popular
            </Badge>
          )}
        </Group>
        <Group gap={4} align="baseline">
          <Text fz={40} fw={800} lh={1} style={{ letterSpacing: -1 }}>
            {plan.price}
          </Text>
          <Text c="dimmed" fw={500}>
            {plan.per}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {plan.note}
        </Text>
        {access === 'none' ? (
          action
        ) : (
          <Group gap="xs" justify="center" py={8} c="paydown.8" wrap="nowrap">
            <IconCircleCheck size={20} aria-hidden />
            <Text size="sm" fw={600}>
              {access === 'lifetime' ? 'Included with your lifetime access' : 'You are already subscribed'}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function AccessNotice({ access }: { access: Exclude<Access, 'none'> }) {
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={access === 'lifetime' ? 'You have lifetime access' : 'Your subscription is active'}
    >
      {access === 'lifetime' ? (
        'Every Paydown feature is yours for good. There is nothing to buy.'
      ) : (
        <>
          Thank you for subscribing. Your invoices are under{' '}
          <Anchor component={Link} to="/profile?tab=billing" inherit>
            Profile &amp; Settings, Billing
          </Anchor>
          .
        </>
      )}
    </Alert>
  );
}

function PricesNotice({ id, error, signedIn, onRetry }: { id: string; error: unknown; signedIn: boolean; onRetry: () => void }) {
  const info = describeApiError(error);
  const notConfigured = info.code === 'SERVICE_UNAVAILABLE';
  const reason = notConfigured
    ? (info.serverMessage ?? 'Payments are not set up on this server.')
    : `Pricing options could not be loaded. ${failureReason(error, 'Please try again.')}`;
  const next = signedIn
    ? 'Subscribing is not possible right now; your account and free trial keep working as usual.'
    : 'You can still create an account and start your free trial.';
  return (
    <Alert
      id={id}
      color={notConfigured ? 'yellow' : 'red'}
      variant="light"
      icon={<IconPlugConnectedX aria-hidden />}
      title={notConfigured ? 'Online payments are unavailable' : 'Could not load pricing options'}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {reason} {next}
        </Text>
        {!notConfigured && <RetryButton onClick={onRetry} />}
      </Stack>
    </Alert>
  );
}
