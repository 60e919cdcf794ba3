import { IconBrain } from '@tabler/icons-react';
import { PlaceholderPage } from '../../app/layout/PlaceholderPage.tsx';

export function InsightsPage() {
  return (
    <PlaceholderPage
      title="AI-Powered Insights"
      description="Scores, payment timing and recommendations for your plan."
      icon={<IconBrain size={30} aria-hidden />}
      note="Insights are on their way: once your debts and income are in, Paydown will rank your debts and suggest smarter payment dates."
    />
  );
}
