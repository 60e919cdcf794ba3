import { Anchor, Card, Group, Pagination, ScrollArea, Table, Text, useMatches } from '@mantine/core';
import type { PlanMonth, PlanOut } from '@paydown/domain';
import { planMonthEnd } from '@paydown/domain/plan';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCurrencyDetailed, formatShortDate, toAmount } from '../../lib/format.ts';
import { HELP } from './help.ts';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { QueryFailure } from '../../components/QueryState.tsx';
import { useScheduleRows } from './schedule-rows.ts';
import { PART_KIND_LABELS } from '../../lib/card-part-labels.ts';

type Payment = PlanOut['schedule'][number]['payments'][number];

/** A card with balances: what the month's payment to it gives each one ("Purchases $400.00 · Balance transfer $35.00"). */
function partsText(payment: Payment | undefined): string | null {
  const paid = (payment?.parts ?? []).filter((p) => toAmount(p.payment) > 0);
  if (paid.length === 0) return null;
  return paid.map((p) => `${PART_KIND_LABELS[p.kind]} ${formatCurrencyDetailed(p.payment)}`).join(' · ');
}

/**
 * A row is labelled by the dates it covers ('Mar 25 – Apr 24, 2027'): the plan's months start on the
 * plan's first day's day of the month, so a lump sum dated Apr 15 shows in the row that covers it.
 */
function monthRange(planStart: string, month: { month: number; startDate: string }): string {
  const end = planMonthEnd(planStart, month.month);
  return `${formatShortDate(month.startDate)} – ${formatShortDate(end)}, ${end.slice(0, 4)}`;
}

export const ROWS_PER_PAGE = 12;
export const SCHEDULE_CSV_URL = '/api/plan/schedule.csv';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/**
 * The month-by-month schedule, a year per page, with the full schedule as a CSV download. `whole`
 * is a what-if's own schedule (computed in the browser); without it the pages past the plan
 * answer's first months are read from the server as they are opened.
 */
export function ScheduleTable({ plan, whole = null }: { plan: PlanOut; whole?: readonly PlanMonth[] | null }) {
  const months = whole ? whole.length : plan.scheduleMonths;
  const pages = Math.max(1, Math.ceil(months / ROWS_PER_PAGE));
  const [page, setPage] = useState(1);
  // A what-if can shorten the plan under the current page.
  const current = Math.min(page, pages);
  const { rows, error, retry } = useScheduleRows(plan, whole, (current - 1) * ROWS_PER_PAGE + 1, Math.min(months, current * ROWS_PER_PAGE));
  const compact = useMatches({ base: true, xs: false });
  const names = new Map(plan.debts.map((d) => [d.debtId, d.debtName]));
  const order = new Map(plan.debts.map((d) => [d.debtId, d.order]));

  return (
    <Card role="region" aria-labelledby="plan-schedule-title">
      <Group justify="space-between" gap="xs" mb="sm">
        <SectionTitle id="plan-schedule-title" title="Month by month" figure="a month of the schedule" help={HELP.monthPayment} />
        <Anchor href={SCHEDULE_CSV_URL} download size="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            Download CSV
          </Group>
        </Anchor>
      </Group>
      <ScrollArea type="auto">
        <Table
          striped
          verticalSpacing={6}
          // Four columns of dollar amounts fit a 390 px phone with narrower gaps and smaller figures.
          horizontalSpacing={compact ? 6 : 'xs'}
          fz={compact ? 'xs' : 'sm'}
          miw={300}
          aria-label="Month-by-month schedule"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th style={num}>Paid</Table.Th>
              {/* Kept on a phone: what the month costs in interest is the figure the plan is about. */}
              <Table.Th style={num}>Interest</Table.Th>
              <Table.Th style={num}>Balance left</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-busy={rows === null}>
            {rows === null && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  {error ? (
                    <QueryFailure layout="inline" title="Failed to load these months" error={error} onRetry={retry} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      Loading these months...
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
            {rows?.map((month) => {
              // The debt getting the money beyond its minimum: the first in plan order still being paid.
              const focus = [...month.payments]
                .sort((a, b) => (order.get(a.debtId) ?? 0) - (order.get(b.debtId) ?? 0))
                .find((p) => toAmount(p.payment) > 0);
              const split = partsText(focus);
              return (
                <Table.Tr key={month.month}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {monthRange(plan.startDate, month)}
                    </Text>
                    <Text size="xs" c="dimmed" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                      {focus ? names.get(focus.debtId) : '—'}
                      {toAmount(month.lumpSum) > 0 && (
                        <Text span inherit c="paydown.8" fw={600}>
                          {' '}
                          + {formatCurrencyDetailed(month.lumpSum)} lump sum
                        </Text>
                      )}
                      {split && (
                        <Text span inherit display="block">
                          {split}
                        </Text>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td style={num}>{formatCurrencyDetailed(month.totalPayment)}</Table.Td>
                  <Table.Td style={num}>{formatCurrencyDetailed(month.totalInterest)}</Table.Td>
                  <Table.Td style={num}>{formatCurrencyDetailed(month.totalBalance)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
    </Card>
  );
}
