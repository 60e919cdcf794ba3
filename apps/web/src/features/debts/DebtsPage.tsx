import { IconCreditCard } from '@tabler/icons-react';
import { PlaceholderPage } from '../../app/layout/PlaceholderPage.tsx';

export function DebtsPage() {
  return (
    <PlaceholderPage
      title="Your Debts"
      description="Every balance, rate and due date in one place."
      icon={<IconCreditCard size={30} aria-hidden />}
      note="Debt tracking is on its way: you will add credit cards, loans and more, and see the best date to pay each one."
    />
  );
}
