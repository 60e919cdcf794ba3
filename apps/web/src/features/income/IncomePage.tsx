import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IncomeSource } from '@paydown/domain';
import { IconPlus, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ReadFailure } from '../ai/SuggestionStates.tsx';
import { IncomeCard } from './IncomeCard.tsx';
import { IncomeFormDialog } from './IncomeFormDialog.tsx';
import { IncomeSummaryCard } from './IncomeSummaryCard.tsx';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

function IncomeListSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing="md" aria-busy aria-label="Loading income sources" role="status">
      {[0, 1, 2].map((i) => (
        <Card key={i} aria-hidden>
          <Stack gap="sm">
            <Skeleton height={18} width="55%" />
            <Skeleton height={14} width="25%" />
            <Skeleton height={30} width="45%" mt="xs" />
            <Skeleton height={28} />
            <Skeleton height={8} mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function EmptyIncome({ onAdd }: { onAdd: () => void }) {
  return (
    <Card>
      <Stack align="center" gap="xs" py="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="blue">
          <IconWallet size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No income sources
        </Title>
        <Text size="sm" c="dimmed" maw={380}>
          Add your paychecks so Paydown can line each payment up with the payday before it is due.
        </Text>
        <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Add Income
        </Button>
      </Stack>
    </Card>
  );
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; income: IncomeSource }
  | { kind: 'delete'; income: IncomeSource }
  | null;

export function IncomePage() {
  const list = trpc.income.list.useQuery();
  const invalidate = useInvalidateMoneyData();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Kept while a dialog animates out.
  const [lastFormIncome, setLastFormIncome] = useState<IncomeSource | null>(null);
  const [lastDeleteIncome, setLastDeleteIncome] = useState<IncomeSource | null>(null);
  const close = () => setDialog(null);

  const openAdd = () => {
    setLastFormIncome(null);
    setDialog({ kind: 'add' });
  };
  const openEdit = (income: IncomeSource) => {
    setLastFormIncome(income);
    setDialog({ kind: 'edit', income });
  };
  const openDelete = (income: IncomeSource) => {
    setLastDeleteIncome(income);
    setDialog({ kind: 'delete', income });
  };

  const remove = trpc.income.remove.useMutation({
    onSuccess: () => {
      toastSuccess({ message: 'Income source deleted successfully' });
      close();
      void invalidate();
    },
    onError: (error) => toastFailure(error, 'Failed to delete income source'),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Income Sources
          </Title>
          <Text c="dimmed">When and how much you get paid.</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
          Add Income
        </Button>
      </Group>

      <IncomeSummaryCard />

      {list.isPending ? (
        <IncomeListSkeleton />
      ) : list.isError ? (
        <ReadFailure title="Failed to load income sources" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyIncome onAdd={openAdd} />
      ) : (
        <SimpleGrid cols={GRID} spacing="md">
          {list.data.map((income) => (
            <IncomeCard key={income.id} income={income} onEdit={openEdit} onDelete={openDelete} />
          ))}
        </SimpleGrid>
      )}

      <IncomeFormDialog
        opened={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        income={dialog?.kind === 'edit' ? dialog.income : dialog?.kind === 'add' ? null : lastFormIncome}
        onClose={close}
      />
      <ConfirmDeleteDialog
        opened={dialog?.kind === 'delete'}
        title="Delete Income Source"
        name={(dialog?.kind === 'delete' ? dialog.income : lastDeleteIncome)?.incomeSource ?? ''}
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate({ id: dialog.income.id })}
      />
    </Stack>
  );
}
