import { Badge, Group } from '@mantine/core';
import type { Debt } from '@paydown/domain';
import { formatDate } from '../../lib/format.ts';

/** The debt's place in the payoff plan at a glance: out of the plan, paid in full, a promotion. */
export function PlanBadges({ debt }: { debt: Debt }) {
  const badges: { text: string; color: string }[] = [];
  if (debt.paysInFull) badges.push({ text: 'Paid in full monthly', color: 'teal' });
  else if (!debt.inPlan) badges.push({ text: 'Not in payoff plan', color: 'gray' });
  if (debt.promoRate !== null && debt.promoEndDate !== null) {
    const deferred = debt.deferredInterest ? ', deferred interest' : '';
    // The end date is the first day at the regular rate, named as the form and the Plan's warnings name it.
    badges.push({ text: `${debt.promoRate}% promotion ends ${formatDate(debt.promoEndDate)}${deferred}`, color: 'orange' });
  }
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map((b) => (
        <Badge key={b.text} variant="light" color={b.color} size="sm" radius="sm" tt="none">
          {b.text}
        </Badge>
      ))}
    </Group>
  );
}
