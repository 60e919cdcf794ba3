import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Debt, PlannedPaymentOut } from '@paydown/domain';
import { IconCreditCard, IconFileImport, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useRecordDialogs } from '../../components/use-record-dialogs.ts';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useHashTarget } from '../../lib/use-hash-target.ts';
import { DebtCard } from './DebtCard.tsx';
import { DebtFormDialog } from './DebtFormDialog.tsx';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { ImportDebtsDialog } from './ImportDebtsDialog.tsx';
import { ImportStatementDialog } from '../statements/ImportStatementDialog.tsx';
import { StatementsDialog } from '../statements/StatementsDialog.tsx';
import { ConnectionsPanel } from '../connections/ConnectionsPanel.tsx';
import { LogPaymentDialog } from './LogPaymentDialog.tsx';
import { MinimumWarningDialog } from './MinimumWarningDialog.tsx';
import { PastDebts } from './PastDebts.tsx';
import { PaymentHistoryDialog } from './PaymentHistoryDialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { debtListQuery, paidDebtsQuery, plannedPaymentsQuery } from './queries.ts';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** The loading state: three card-shaped placeholders. */
export function DebtListSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing="md" aria-busy aria-label="Loading debts" role="status">
      {[0, 1, 2].map((i) => (
        <Card key={i} data-testid="debt-card-skeleton" aria-hidden>
          <Stack gap="sm">
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width="30%" />
            <Skeleton height={30} width="50%" mt="xs" />
            <SimpleGrid cols={2} spacing="sm">
              <Skeleton height={28} />
              <Skeleton height={28} />
              <Skeleton height={28} />
              <Skeleton height={28} />
            </SimpleGrid>
            <Skeleton height={36} mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function EmptyDebts({ onAdd }: { onAdd: () => void }) {
  return (
    <Card>
      <Stack align="center" gap="xs" py="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconCreditCard size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No debts
        </Title>
        <Text size="sm" c="dimmed" maw={360}>
          Get started by adding your first debt.
        </Text>
        <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Add Debt
        </Button>
      </Stack>
    </Card>
  );
}

export function DebtsPage() {
  // One batched round trip: the three reads start together.
  const utils = trpc.useUtils();
  const debts = useQuery(debtListQuery(utils));
  const paid = useQuery(paidDebtsQuery(utils));
  const planned = useQuery(plannedPaymentsQuery(utils));
  const invalidate = useInvalidateMoneyData();
  useHashTarget(debts.isSuccess);

  const dialogs = useRecordDialogs<Debt>();
  const [importOpen, setImportOpen] = useState(false);
  const [logging, setLogging] = useState<Debt | null>(null);
  const [historyOf, setHistoryOf] = useState<Debt | null>(null);
  const [warningOf, setWarningOf] = useState<Debt | null>(null);
  const [statementOpen, setStatementOpen] = useState(false);
  const [statementsOf, setStatementsOf] = useState<Debt | null>(null);

  const remove = trpc.debts.remove.useMutation({
    onSuccess: () => {
      toastSuccess({ message: 'Debt deleted successfully' });
      dialogs.close();
      void invalidate();
    },
    onError: (error) => toastFailure(error, 'Failed to delete debt'),
  });

  const plannedByDebt = useMemo(() => {
    const map = new Map<number, PlannedPaymentOut>();
    for (const p of planned.data ?? []) if (!map.has(p.debtId)) map.set(p.debtId, p);
    return map;
  }, [planned.data]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Your Debts
          </Title>
          <Text c="dimmed">Every balance, rate and due date, with the best day to pay each one.</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImportOpen(true)}>
            Import from CSV
          </Button>
          <Button variant="default" leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={() => setStatementOpen(true)}>
            Import a statement
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={dialogs.openAdd}>
            Add Debt
          </Button>
        </Group>
      </Group>
      <ImportDebtsDialog opened={importOpen} onClose={() => setImportOpen(false)} />
      <ImportStatementDialog opened={statementOpen} onClose={() => setStatementOpen(false)} debts={debts.data ?? []} />

      <QueryState
        query={debts}
        loading={<DebtListSkeleton />}
        failure="Failed to load debts"
        empty={<EmptyDebts onAdd={dialogs.openAdd} />}
      >
        {(list) => (
          <SimpleGrid cols={GRID} spacing="md">
            {list.map((debt) => (
              <DebtCard
                key={debt.id}
                debt={debt}
                planned={plannedByDebt.get(debt.id)}
                onEdit={dialogs.openEdit}
                onDelete={dialogs.openDelete}
                onLogPayment={setLogging}
                onHistory={setHistoryOf}
                onMinimumWarning={setWarningOf}
                onStatements={setStatementsOf}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      <ConnectionsPanel debts={debts.data ?? []} />

      {paid.data && paid.data.length > 0 && <PastDebts debts={paid.data} onHistory={setHistoryOf} />}

      <LogPaymentDialog debt={logging} onClose={() => setLogging(null)} />
      <PaymentHistoryDialog debt={historyOf} onClose={() => setHistoryOf(null)} />
      <MinimumWarningDialog debt={warningOf} onClose={() => setWarningOf(null)} />
      <StatementsDialog debt={statementsOf} onClose={() => setStatementsOf(null)} />

      <DebtFormDialog opened={dialogs.formOpened} debt={dialogs.formRecord} onClose={dialogs.close} />
      <ConfirmDeleteDialog
        opened={dialogs.deleteOpened}
        title="Delete Debt"
        name={dialogs.deleteRecord?.debtName ?? ''}
        pending={remove.isPending}
        onCancel={dialogs.close}
        onConfirm={() => dialogs.dialog?.kind === 'delete' && remove.mutate({ id: dialogs.dialog.record.id })}
      />
    </Stack>
  );
}
