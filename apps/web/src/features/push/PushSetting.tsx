import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { currentSubscription, pushSupport, PushPermissionError, subscribeDevice, unsubscribeDevice } from './browser-push.ts';

const LABEL = 'Push notifications on this device';
const DESCRIPTION = 'Your payment reminders as notifications on this phone or computer, even when Paydown is closed.';
const REMINDERS_OFF = 'Payment reminders are off: turn them on above to get them here too.';
/** Whether this browser's subscription is one the server sends the signed-in user's reminders to. */
const DEVICE_KEY = ['push-device'] as const;

/**
 * Profile → Account → Notifications: push reminders on this device. The browser holds the
 * subscription; the server keeps it for the signed-in user and pushes the daily reminders to it.
 */
export function PushSetting({ paymentReminders }: { paymentReminders: boolean }) {
  const support = pushSupport();
  if (support === 'unsupported') return <Hint text="This browser cannot show push notifications." />;
  if (support === 'blocked') {
    return <Hint text="Notifications are blocked for Paydown in this browser. Allow them in the site settings to turn this on." />;
  }
  return <PushSwitch description={paymentReminders ? DESCRIPTION : REMINDERS_OFF} />;
}

function Hint({ text }: { text: string }) {
  return (
    <Switch
      label={LABEL}
      description={text}
      checked={false}
      disabled
      // Nothing to change: the reason is in the description.
      onChange={() => undefined}
    />
  );
}

function PushSwitch({ description }: { description: string }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const key = trpc.push.publicKey.useQuery();
  const device = useQuery({
    queryKey: DEVICE_KEY,
    queryFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return null;
      const { subscribed } = await utils.client.push.status.mutate({ endpoint: subscription.endpoint });
      return subscribed ? subscription.endpoint : null;
    },
  });
  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeDevice(publicKey);
      await utils.client.push.subscribe.mutate(subscription);
      return subscription.endpoint;
    },
    onSuccess: (endpoint) => {
      queryClient.setQueryData(DEVICE_KEY, endpoint);
      toastSuccess({ title: 'Push notifications on', message: 'Payment reminders will also arrive on this device.' });
    },
    onError: (error) =>
      toastError({
        title: 'Push notifications not turned on',
        message:
          error instanceof PushPermissionError
            ? 'Allow notifications for Paydown when your browser asks, then try again.'
            : 'Failed to turn on push notifications. Please try again.',
      }),
  });
  const turnOff = useMutation({
    mutationFn: async (endpoint: string) => {
      await utils.client.push.unsubscribe.mutate({ endpoint });
      await unsubscribeDevice();
    },
    onSuccess: () => {
      queryClient.setQueryData(DEVICE_KEY, null);
      toastSuccess({ title: 'Push notifications off', message: 'This device will no longer get payment reminders.' });
    },
    onError: () => toastError({ title: 'Push notifications not turned off', message: 'Please try again.' }),
  });
  const test = trpc.push.sendTest.useMutation({
    onSuccess: () => toastSuccess({ title: 'Test notification sent', message: 'It should appear on this device in a moment.' }),
    onError: (error) => toastError({ title: 'Test notification not sent', message: error.message }),
  });

  if (key.isSuccess && key.data.publicKey === null) return <Hint text="Push notifications are not set up on this server." />;
  const publicKey = key.data?.publicKey ?? null;
  const endpoint = device.data ?? null;
  const busy = key.isPending || device.isPending || turnOn.isPending || turnOff.isPending;
  return (
    <Stack gap="xs">
      <Switch
        label={LABEL}
        description={description}
        checked={endpoint !== null}
        disabled={busy || publicKey === null}
        onChange={(event) => {
          if (event.currentTarget.checked && publicKey) turnOn.mutate(publicKey);
          else if (endpoint) turnOff.mutate(endpoint);
        }}
      />
      {endpoint !== null && (
        <Group>
          <Button variant="default" size="xs" loading={test.isPending} onClick={() => test.mutate({ endpoint })}>
            Send a test notification
          </Button>
        </Group>
      )}
      {device.isError && (
        <Text size="sm" c="red">
          Could not read this device&apos;s push subscription.
        </Text>
      )}
    </Stack>
  );
}
