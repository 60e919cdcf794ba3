import { Alert, Stack, Text } from '@mantine/core';
import type { PlanOut, PlanWarning } from '@paydown/domain';
import { IconAlertTriangle, IconHourglassHigh, IconInfinity, IconWallet } from '@tabler/icons-react';
import { formatCurrencyDetailed } from '../../lib/format.ts';

const TITLES: Record<PlanWarning['code'], string> = {
  NEVER_PAYS_OFF: 'Never paid off at this payment',
  DEFERRED_INTEREST: 'Deferred interest deadline',
  HORIZON_REACHED: 'Not debt-free within 50 years',
  BUDGET_EXCEEDS_INCOME: 'Your budget is more than your income',
};

const ICONS: Record<PlanWarning['code'], typeof IconAlertTriangle> = {
  NEVER_PAYS_OFF: IconInfinity,
  DEFERRED_INTEREST: IconHourglassHigh,
  HORIZON_REACHED: IconAlertTriangle,
  BUDGET_EXCEEDS_INCOME: IconWallet,
};

/** The fix in one sentence: the payment that solves it, when the engine gives one. */
function fixText(warning: PlanWarning, debtName: string | undefined): string | null {
  if (!warning.paymentNeeded) return null;
  const amount = formatCurrencyDetailed(warning.paymentNeeded);
  const what = debtName ? `${debtName}` : 'this debt';
  if (warning.code === 'DEFERRED_INTEREST') return `Pay at least ${amount} a month on ${what} to clear it before the promotion ends.`;
  if (warning.code === 'NEVER_PAYS_OFF') return `A payment of at least ${amount} a month on ${what} pays it off.`;
  return `Paying ${amount} a month fixes this.`;
}

/** Each warning of the plan as an alert, with the payment that fixes it. */
export function PlanWarnings({ plan, names }: { plan: PlanOut; names: ReadonlyMap<number, string> }) {
  if (plan.warnings.length === 0) return null;
  return (
    <Stack gap="sm">
      {plan.warnings.map((warning, index) => {
        const Icon = ICONS[warning.code];
        const debtName = warning.debtId === undefined ? undefined : names.get(warning.debtId);
        const fix = fixText(warning, debtName);
        return (
          <Alert
            key={`${warning.code}-${warning.debtId ?? index}`}
            color={warning.code === 'DEFERRED_INTEREST' ? 'orange' : 'red'}
            variant="light"
            icon={<Icon size={20} aria-hidden />}
            title={debtName ? `${TITLES[warning.code]}: ${debtName}` : TITLES[warning.code]}
          >
            <Text size="sm">{warning.message}</Text>
            {fix && (
              <Text size="sm" fw={700} mt={4}>
                {fix}
              </Text>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
