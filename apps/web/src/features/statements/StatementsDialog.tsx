import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { CardPartOut, DebtUpdateInput, StatementCheckOut } from '@paydown/domain';
import { CARD_PART_LABELS } from '@paydown/domain/card';
import { useState } from 'react';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const VERDICT: Record<StatementCheckOut['verdict'], { label: string; color: string }> = {
  match: { label: 'Matches', color: 'teal' },
  charged_more: { label: 'Charged more', color: 'red' },
  charged_less: { label: 'Charged less', color: 'yellow' },
  unchecked: { label: 'Not checked', color: 'gray' },
};

/** The debt whose statements are open: its name, and its balances when it is a card with several. */
export interface StatementsDebt {
  id: number;
  debtName: string;
  balances?: readonly CardPartOut[] | undefined;
}

export interface StatementsDialogProps {
  /** The debt whose statements are open, or null when closed. */
  debt: StatementsDebt | null;
  onClose: () => void;
}

/** A debt's statements, each with the interest check, and the three figures of a paper statement typed. */
export function StatementsDialog({ debt, onClose }: StatementsDialogProps) {
  const list = trpc.statements.list.useQuery({ id: debt?.id ?? 0 }, { enabled: debt !== null });
  return (
    <Modal opened={debt !== null} onClose={onClose} title={debt ? `Statements of ${debt.debtName}` : 'Statements'} size="lg">
      <Stack gap="md">
        {list.isPending && debt !== null && <Loader size="sm" aria-label="Loading statements" />}
        {list.isError && <Alert color="red">Failed to load the statements</Alert>}
        {list.data && list.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No statements yet. Import your lender&apos;s statement file, or type a paper statement&apos;s figures below.
          </Text>
        )}
        {list.data?.map((s) => (
          <StatementRow key={s.id} statement={s} debt={debt} />
        ))}
        {debt && <TypedStatementForm debtId={debt.id} />}
      </Stack>
    </Modal>
  );
}

/**
 * What setting the APR the check found sends through the debt update: a card of one balance takes
 * it as its APR; a card with balances takes it on the balance the check named, the others sent as
 * they stand (each with its promotion's start, which a balance sent without one would lose).
 */
function aprUpdate(debt: StatementsDebt, s: StatementCheckOut): (DebtUpdateInput & { id: number }) | null {
  if (s.causeKind !== 'apr' || s.impliedApr === null) return null;
  const apr = s.impliedApr;
  const balances = debt.balances ?? [];
  if (balances.length === 0) return { id: debt.id, interestRate: apr };
  if (!balances.some((p) => p.id === s.impliedPartId)) return null;
  return {
    id: debt.id,
    balances: balances.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      apr: p.id === s.impliedPartId ? apr : p.apr,
      promoApr: p.promoApr,
      promoEndDate: p.promoEndDate,
      promoStartDate: p.promoStartDate,
      deferredInterest: p.deferredInterest,
    })),
  };
}

/** "Use 24.99 % as the APR"; on a card with balances, "Use 24.99 % as the purchases APR". */
function offerLabel(debt: StatementsDebt, s: StatementCheckOut): string {
  const part = debt.balances?.find((p) => p.id === s.impliedPartId);
  return part ? `Use ${s.impliedApr ?? ''} % as the ${CARD_PART_LABELS[part.kind]} APR` : `Use ${s.impliedApr ?? ''} % as the APR`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A card with balances: Paydown's figure balance by balance, "Balance transfer $0.00 · Purchases $38.15". */
function PartsLine({ statement: s }: { statement: StatementCheckOut }) {
  if (s.parts.length < 2) return null;
  return (
    <Text size="xs" c="dimmed">
      <VisuallyHidden>Paydown&apos;s figure by balance: </VisuallyHidden>
      {s.parts
        .map(
          (p) =>
            `${capitalized(CARD_PART_LABELS[p.kind])} ${formatCurrencyDetailed(p.interestComputed)}${p.inGrace ? ' (grace period)' : ''}`,
        )
        .join(' · ')}
    </Text>
  );
}

function StatementRow({ statement: s, debt }: { statement: StatementCheckOut; debt: StatementsDebt | null }) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidateMoneyData();
  const update = trpc.debts.update.useMutation({
    onSuccess: () => {
      toastSuccess({ message: `APR set to ${s.impliedApr ?? ''} %` });
      void invalidate();
      void utils.statements.list.invalidate();
    },
    onError: (error) => toastFailure(error, 'Failed to update the APR'),
  });
  const change = debt ? aprUpdate(debt, s) : null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {formatDate(s.periodStart)} – {formatDate(s.periodEnd)}
        </Text>
        <Badge color={VERDICT[s.verdict].color} variant="light">
          {VERDICT[s.verdict].label}
        </Badge>
      </Group>
      <Text size="sm">{s.summary}</Text>
      <PartsLine statement={s} />
      {change && debt && (
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            loading={update.isPending}
            onClick={() => {
              // The card's balances as the debts list has them now (an APR set from another
              // statement since the dialog opened included), else as the dialog opened with them.
              const current = utils.debts.list.getData()?.find((d) => d.id === debt.id) ?? debt;
              update.mutate(aprUpdate(current, s) ?? change);
            }}
          >
            {offerLabel(debt, s)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A paper statement: its period, interest charged and closing balance. */
function TypedStatementForm({ debtId }: { debtId: number }) {
  const [fields, setFields] = useState({ periodStart: '', periodEnd: '', interestCharged: '', closingBalance: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const add = trpc.statements.addTyped.useMutation({
    onSuccess: (checks) => {
      utils.statements.list.setData({ id: debtId }, checks);
      setFields({ periodStart: '', periodEnd: '', interestCharged: '', closingBalance: '' });
      setFailure(null);
    },
    onError: (error) => setFailure(describeApiError(error).serverMessage ?? 'Failed to add the statement'),
  });
  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [key]: e.currentTarget.value });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate({ id: debtId, ...fields });
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Type a paper statement
        </Text>
        <Group grow gap="xs">
          <TextInput type="date" label="Period from" value={fields.periodStart} onChange={set('periodStart')} required />
          <TextInput type="date" label="Period to" value={fields.periodEnd} onChange={set('periodEnd')} required />
        </Group>
        <Group grow gap="xs">
          <TextInput
            label="Interest charged"
            inputMode="decimal"
            value={fields.interestCharged}
            onChange={set('interestCharged')}
            required
          />
          <TextInput label="Closing balance" inputMode="decimal" value={fields.closingBalance} onChange={set('closingBalance')} required />
        </Group>
        <SubmitFailureAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={add.isPending}>
            Check this statement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
