import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { BankConnection } from '@paydown/domain';
import { useState } from 'react';
import { formatCurrencyDetailed } from '../../lib/format.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

type Account = BankConnection['accounts'][number];

export interface ConnectionAccountsProps {
  connection: BankConnection;
  /** The user's open debts, an account may be linked to one of them. */
  debts: readonly { id: number; debtName: string }[];
}

/** A connection's accounts: the debt each one updates, or (a liability not linked yet) what to do with it. */
export function ConnectionAccounts({ connection, debts }: ConnectionAccountsProps) {
  return (
    <Stack gap="xs">
      {connection.accounts.map((account) => (
        <AccountRow key={account.id} connectionId={connection.id} account={account} debts={debts} />
      ))}
    </Stack>
  );
}

function AccountRow({ connectionId, account, debts }: { connectionId: number; account: Account; debts: ConnectionAccountsProps['debts'] }) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidateMoneyData();
  const [existing, setExisting] = useState<string | null>(null);
  const link = trpc.connections.link.useMutation({
    onSuccess: (_, input) => {
      toastSuccess({ message: input.debtId === null ? 'Debt added from the account' : 'Account linked to the debt' });
      void utils.connections.list.invalidate();
      void invalidate();
    },
    onError: (error) => toastFailure(error, 'Failed to link the account'),
  });
  const label = `${account.name} ${account.mask}`;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" aria-label={label} role="group">
      <Text size="sm">{label}</Text>
      {account.debtId !== null ? (
        <Badge variant="light" color="teal">
          Updates {account.debtName ?? 'a debt'}
        </Badge>
      ) : account.proposal ? (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {formatCurrencyDetailed(account.proposal.balance)} at {account.proposal.interestRate} %
          </Text>
          <Button
            size="xs"
            onClick={() => link.mutate({ id: connectionId, accountId: account.id, debtId: null })}
            loading={link.isPending && link.variables.debtId === null}
          >
            Add as a debt
          </Button>
          {debts.length > 0 && (
            <Select
              size="xs"
              aria-label={`Link ${label} to a debt`}
              placeholder="or link to a debt"
              data={debts.map((d) => ({ value: String(d.id), label: d.debtName }))}
              value={existing}
              onChange={(value) => {
                setExisting(value);
                if (value) link.mutate({ id: connectionId, accountId: account.id, debtId: Number(value) });
              }}
            />
          )}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          Not a debt
        </Text>
      )}
    </Group>
  );
}
