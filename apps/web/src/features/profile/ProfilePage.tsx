import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCreditCard, IconSettings, IconUser } from '@tabler/icons-react';
import { useSearchParamState } from '../../lib/use-search-param-state.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { AccountTab } from './AccountTab.tsx';
import { BillingTab } from './BillingTab.tsx';
import { DownloadDataCard } from './DownloadDataCard.tsx';
import { ProfileTab } from './ProfileTab.tsx';

const TABS = ['profile', 'billing', 'account'] as const;
type ProfileTabName = (typeof TABS)[number];
const parseTab = (value: string | null): ProfileTabName => (TABS.includes(value as ProfileTabName) ? (value as ProfileTabName) : 'profile');

/** Profile & Settings: three tabs. '?tab=billing|account' opens a tab directly (a shareable link). */
export function ProfilePage() {
  const user = useCurrentUser();
  const [tab, setTab] = useSearchParamState('tab', parseTab, 'profile');

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Profile &amp; Settings
        </Title>
        <Text c="dimmed">Manage your account details, billing and security.</Text>
      </div>
      <Tabs value={tab} onChange={(value) => setTab(parseTab(value))} keepMounted={false} variant="pills">
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="billing" leftSection={<IconCreditCard size={16} aria-hidden />}>
            Billing
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconSettings size={16} aria-hidden />}>
            Account
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <Stack gap="lg">
            <ProfileTab user={user} />
            <DownloadDataCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <BillingTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountTab user={user} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
