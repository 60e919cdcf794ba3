import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DashboardResponse } from '@paydown/domain';
import { IconAlertTriangle, IconClock, IconHourglass, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { localToday } from '../../lib/today.ts';
// A subpath, not the package entry: see docs/decisions.md (Web app, Bundles).
import { trialBannerTitle } from '@paydown/domain/trial-banner';
import {
  canDismissTrialBanner,
  isTrialBannerVisible,
  offersRemindLater,
  rememberTrialBannerDismissed,
  trialBannerDismissedOn,
} from './trial-dismissal.ts';

const LOOK: Record<string, { color: string; Icon: typeof IconClock }> = {
  expired: { color: 'red', Icon: IconAlertTriangle },
  urgent: { color: 'orange', Icon: IconHourglass },
  warning: { color: 'yellow', Icon: IconClock },
};
const INFO_LOOK = { color: 'blue', Icon: IconClock };

/**
 * The trial notification: 'Free Trial Expired' (red, 'Upgrade to Continue', not
 * dismissible), 'Trial Ending Soon' or 'Free Trial Active' ('Upgrade Now' and a close icon; a
 * warning with more than 3 days left also offers 'Remind Me Later'). A dismissal lasts for the
 * day, except that with 3 days or fewer left the banner comes back on the next visit.
 * Decision: the upgrade buttons open the pricing page (the spec's placeholder alert helps nobody).
 */
export function TrialBanner({ userId, status }: { userId: number; status: DashboardResponse['trialStatus'] }) {
  const today = localToday();
  // Read once per visit: a banner that must always show (3 days or fewer) comes back on the next one.
  const [dismissedOn] = useState(() => trialBannerDismissedOn(userId));
  // Closing hides it now, whatever the rule for the next visit says.
  const [closedNow, setClosedNow] = useState(false);

  if (closedNow || !isTrialBannerVisible(status, dismissedOn, today)) return null;

  const type = status.notificationType;
  const { color, Icon } = LOOK[type] ?? INFO_LOOK;
  const expired = type === 'expired';
  const dismiss = () => {
    rememberTrialBannerDismissed(userId, today);
    setClosedNow(true);
  };

  return (
    <Paper
      withBorder
      px="sm"
      py="xs"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderColor: `var(--mantine-color-${color}-${expired ? 6 : 3})` }}
      role="region"
      aria-label="Trial status"
      data-type={type}
    >
      {/* Compact (one row on a wide screen): the plan's figures below it stay on the first screen. */}
      <Group align="center" wrap="nowrap" gap="sm">
        <ThemeIcon size={28} radius="xl" color={color} variant={expired ? 'filled' : 'white'} visibleFrom="xs">
          <Icon size={16} aria-hidden />
        </ThemeIcon>
        <Group gap="xs" justify="space-between" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={0} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Text fw={700} size="sm" c={expired ? 'red.8' : undefined}>
              {trialBannerTitle(type)}
            </Text>
            {status.notificationMessage && <Text size="xs">{status.notificationMessage}</Text>}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to="/pricing"
              size="compact-sm"
              color={expired ? 'red' : color}
              autoContrast
              leftSection={<IconRocket size={14} aria-hidden />}
            >
              {expired ? 'Upgrade to Continue' : 'Upgrade Now'}
            </Button>
            {offersRemindLater(status) && (
              <Button size="compact-sm" variant="subtle" color="dark" onClick={dismiss}>
                Remind Me Later
              </Button>
            )}
          </Group>
        </Group>
        {canDismissTrialBanner(type) && <CloseButton size="sm" aria-label="Dismiss trial notification" onClick={dismiss} />}
      </Group>
    </Paper>
  );
}
