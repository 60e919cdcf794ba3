import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import type { AdminUser } from '@paydown/domain';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { BADGE_NO_TRUNCATE } from '../../components/badge-styles.ts';
import { formatDate } from '../../lib/format.ts';
import classes from './AdminPage.module.css';
import { adminStatusBadge } from './admin-users.ts';

export interface UsersTableProps {
  users: readonly AdminUser[];
  /** Text of the single row shown when `users` is empty. */
  emptyText: string;
  /** userId -> the value being saved; that switch shows it and is disabled until the list reloads. */
  pending: Readonly<Record<number, boolean>>;
  onToggleLifetime: (user: AdminUser, hasAccess: boolean) => void;
}

const COLUMNS = ['User', 'Email', 'Status', 'Trial Ends', 'Confirmed', 'Lifetime Access', 'Joined'] as const;

function StatusBadge({ user }: { user: AdminUser }) {
  const badge = adminStatusBadge(user.subscriptionStatus, user.hasLifetimeAccess);
  return (
    <Badge color={badge.color} variant={badge.variant} tt="none" styles={BADGE_NO_TRUNCATE}>
      {badge.label}
    </Badge>
  );
}

function Confirmed({ confirmed }: { confirmed: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" c={confirmed ? 'green' : 'dimmed'}>
      {confirmed ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleX size={16} aria-hidden />}
      <Text size="sm" inherit>
        {confirmed ? 'Yes' : 'No'}
      </Text>
    </Group>
  );
}

/**
 * The admin's 'User Management' table: one row per user. On narrow screens the table scrolls
 * sideways inside its card while the User column stays put.
 */
export function UsersTable({ users, emptyText, pending, onToggleLifetime }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth="max-content" type="native" classNames={{ scrollContainerInner: classes.scrollInner }}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label="User Management">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column, i) => (
              <Table.Th key={column} className={`${classes.nowrap} ${i === 0 ? classes.stickyCell : ''}`}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text ta="center" c="dimmed" py="lg" size="sm">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            users.map((user) => {
              const saving = user.id in pending;
              const checked = pending[user.id] ?? user.hasLifetimeAccess;
              return (
                <Table.Tr key={user.id} className={classes.row} data-user-id={user.id}>
                  <Table.Td className={classes.stickyCell}>
                    <Stack gap={0} className={classes.userCell}>
                      <Group gap={4} wrap="wrap" style={{ columnGap: 6 }}>
                        <Text size="sm" fw={600} className={classes.username}>
                          {user.username}
                        </Text>
                        {user.role === 'admin' && (
                          <Badge size="xs" variant="outline" color="gray" styles={BADGE_NO_TRUNCATE}>
                            Admin
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        ID: {user.id}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.email}>
                      {user.email?.trim() || 'N/A'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge user={user} />
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <Text size="sm">{formatDate(user.trialEndDate)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Confirmed confirmed={user.emailConfirmed} />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={checked}
                      disabled={saving}
                      onChange={(event) => onToggleLifetime(user, event.currentTarget.checked)}
                      aria-label={`Lifetime access for ${user.username}`}
                      label={checked ? 'Enabled' : 'Disabled'}
                      size="sm"
                      styles={{ label: { whiteSpace: 'nowrap' } }}
                    />
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <Text size="sm">{formatDate(user.createdAt)}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
