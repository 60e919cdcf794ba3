import { Button, Card, CopyButton, Group, Modal, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { CalendarFeedLink } from '@paydown/domain';
import { IconBrandApple, IconBrandGoogle, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader.tsx';
import { QueryFailure } from '../../components/QueryState.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The link just made: its secret is shown this once (the server keeps only a hash of it). */
function FreshLink({ link }: { link: CalendarFeedLink }) {
  return (
    <Stack gap="sm">
      <TextInput label="Calendar link" value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Text size="sm" c="dimmed">
        This link is shown only once. Anyone who has it can see your payment dates: keep it private, and reset it if it leaks.
      </Text>
      <Group gap="sm">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={link.googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
        >
          Add to Google Calendar
        </Button>
        <Button component="a" href={link.webcalUrl} variant="default" leftSection={<IconBrandApple size={16} aria-hidden />}>
          Add to Apple Calendar
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Profile → Account → Calendar: a secret link to a calendar feed of what to pay when (the next 12
 * months), made or reset here, and whether the feed shows amounts.
 */
export function CalendarCard() {
  const utils = trpc.useUtils();
  const settings = trpc.calendar.settings.useQuery();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const reset = trpc.calendar.resetLink.useMutation({
    onSuccess: (made) => {
      setLink(made);
      setConfirmReset(false);
      void utils.calendar.settings.invalidate();
    },
    onError: () => toastError({ title: 'Link not made', message: 'Failed to make a calendar link. Please try again.' }),
  });
  const save = trpc.calendar.saveSettings.useMutation({
    onSuccess: (saved) => {
      utils.calendar.settings.setData(undefined, saved);
      toastSuccess({ title: 'Calendar saved', message: saved.includeAmounts ? 'The feed shows amounts.' : 'The feed leaves amounts out.' });
    },
    onError: () => toastError({ title: 'Save failed', message: 'Failed to save your calendar settings. Please try again.' }),
  });

  const body = (() => {
    if (settings.isPending) return <CenteredLoader label="Loading calendar settings..." py="md" />;
    if (settings.isError) {
      return <QueryFailure title="Could not load calendar settings" error={settings.error} onRetry={() => void settings.refetch()} />;
    }
    const { enabled, includeAmounts, createdAt } = settings.data;
    const shownAmounts = save.isPending && save.variables ? save.variables.includeAmounts : includeAmounts;
    return (
      <Stack gap="md">
        {link ? (
          <FreshLink link={link} />
        ) : enabled ? (
          <Text size="sm">
            Your calendar link was made{' '}
            {createdAt ? `on ${new Date(createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}` : 'earlier'}. For your privacy it
            is not shown again: reset it to get a new one.
          </Text>
        ) : (
          <Group>
            <Button onClick={() => reset.mutate()} loading={reset.isPending}>
              Create calendar link
            </Button>
          </Group>
        )}
        {enabled && (
          <Group>
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setConfirmReset(true)}>
              Reset link
            </Button>
          </Group>
        )}
        <Switch
          label="Show amounts"
          description="Amounts and interest savings in the events. Off: only which debt to pay, and when."
          checked={shownAmounts}
          disabled={!enabled || save.isPending}
          onChange={(event) => save.mutate({ includeAmounts: event.currentTarget.checked })}
        />
      </Stack>
    );
  })();

  return (
    <Card role="region" aria-labelledby="calendar-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="calendar-title">
            Calendar
          </Title>
          <Text size="sm" c="dimmed">
            See what to pay and when in your own calendar: one all-day event per payment over the next 12 months, on the suggested date.
          </Text>
        </div>
        {body}
      </Stack>
      <Modal
        opened={confirmReset}
        onClose={() => !reset.isPending && setConfirmReset(false)}
        title="Reset calendar link"
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">The current link stops working at once. Calendars subscribed to it need the new link.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmReset(false)} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button onClick={() => reset.mutate()} loading={reset.isPending}>
              Reset link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
