import { Card, Select, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationSettings, PublicUser } from '@paydown/domain';
import { CenteredLoader } from '../../components/CenteredLoader.tsx';
import { QueryFailure } from '../../components/QueryState.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { PushSetting } from '../push/PushSetting.tsx';

const DAY_OPTIONS = ['1', '2', '3', '4', '5', '6', '7'].map((d) => ({ value: d, label: d === '1' ? '1 day' : `${d} days` }));
const isReminderDays = (n: number): n is NotificationSettings['reminderDaysBefore'] => Number.isInteger(n) && n >= 1 && n <= 7;

/** Profile → Account → Notifications: what Paydown emails about. Each change is saved at once. */
export function NotificationsCard({ user }: { user: PublicUser }) {
  const utils = trpc.useUtils();
  const settings = trpc.notifications.settings.useQuery();
  const save = trpc.notifications.saveSettings.useMutation({
    onSuccess: (saved) => {
      utils.notifications.settings.setData(undefined, saved);
      toastSuccess({ title: 'Notifications saved', message: 'Your notification settings have been updated.' });
    },
    onError: () => toastError({ title: 'Save failed', message: 'Failed to save your notification settings. Please try again.' }),
  });

  const body = (() => {
    if (settings.isPending) return <CenteredLoader label="Loading notification settings..." py="md" />;
    if (settings.isError) {
      return <QueryFailure title="Could not load notification settings" error={settings.error} onRetry={() => void settings.refetch()} />;
    }
    const current = save.isPending && save.variables ? save.variables : settings.data;
    const change = (patch: Partial<NotificationSettings>) => save.mutate({ ...current, ...patch });
    return (
      <Stack gap="md">
        <Switch
          label="Payment reminders"
          description={
            user.emailConfirmed
              ? 'An email the day before a planned or suggested payment, and before each due date.'
              : 'Confirm your email address to receive payment reminders.'
          }
          checked={current.paymentReminders}
          disabled={save.isPending}
          onChange={(event) => change({ paymentReminders: event.currentTarget.checked })}
        />
        <Select
          label="Days before due"
          description="How early the reminder for a due date arrives."
          data={DAY_OPTIONS}
          value={String(current.reminderDaysBefore)}
          allowDeselect={false}
          disabled={save.isPending || !current.paymentReminders}
          maw={220}
          onChange={(value) => {
            const days = Number(value);
            if (isReminderDays(days)) change({ reminderDaysBefore: days });
          }}
        />
        <Switch
          label="Trial emails"
          description="Reminders before your free trial ends."
          checked={current.trialEmails}
          disabled={save.isPending}
          onChange={(event) => change({ trialEmails: event.currentTarget.checked })}
        />
        <PushSetting paymentReminders={current.paymentReminders} />
      </Stack>
    );
  })();

  return (
    <Card role="region" aria-labelledby="notifications-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="notifications-title">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            Choose what Paydown emails you about. Every reminder email has a link to unsubscribe.
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}
