import { Alert } from '@mantine/core';
import type { DashboardResponse } from '@paydown/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatCurrency } from '../../lib/format.ts';
// A subpath, not the package entry: see docs/decisions.md (Web app, Bundles).
import { cashFlowLabel } from '@paydown/domain/cashflow';

/** Shown when the month's debt payments exceed the month's income (cashFlowStatus 'insufficient'). */
export function CashFlowAlert({ dashboard }: { dashboard: DashboardResponse }) {
  if (dashboard.cashFlowStatus !== 'insufficient') return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={cashFlowLabel(dashboard.cashFlowStatus)}
      role="alert"
      py="xs"
      // Compact, like the other banners: the plan's figures below it stay on the first screen.
      styles={{
        root: { border: '1px solid var(--mantine-color-red-3)' },
        title: { marginBottom: 0 },
        body: { gap: 2 },
        message: { fontSize: 'var(--mantine-font-size-xs)' },
      }}
    >
      Your monthly debt payments ({formatCurrency(dashboard.totalMonthlyPayments)}) are more than your monthly income (
      {formatCurrency(dashboard.totalMonthlyIncome)}). Review your payments or add any income that is missing.
    </Alert>
  );
}
