import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DashboardResponse } from '@paydown/domain';
import { IconCalendarDollar, IconCreditCard, IconPigMoney, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { HELP } from '../plan/help.ts';
import { formatCount, formatCurrency, toAmount } from '../../lib/format.ts';
// A subpath, not the package entry: see docs/decisions.md (Web app, Bundles).
import { cashFlowLabel } from '@paydown/domain/cashflow';

const CASH_FLOW_COLOR: Record<string, string> = { sufficient: 'green', tight: 'yellow', insufficient: 'red' };

function SummaryCard({
  label,
  value,
  caption,
  icon,
  color,
  help,
}: {
  label: string;
  /** One sentence: how the figure is calculated. */
  help: string;
  value: string | null;
  caption: ReactNode;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Card padding="md" role="group" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text component="div" size="sm" c="dimmed" fw={500} lh={1.3}>
            {label} <HowCalculated figure={label.toLowerCase()}>{help}</HowCalculated>
          </Text>
          <ThemeIcon size={32} radius="md" variant="light" color={color} visibleFrom="xs">
            {icon}
          </ThemeIcon>
        </Group>
        {value === null ? (
          <Skeleton height={30} width="70%" />
        ) : (
          <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.15} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
        )}
        <div>{caption}</div>
      </Stack>
    </Card>
  );
}

const Caption = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed" lh={1.35}>
    {children}
  </Text>
);

/** The four summary figures, in whole dollars (summaries round to the dollar; details show cents). `dashboard` undefined: loading. */
export function SummaryCards({ dashboard }: { dashboard: DashboardResponse | undefined }) {
  const d = dashboard;
  const debtCount = d?.debtPriority.length ?? 0;
  // Cash flow is judged once there is income or a payment to judge: an empty account has no badge.
  const judged = d !== undefined && (toAmount(d.totalMonthlyIncome) > 0 || toAmount(d.totalMonthlyPayments) > 0);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <SummaryCard
        label="Monthly Income"
        help={HELP.monthlyIncome}
        value={d ? formatCurrency(d.totalMonthlyIncome) : null}
        caption={<Caption>This month&apos;s paychecks</Caption>}
        icon={<IconWallet size={18} aria-hidden />}
        color="blue"
      />
      <SummaryCard
        label="Monthly Payments"
        help={HELP.monthlyPayments}
        value={d ? formatCurrency(d.totalMonthlyPayments) : null}
        caption={
          d && judged ? (
            <Badge variant="light" color={CASH_FLOW_COLOR[d.cashFlowStatus] ?? 'gray'} size="sm">
              {cashFlowLabel(d.cashFlowStatus)}
            </Badge>
          ) : (
            <Caption>&nbsp;</Caption>
          )
        }
        icon={<IconCalendarDollar size={18} aria-hidden />}
        color="grape"
      />
      <SummaryCard
        label="Total Debt Balance"
        help={HELP.totalDebtBalance}
        value={d ? formatCurrency(d.totalDebtBalance) : null}
        caption={<Caption>Across {formatCount(debtCount, 'debt')}</Caption>}
        icon={<IconCreditCard size={18} aria-hidden />}
        color="red"
      />
      <SummaryCard
        label="Interest Savings"
        help={HELP.interestSavings}
        value={d ? formatCurrency(d.estimatedInterestSavings) : null}
        caption={<Caption>This month, by paying on suggested dates</Caption>}
        icon={<IconPigMoney size={18} aria-hidden />}
        color="paydown"
      />
    </SimpleGrid>
  );
}
