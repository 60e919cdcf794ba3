import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IncomeSource } from '@paydown/domain';
import { IconPlus, IconWallet } from '@tabler/icons-react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useRecordDialogs } from '../../components/use-record-dialogs.ts';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { IncomeCard } from './IncomeCard.tsx';
import { IncomeFormDialog } from './IncomeFormDialog.tsx';
import { IncomeSummaryCard } from './IncomeSummaryCard.tsx';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { useQuery } from '@tanstack/react-query';
import { incomeListQuery } from './queries.ts';

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

export function IncomePage() {
  const utils = trpc.useUtils();
  const list = useQuery(incomeListQuery(utils));
  const invalidate = useInvalidateMoneyData();
  const dialogs = useRecordDialogs<IncomeSource>();

  const remove = trpc.income.remove.useMutation({
    onSuccess: () => {
      toastSuccess({ message: 'Income source deleted successfully' });
      dialogs.close();
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
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={dialogs.openAdd}>
          Add Income
        </Button>
      </Group>

      <IncomeSummaryCard />

      <QueryState
        query={list}
        loading={<IncomeListSkeleton />}
        failure="Failed to load income sources"
        empty={<EmptyIncome onAdd={dialogs.openAdd} />}
      >
        {(incomes) => (
          <SimpleGrid cols={GRID} spacing="md">
            {incomes.map((income) => (
              <IncomeCard key={income.id} income={income} onEdit={dialogs.openEdit} onDelete={dialogs.openDelete} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      <IncomeFormDialog opened={dialogs.formOpened} income={dialogs.formRecord} onClose={dialogs.close} />
      <ConfirmDeleteDialog
        opened={dialogs.deleteOpened}
        title="Delete Income Source"
        name={dialogs.deleteRecord?.incomeSource ?? ''}
        pending={remove.isPending}
        onCancel={dialogs.close}
        onConfirm={() => dialogs.dialog?.kind === 'delete' && remove.mutate({ id: dialogs.dialog.record.id })}
      />
    </Stack>
  );
}
