import { Anchor, Badge, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { BillingItem } from '@paydown/domain';
import { IconExternalLink, IconReceipt } from '@tabler/icons-react';
import { BADGE_NO_TRUNCATE } from '../../components/badge-styles.ts';
import { LoadingLine, QueryState } from '../../components/QueryState.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { billingStatusLabel, formatBillingAmount, isPaidStatus } from './billing-labels.ts';

function billingEmptyText(status: string): string {
  return status === 'trial'
    ? 'Your billing history will appear here after you upgrade to a paid plan.'
    : 'Your billing history will appear here after your first payment.';
}

function BillingRow({ item, first }: { item: BillingItem; first: boolean }) {
  const paid = isPaidStatus(item.status);
  const date = formatDate(item.date);
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      py="sm"
      wrap="wrap"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}>
          {item.description}
        </Text>
        <Text size="xs" c="dimmed">
          {date}
        </Text>
      </Stack>
      <Group gap="md" wrap="nowrap" justify="flex-end" style={{ flex: '0 0 auto' }}>
        {/* Fixed-width columns, so amounts and links line up from row to row. */}
        <Box miw={92} ta="center">
          <Badge variant={paid ? 'light' : 'filled'} color={paid ? 'paydown' : 'red'} styles={BADGE_NO_TRUNCATE}>
            {billingStatusLabel(item.status)}
          </Badge>
        </Box>
        <Text fw={700} size="sm" miw={72} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatBillingAmount(item.amount, item.currency)}
        </Text>
        <Box miw={76} ta="right">
          {item.invoiceUrl && (
            <Anchor
              href={item.invoiceUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Invoice for ${item.description}, ${date} (opens in a new tab)`}
            >
              <Group gap={4} wrap="nowrap" component="span">
                Invoice
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Box>
      </Group>
    </Group>
  );
}

/** The user's invoices, newest first, in the Billing tab. */
export function BillingHistory({
  status,
  refetchInterval,
}: {
  status: string;
  /** Read again on an interval (while a fresh payment is being confirmed). */
  refetchInterval?: () => number | false;
}) {
  const history = trpc.billing.history.useQuery(undefined, refetchInterval ? { refetchInterval } : {});

  return (
    <QueryState
      query={history}
      loading={<LoadingLine label="Loading billing history..." />}
      failure="Billing history could not be loaded"
      empty={
        <Stack align="center" gap="xs" py="xl" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconReceipt size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>No billing history yet</Text>
          <Text size="sm" c="dimmed" maw={380}>
            {billingEmptyText(status)}
          </Text>
        </Stack>
      }
    >
      {(items) => (
        <Stack component="ul" aria-label="Billing history" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <BillingRow key={item.id} item={item} first={index === 0} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
