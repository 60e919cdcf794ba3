import { Button, Card, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicUser } from '@paydown/domain';
import { IconAlertTriangle, IconKey, IconLogout, IconShieldLock, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEndSession } from '../auth/use-end-session.ts';
import { CalendarCard } from '../calendar/CalendarCard.tsx';
import { DevicesCard } from '../devices/DevicesCard.tsx';
import { ChangePasswordDialog } from '../password/ChangePasswordDialog.tsx';
import { passwordAgeText } from '../password/password-age.ts';
import { DisableTwoFactorDialog, EnableTwoFactorDialog, NewRecoveryCodesDialog } from '../two-factor/TwoFactorDialogs.tsx';
import { clearNotifications } from '../notifications/store.ts';
import { useForgetPushDevice } from '../push/forget-device.ts';
import { NotificationsCard } from './NotificationsCard.tsx';

function SettingCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" color="gray">
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} fz="md" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </div>
        </Group>
        {action}
      </Group>
    </Card>
  );
}

export function AccountTab({ user }: { user: PublicUser }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [twoFactorDialog, setTwoFactorDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const endSession = useEndSession();
  const forgetPushDevice = useForgetPushDevice();

  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      toastSuccess({ title: 'Logged out', message: 'You have been signed out. See you soon!' });
      endSession();
    },
    onError: () => toastError({ title: 'Logout failed', message: 'Failed to log out. Please try again.' }),
  });

  const deleteAccount = trpc.auth.deleteAccount.useMutation({
    onSuccess: () => {
      clearNotifications(user.id);
      toastSuccess({ title: 'Account deleted', message: 'Your account has been permanently deleted.' });
      setConfirmOpen(false);
      endSession();
    },
    onError: () => toastError({ title: 'Delete failed', message: 'Failed to delete account. Please try again.' }),
  });

  return (
    <Stack gap="lg">
      <NotificationsCard user={user} />
      <CalendarCard />
      {/* The Password and Two-Factor cards: their texts, with real behaviour (change password, TOTP sign-in). */}
      <SettingCard
        icon={<IconKey size={22} aria-hidden />}
        title="Password"
        text={passwordAgeText(user.passwordChangedAt, new Date())}
        action={
          <Button variant="default" onClick={() => setPasswordOpen(true)}>
            Change Password
          </Button>
        }
      />
      <ChangePasswordDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <SettingCard
        icon={<IconShieldLock size={22} aria-hidden />}
        title="Two-Factor Authentication"
        text={user.twoFactorEnabled ? 'Two-factor sign-in is on' : 'Add an extra layer of security to your account.'}
        action={
          user.twoFactorEnabled ? (
            <Group gap="sm">
              <Button variant="default" onClick={() => setTwoFactorDialog('codes')}>
                New recovery codes
              </Button>
              <Button variant="default" color="red" onClick={() => setTwoFactorDialog('disable')}>
                Disable
              </Button>
            </Group>
          ) : (
            <Button variant="default" onClick={() => setTwoFactorDialog('enable')}>
              Enable 2FA
            </Button>
          )
        }
      />
      <EnableTwoFactorDialog opened={twoFactorDialog === 'enable'} onClose={() => setTwoFactorDialog(null)} />
      <DisableTwoFactorDialog opened={twoFactorDialog === 'disable'} onClose={() => setTwoFactorDialog(null)} />
      <NewRecoveryCodesDialog opened={twoFactorDialog === 'codes'} onClose={() => setTwoFactorDialog(null)} />
      <DevicesCard />

      <Card style={{ borderColor: 'var(--mantine-color-red-3)' }} role="region" aria-labelledby="danger-zone-title">
        <Stack gap="md">
          <Group gap="xs">
            <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" aria-hidden />
            <Title order={2} fz="lg" c="red.9" id="danger-zone-title">
              Danger Zone
            </Title>
          </Group>
          <Group justify="space-between" gap="md">
            <div>
              <Text fw={600}>Sign out</Text>
              <Text size="sm" c="dimmed">
                End your session on this device.
              </Text>
            </div>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              disabled={logout.isPending}
              onClick={() => void forgetPushDevice().then(() => logout.mutate())}
            >
              Sign Out
            </Button>
          </Group>
          <Group justify="space-between" gap="md">
            <div>
              <Text fw={600}>Delete account</Text>
              <Text size="sm" c="dimmed">
                Permanently delete your account and all of its data.
              </Text>
            </div>
            <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmOpen(true)}>
              Delete Account
            </Button>
          </Group>
        </Stack>
      </Card>

      <Modal
        opened={confirmOpen}
        onClose={() => !deleteAccount.isPending && setConfirmOpen(false)}
        title="Delete Account Permanently"
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">
            This action cannot be undone. Deleting your account permanently removes all of your data, including your debts, income sources,
            payment history and AI suggestions.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmOpen(false)} disabled={deleteAccount.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => deleteAccount.mutate()} disabled={deleteAccount.isPending}>
              {deleteAccount.isPending ? 'Deleting...' : 'Yes, Delete Account'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
