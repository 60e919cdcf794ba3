import { ActionIcon, Badge, Box, Button, CloseButton, Divider, Group, Popover, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconBulb, IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { formatShortDate } from '../../lib/format.ts';
import type { AppNotification, NotificationType, SeedUser } from './store.ts';
import { usePaymentReminders } from './payment-reminders.ts';
import { useBankLoginNotices } from './bank-logins.ts';
import { useNotifications } from './use-notifications.ts';

const TYPE_STYLE: Record<NotificationType, { color: string; Icon: typeof IconBell; label: string }> = {
  info: { color: 'blue', Icon: IconInfoCircle, label: 'Information' },
  recommendation: { color: 'grape', Icon: IconBulb, label: 'Recommendation' },
  alert: { color: 'orange', Icon: IconAlertTriangle, label: 'Alert' },
};

/** 'Just now', '5 min ago', '3 h ago', else the date ('Nov 22'). */
export function formatNotificationTime(timestamp: string, now: Date = new Date()): string {
  const then = new Date(timestamp);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return '';
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatShortDate(then, '');
}

interface ItemProps {
  notification: AppNotification;
  withDivider: boolean;
  onMarkRead: (id: string) => void;
  onDismiss: (id: string) => void;
}

function NotificationItem({ notification, withDivider, onMarkRead, onDismiss }: ItemProps) {
  const { color, Icon, label } = TYPE_STYLE[notification.type];
  return (
    <Box
      component="li"
      px="md"
      py="sm"
      bg={notification.read ? undefined : 'var(--mantine-color-paydown-light)'}
      aria-label={`${notification.read ? '' : 'Unread: '}${notification.title}`}
      style={withDivider ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color={color} radius="xl" size="md" title={label}>
          <Icon size={16} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={notification.read ? 500 : 700}>
            {notification.title}
          </Text>
          <Text size="sm" c="dimmed">
            {notification.message}
          </Text>
          <Group gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              {formatNotificationTime(notification.timestamp)}
            </Text>
            {!notification.read && (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => onMarkRead(notification.id)}
                aria-label={`Mark as read: ${notification.title}`}
              >
                Mark as read
              </Button>
            )}
          </Group>
        </Stack>
        <CloseButton size="sm" aria-label={`Dismiss notification: ${notification.title}`} onClick={() => onDismiss(notification.id)} />
      </Group>
    </Box>
  );
}

export function NotificationsBell({ user }: { user: SeedUser }) {
  const { items, unreadCount, markRead, markAllRead, dismiss } = useNotifications(user);
  usePaymentReminders(user.id);
  useBankLoginNotices(user.id);
  const titleId = useId();

  return (
    // The button itself is the popover's target, so its aria-expanded / aria-haspopup sit on an
    // element whose role allows them (on the wrapping div they were invalid ARIA, axe-core
    // aria-allowed-attr). The badge is drawn beside it, outside the target.
    <Box pos="relative">
      <Popover width={360} position="bottom-end" shadow="lg" withArrow arrowPosition="center" radius="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={unreadCount > 0 ? `Notifications (${unreadCount} unread)` : 'Notifications'}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-labelledby={titleId}>
          <Group justify="space-between" px="md" py="sm">
            <Group gap="xs">
              <Text fw={700} id={titleId}>
                Notifications
              </Text>
              {unreadCount > 0 && (
                <Badge size="sm" variant="light" color="red">
                  {unreadCount} new
                </Badge>
              )}
            </Group>
            <Button variant="subtle" size="compact-sm" onClick={markAllRead} disabled={unreadCount === 0}>
              Mark all read
            </Button>
          </Group>
          <Divider />
          {items.length === 0 ? (
            <Stack align="center" gap={4} py="xl" px="md">
              <IconBell size={28} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text size="sm" c="dimmed">
                No notifications
              </Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize mah={380} type="auto">
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((notification, index) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    withDivider={index > 0}
                    onMarkRead={markRead}
                    onDismiss={dismiss}
                  />
                ))}
              </Box>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
      {unreadCount > 0 && (
        <Badge
          size="xs"
          color="red"
          circle={unreadCount < 10}
          pos="absolute"
          top={-2}
          right={-4}
          style={{ pointerEvents: 'none' }}
          aria-hidden
          data-testid="unread-count"
        >
          {unreadCount > 99 ? '99+' : unreadCount}
        </Badge>
      )}
    </Box>
  );
}
