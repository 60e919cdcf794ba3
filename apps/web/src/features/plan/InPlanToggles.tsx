import { Card, Group, Stack, Switch, Text } from '@mantine/core';
import type { Debt } from '@paydown/domain';
import { useState } from 'react';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { formatCurrency } from '../../lib/format.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * "Include in plan" for each unpaid debt, on the Plan screen itself: taking the mortgage in or out
 * no longer needs Debts → Edit. A card paid in full every month is never in the plan (it costs no
 * interest), so its switch is off and disabled. The switch moves at once; the plan, the debts and
 * the dashboard are read again once the server has it.
 */
export function InPlanToggles({ debts }: { debts: readonly Debt[] }) {
  const invalidate = useInvalidateMoneyData();
  // The value being saved, per debt: the switch shows it until the debts are read again.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const update = trpc.debts.update.useMutation({
    onSuccess: () => invalidate(),
    onError: () => toastError({ message: 'Failed to update the debt. Please try again.' }),
    onSettled: (_data, _error, input) =>
      setPending((map) => {
        const next = new Map(map);
        next.delete(input.id);
        return next;
      }),
  });
  const unpaid = debts.filter((d) => !d.isPaid && Number(d.balance) > 0);
  if (unpaid.length === 0) return null;
  return (
    <Card>
      <Stack gap="xs">
        <Group gap={4}>
          <Text fw={700} id="in-plan-label">
            Debts in this plan
          </Text>
          <HowCalculated figure="include in plan">
            A debt in the plan gets its payment and, in the plan&apos;s order, the extra and the payments freed by debts paid off. A debt
            left out keeps its own payment and is not counted in the debt-free date. A card paid in full every month costs no interest and
            stays out.
          </HowCalculated>
        </Group>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="in-plan-label">
          {unpaid.map((d) => (
            <Group component="li" key={d.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {d.debtName}{' '}
                <Text span size="xs" c="dimmed">
                  {formatCurrency(d.balance)}
                </Text>
              </Text>
              <Switch
                label="Include in plan"
                aria-label={`Include ${d.debtName} in plan`}
                labelPosition="left"
                size="sm"
                checked={!d.paysInFull && (pending.get(d.id) ?? d.inPlan)}
                disabled={d.paysInFull || pending.has(d.id)}
                onChange={(event) => {
                  const inPlan = event.currentTarget.checked;
                  setPending((map) => new Map(map).set(d.id, inPlan));
                  update.mutate({ id: d.id, inPlan });
                }}
              />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
