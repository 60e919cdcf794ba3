import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'unknown');

/** Account → "Where you're signed in": every session, "This device" marked, sign out one or all others. */
export function DevicesCard() {
  const sessions = trpc.devices.list.useQuery();
  const utils = trpc.useUtils();
  const refresh = () => void utils.devices.list.invalidate();
  const revoke = trpc.devices.revoke.useMutation({
    onSuccess: () => {
      toastSuccess({ message: 'Signed out that device' });
      refresh();
    },
    onError: (e) => toastFailure(e, 'Failed to sign out that device'),
  });
  const revokeOthers = trpc.devices.revokeOthers.useMutation({
    onSuccess: (r) => {
      toastSuccess({ message: r.message });
      refresh();
    },
    onError: (e) => toastFailure(e, 'Failed to sign out the other devices'),
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Card role="region" aria-labelledby="devices-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="devices-title">
            Where you&apos;re signed in
          </Title>
          <Button variant="default" size="xs" disabled={others === 0 || revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
            Sign out everywhere else
          </Button>
        </Group>
        {sessions.isPending && <Text size="sm">Loading sessions...</Text>}
        {sessions.isError && (
          <Text size="sm" c="red.8">
            Failed to load your sessions.
          </Text>
        )}
        {sessions.data?.map((s) => (
          <Group key={s.id} justify="space-between" gap="sm" wrap="nowrap" role="group" aria-label={`${s.browser} on ${s.os}`}>
            <div>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {s.browser} on {s.os}
                </Text>
                {s.current && (
                  <Badge size="sm" variant="light" color="teal">
                    This device
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {s.ip ?? 'Unknown address'} · signed in {when(s.signedInAt)} · last active {when(s.lastActiveAt)}
              </Text>
            </div>
            {!s.current && (
              // Never squeezed by the long session line (at 390 px it was cut to "Sign").
              <Button
                variant="subtle"
                size="xs"
                color="red"
                style={{ flexShrink: 0 }}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate({ id: s.id })}
              >
                Sign out
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
