import { Badge, Button, Card, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMail, IconMailForward } from '@tabler/icons-react';
import { useEffect } from 'react';
import { serverMessageOr } from '../../lib/api-error.ts';
import { formatCountdown } from '../../lib/format.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useNow } from '../../lib/use-now.ts';
import { useQuery } from '@tanstack/react-query';
import { verificationStatusQuery } from './queries.ts';

/** Poll every 5 s while the email is not confirmed, so the card turns to verified soon after the link is opened. */
export const VERIFICATION_POLL_MS = 5000;

export type VerificationState = 'not-sent' | 'pending' | 'confirmed';

export function verificationState(status: { isEmailConfirmed: boolean; verificationPending: boolean }): VerificationState {
  if (status.isEmailConfirmed) return 'confirmed';
  return status.verificationPending ? 'pending' : 'not-sent';
}

/** Milliseconds until a resend is allowed; 0 when allowed now or no time is given. */
export function resendWaitMs(nextResendAllowed: string | null, now: number): number {
  if (!nextResendAllowed) return 0;
  const at = Date.parse(nextResendAllowed);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** A confirmed email needs no more than a line: it keeps the top of the dashboard for the plan. */
function VerifiedCard() {
  return (
    <Paper
      withBorder
      px="sm"
      py={6}
      bg="var(--mantine-color-green-light)"
      style={{ borderColor: 'var(--mantine-color-green-3)' }}
      role="region"
      aria-label="Email verification"
    >
      <Group wrap="nowrap" gap="xs">
        <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
          Email verification
        </Text>
        <Badge color="green" variant="filled" size="sm" style={{ flexShrink: 0 }}>
          Verified
        </Badge>
        {/* On a phone the line stays one line: the sentence would take three. */}
        <Text size="sm" lh={1.3} style={{ minWidth: 0 }} visibleFrom="sm">
          Your email address is confirmed and your free trial is active.
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * The height of the 'Verify your email' card, reserved while its status loads: 149 px at 1280 px,
 * 218 px on a 390 px phone (measured in Chromium).
 */
const PENDING_CARD_HEIGHT = { base: 218, sm: 150 };

/** `unconfirmed`: the session says the email is not confirmed yet (the taller card will show). */
export function EmailVerificationCard({ unconfirmed = false }: { unconfirmed?: boolean }) {
  const utils = trpc.useUtils();
  const status = useQuery({
    ...verificationStatusQuery(utils),
    refetchInterval: (query) => (query.state.data?.isEmailConfirmed ? false : VERIFICATION_POLL_MS),
  });
  const resend = trpc.account.resendVerification.useMutation({
    onSuccess: () => {
      toastSuccess({ title: 'Verification email sent', message: 'Please check your email inbox and spam folder.' });
    },
    onError: (error) => {
      toastError({ title: 'Failed to send email', message: serverMessageOr(error, 'Please try again later.') });
    },
    onSettled: () => utils.account.verificationStatus.invalidate(),
  });

  const data = status.data;
  const state = data ? verificationState(data) : null;
  const now = useNow(1000, state !== null && state !== 'confirmed');

  // Once confirmed (possibly in another tab) while the session still says unconfirmed, refresh the
  // cached user: the trial has started. A user the session knows as confirmed is not asked again.
  const confirmedSince = state === 'confirmed' && unconfirmed;
  useEffect(() => {
    if (confirmedSince) void utils.auth.me.invalidate();
  }, [confirmedSince, utils]);

  if (status.isPending) {
    // The session already says whether the email is confirmed (unconfirmed): such a user gets the
    // taller 'Verify your email' card, so the skeleton takes its height and the dashboard below
    // does not jump down when the status arrives (a layout shift of 0.11 on the dashboard); a
    // confirmed user's line takes a line.
    return unconfirmed ? (
      <Card padding="sm" aria-label="Email verification" aria-busy mih={PENDING_CARD_HEIGHT}>
        <Skeleton height={18} width="40%" mb="sm" />
        <Skeleton height={12} mb="xs" />
        <Skeleton height={8} />
      </Card>
    ) : (
      <Paper withBorder px="sm" py={6} aria-label="Email verification" aria-busy>
        <Skeleton height={20} width="60%" />
      </Paper>
    );
  }
  // A failed status read is not worth a red card on the dashboard; polling retries it.
  if (!data || !state) return null;
  if (state === 'confirmed') return <VerifiedCard />;

  const waitMs = resendWaitMs(data.nextResendAllowed, now);
  const canResend = data.canResendVerification && waitMs === 0;
  const pending = state === 'pending';
  const progress = pending ? 50 : 0;

  return (
    <Card
      padding="sm"
      bg="var(--mantine-color-yellow-light)"
      style={{ borderColor: 'var(--mantine-color-yellow-3)' }}
      role="region"
      aria-label="Email verification"
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="yellow" size={32} radius="xl" variant="white">
            <IconMail size={18} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>Verify your email</Text>
              <Badge color={pending ? 'yellow' : 'gray'} variant="light">
                {pending ? 'Pending' : 'Not sent'}
              </Badge>
            </Group>
            <Text size="sm">
              {pending ? (
                <>
                  We sent a confirmation link to <strong>{data.email}</strong>. Click it to start your 30-day free trial.
                </>
              ) : (
                <>
                  Confirm <strong>{data.email}</strong> to start your 30-day free trial.
                </>
              )}
            </Text>
          </Stack>
        </Group>

        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Verification progress
            </Text>
            <Text size="xs" c="dimmed">
              {progress}%
            </Text>
          </Group>
          <Progress value={progress} color="yellow" size="sm" radius="xl" aria-label="Verification progress" />
        </Stack>

        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed" aria-live="polite">
            {waitMs > 0
              ? `You can send another email in ${formatCountdown(waitMs)}`
              : pending
                ? "Didn't get it? Check your spam folder or send it again."
                : ''}
          </Text>
          <Button
            leftSection={<IconMailForward size={16} aria-hidden />}
            color="yellow.8"
            autoContrast
            size="xs"
            disabled={!canResend || resend.isPending}
            onClick={() => resend.mutate()}
          >
            {pending ? 'Resend Email' : 'Send Verification Email'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
