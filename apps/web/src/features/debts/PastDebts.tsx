import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Debt } from '@paydown/domain';
import { IconArrowBackUp, IconChevronDown, IconCircleCheckFilled, IconHistory } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { Fact } from '../../components/Fact.tsx';
import { usePaymentUndo } from './use-payment-undo.ts';

/**
 * A paid-off debt: on a grey card (not faded with opacity, which put its text under AA contrast),
 * 'Paid Off', the paid date (or 'Recently') and the notes; its payment history, and a way back to
 * the active list (reopen restores the balance it had).
 */
export function PaidDebtCard({ debt, onHistory }: { debt: Debt; onHistory: (debt: Debt) => void }) {
  const titleId = useId();
  const { reopen, pending } = usePaymentUndo();
  return (
    <Card component="article" aria-labelledby={titleId} bg="var(--mantine-color-gray-0)" shadow="none">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} c="dimmed" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {debt.debtName}
            </Text>
            <Badge variant="light" color="gray" radius="sm" w="fit-content">
              {debt.debtTypeLabel}
            </Badge>
          </Stack>
          <Badge color="green" variant="light" leftSection={<IconCircleCheckFilled size={12} aria-hidden />}>
            Paid Off
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Fact label="Paid">{formatDate(debt.paidDate, 'Recently')}</Fact>
          <Fact label="Balance">{formatCurrencyDetailed(debt.balance)}</Fact>
        </SimpleGrid>
        {debt.notes && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {debt.notes}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconHistory size={14} aria-hidden />}
            onClick={() => onHistory(debt)}
            aria-label={`Payment history of ${debt.debtName}`}
          >
            History
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            disabled={pending}
            onClick={() => reopen(debt.id)}
            // The name starts with the visible word, so speech users can say what they see (WCAG 2.5.3).
            aria-label={`Reopen ${debt.debtName}: move it back to active debts`}
          >
            Reopen
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The collapsible 'Past Debts (count)' section (closed until opened). It opens at once, without a
 * growing panel: while a panel grows its cards are clipped, and pressing History on a card still
 * half hidden made the browser scroll the panel to show the button, so the press and the release
 * landed on different elements and nothing opened.
 */
export function PastDebts({ debts, onHistory }: { debts: readonly Debt[]; onHistory: (debt: Debt) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="md" component="section" aria-label="Past Debts">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={panelId} w="fit-content" py={4}>
        <Group gap="xs">
          <IconChevronDown
            size={20}
            aria-hidden
            style={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms ease' }}
          />
          <Text fw={700} fz="lg">
            Past Debts ({debts.length})
          </Text>
        </Group>
      </UnstyledButton>
      <Box id={panelId}>
        {open && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {debts.map((debt) => (
              <PaidDebtCard key={debt.id} debt={debt} onHistory={onHistory} />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Stack>
  );
}
