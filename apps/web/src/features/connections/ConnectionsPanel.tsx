import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { BankConnection } from '@paydown/domain';
import { IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ConnectionAccounts } from './ConnectionAccounts.tsx';
import { PlaidLinkLauncher } from './PlaidLinkLauncher.tsx';
import { connectionsConfigQuery } from './queries.ts';

const STATUS: Record<BankConnection['status'], { label: string; color: string }> = {
  ok: { label: 'Connected', color: 'teal' },
  login_required: { label: 'Sign-in needed', color: 'orange' },
  error: { label: 'Last sync failed', color: 'red' },
};

export interface ConnectionsPanelProps {
  /** The user's open debts, an account may be linked to one of them. */
  debts: readonly { id: number; debtName: string }[];
}

/**
 * Bank connections on the Debts screen, when the server has Plaid configured (otherwise nothing
 * is drawn): "Connect an account" opens Plaid Link; each connection lists its accounts, its last
 * sync and status, with "Sync now", "Sign in again" (Link in update mode) and "Disconnect".
 */
export function ConnectionsPanel({ debts }: ConnectionsPanelProps) {
  const utils = trpc.useUtils();
  const config = useQuery(connectionsConfigQuery(utils));
  if (!config.data?.configured) return null;
  return <Connections debts={debts} />;
}

/** What Link is open for: a new connection, or renewing one's login. */
type Linking = { token: string; connectionId: number | null };

function Connections({ debts }: ConnectionsPanelProps) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidateMoneyData();
  const list = trpc.connections.list.useQuery();
  const [linking, setLinking] = useState<Linking | null>(null);
  const [disconnecting, setDisconnecting] = useState<BankConnection | null>(null);
  const refresh = useCallback(() => {
    void utils.connections.list.invalidate();
    void invalidate();
  }, [utils, invalidate]);

  const linkToken = trpc.connections.linkToken.useMutation({
    onSuccess: (answer, input) => setLinking({ token: answer.linkToken, connectionId: input.connectionId ?? null }),
    onError: (error) => toastFailure(error, 'Failed to start connecting'),
  });
  const create = trpc.connections.create.useMutation({
    onSuccess: (connection) => {
      toastSuccess({ message: `${connection.institution ?? 'The bank'} is connected` });
      refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to connect the account'),
  });
  const sync = trpc.connections.sync.useMutation({
    onSuccess: (result) => {
      toastSuccess({ message: `Synced: ${result.paymentsLogged} payment${result.paymentsLogged === 1 ? '' : 's'} logged` });
      refresh();
    },
    onError: (error) => {
      toastFailure(error, 'Failed to sync');
      void utils.connections.list.invalidate();
    },
  });
  const remove = trpc.connections.remove.useMutation({
    onSuccess: () => {
      toastSuccess({ message: 'Disconnected' });
      setDisconnecting(null);
      refresh();
    },
    onError: (error) => toastFailure(error, 'Failed to disconnect'),
  });

  const onLinked = useCallback(
    (publicToken: string) => {
      const renewing = linking?.connectionId ?? null;
      setLinking(null);
      // Update mode renews the login of a connection that exists: it only needs syncing again.
      if (renewing !== null) sync.mutate({ id: renewing });
      else create.mutate({ publicToken });
    },
    [linking, sync, create],
  );
  const onExit = useCallback(() => setLinking(null), []);

  return (
    <Card component="section" aria-label="Connected accounts">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Connected accounts
          </Title>
          <Button
            variant="default"
            leftSection={<IconBuildingBank size={16} aria-hidden />}
            loading={(linkToken.isPending && linkToken.variables.connectionId === undefined) || create.isPending}
            onClick={() => linkToken.mutate({})}
          >
            Connect an account
          </Button>
        </Group>
        {list.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Connect a card or loan at your bank: Paydown reads its balances, APRs, statements and payments.
          </Text>
        )}
        {list.data?.map((connection) => (
          <Card key={connection.id} withBorder component="article" aria-label={connection.institution ?? 'Bank connection'}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{connection.institution ?? 'Bank connection'}</Text>
                  <Badge color={STATUS[connection.status].color} variant="light">
                    {STATUS[connection.status].label}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  Last sync: {connection.lastSyncAt ? formatDate(connection.lastSyncAt) : 'never'}
                </Text>
              </Group>
              <ConnectionAccounts connection={connection} debts={debts} />
              <Group gap="xs">
                {connection.status === 'login_required' ? (
                  <Button size="xs" color="orange" onClick={() => linkToken.mutate({ connectionId: connection.id })}>
                    Sign in again
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    loading={sync.isPending && sync.variables.id === connection.id}
                    onClick={() => sync.mutate({ id: connection.id })}
                  >
                    Sync now
                  </Button>
                )}
                <Button size="xs" variant="subtle" color="red" onClick={() => setDisconnecting(connection)}>
                  Disconnect
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      {linking && <PlaidLinkLauncher token={linking.token} onSuccess={onLinked} onExit={onExit} />}
      <Modal opened={disconnecting !== null} onClose={() => !remove.isPending && setDisconnecting(null)} title="Disconnect" centered>
        <Stack gap="md">
          <Text size="sm">
            Disconnect <strong>{disconnecting?.institution ?? 'this bank'}</strong>? Paydown stops reading it; the debts, payments and
            statements it brought stay.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDisconnecting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => disconnecting && remove.mutate({ id: disconnecting.id })}>
              Disconnect
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
