import { IconWallet } from '@tabler/icons-react';
import { PlaceholderPage } from '../../app/layout/PlaceholderPage.tsx';

export function IncomePage() {
  return (
    <PlaceholderPage
      title="Income Sources"
      description="When and how much you get paid."
      icon={<IconWallet size={30} aria-hidden />}
      note="Income tracking is on its way: add your paychecks so Paydown can line payments up with them."
    />
  );
}
