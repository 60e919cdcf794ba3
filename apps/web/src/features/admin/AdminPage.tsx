import { Button, Card, CloseButton, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import type { AdminUser } from '@paydown/domain';
import { IconCrown, IconHome, IconHourglass, IconLock, IconRosetteDiscountCheck, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingLine, QueryState } from '../../components/QueryState.tsx';
import { describeApiError, serverMessageOr } from '../../lib/api-error.ts';
import { formatCount } from '../../lib/format.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { filterUsers, userStats } from './admin-users.ts';
import { UsersTable } from './UsersTable.tsx';

/**
 * The admin dashboard. Registered for every signed-in user; the server decides who may see it (only
 * the admin role): a 403 from admin.users shows an access-denied state.
 */
export function AdminPage() {
  const users = trpc.admin.users.useQuery();

  const info = users.isError ? describeApiError(users.error) : undefined;
  const denied = info?.code === 'FORBIDDEN' || info?.httpStatus === 403;
  const body = denied ? (
    <AccessDenied />
  ) : (
    <QueryState query={users} loading={<LoadingLine label="Loading users..." py={64} />} failure="Users could not be loaded">
      {(list) => <AdminDashboard users={list} />}
    </QueryState>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Admin dashboard
        </Title>
        <Text c="dimmed">Users, trials, subscriptions and lifetime access.</Text>
      </div>
      {body}
    </Stack>
  );
}

function AccessDenied() {
  return (
    <Card role="region" aria-labelledby="admin-access-denied">
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconLock size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg" id="admin-access-denied">
          Access denied
        </Title>
        <Text size="sm" c="dimmed" maw={420}>
          This page is only for administrators. If you need access, ask an administrator of this Paydown server.
        </Text>
        <Button mt="xs" component={Link} to="/" variant="light" leftSection={<IconHome size={16} aria-hidden />}>
          Back to Dashboard
        </Button>
      </Stack>
    </Card>
  );
}

function StatCard({ label, value, icon, color }: { label: string; value: number; icon: ReactNode; color: string }) {
  return (
    <Card padding="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start" h="100%">
        {/* The number sits at the bottom, level with its neighbours' when a label wraps. */}
        <Stack gap={6} justify="space-between" h="100%">
          <Text size="sm" c="dimmed" fw={500} lh={1.3}>
            {label}
          </Text>
          <Text fz={{ base: 24, sm: 28 }} fw={800} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon size={36} radius="md" variant="light" color={color} visibleFrom="xs">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

function AdminDashboard({ users }: { users: AdminUser[] }) {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<Record<number, boolean>>({});

  const stats = useMemo(() => userStats(users), [users]);
  const shown = useMemo(() => filterUsers(users, search), [users, search]);

  // Hook-level callbacks run for every toggle, also when several users are switched in a row.
  const setLifetime = trpc.admin.setLifetimeAccess.useMutation({
    onSuccess: async ({ message }) => {
      toastSuccess({ message });
      // After a change the user list is read again; the switch stays on its new value meanwhile.
      await utils.admin.users.invalidate();
    },
    onError: (error) => toastError({ message: serverMessageOr(error, 'Failed to update user access') }),
    onSettled: (_data, _error, { userId }) =>
      setPending((current) => {
        const { [userId]: _done, ...rest } = current;
        return rest;
      }),
  });

  const toggle = (user: AdminUser, hasAccess: boolean) => {
    if (user.id in pending) return;
    setPending((current) => ({ ...current, [user.id]: hasAccess }));
    setLifetime.mutate({ userId: user.id, hasAccess });
  };

  const searching = search.trim() !== '';

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard label="Total Users" value={stats.total} icon={<IconUsers size={20} aria-hidden />} color="blue" />
        <StatCard label="Lifetime Access" value={stats.lifetime} icon={<IconCrown size={20} aria-hidden />} color="grape" />
        <StatCard label="Active Trials" value={stats.activeTrials} icon={<IconHourglass size={20} aria-hidden />} color="cyan" />
        <StatCard
          label="Active Subscriptions"
          value={stats.activeSubscriptions}
          icon={<IconRosetteDiscountCheck size={20} aria-hidden />}
          color="green"
        />
      </SimpleGrid>

      <Card padding={0}>
        <Stack gap="sm" p="lg" pb="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              <Title order={2} fz="lg">
                User Management
              </Title>
              <Text size="sm" c="dimmed" aria-live="polite">
                {searching ? `${shown.length} of ${formatCount(users.length, 'user')} match` : formatCount(users.length, 'user')}
              </Text>
            </div>
            <TextInput
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder="Search by username or email..."
              aria-label="Search users"
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={searching ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
        </Stack>
        <UsersTable
          users={shown}
          emptyText={searching ? 'No users found matching your search.' : 'No users found.'}
          pending={pending}
          onToggleLifetime={toggle}
        />
      </Card>
    </Stack>
  );
}
