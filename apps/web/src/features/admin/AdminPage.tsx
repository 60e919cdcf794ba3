import { IconShieldCog } from '@tabler/icons-react';
import { PlaceholderPage } from '../../app/layout/PlaceholderPage.tsx';

export function AdminPage() {
  return (
    <PlaceholderPage
      title="Admin dashboard"
      description="User management for administrators."
      icon={<IconShieldCog size={30} aria-hidden />}
      note="User statistics, search and lifetime-access controls will appear here."
    />
  );
}
