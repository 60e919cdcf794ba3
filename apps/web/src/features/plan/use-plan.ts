import type { LumpSumInput, PlanOut, PlanStrategy } from '@paydown/domain';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { isMoneyDataQuery, useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { trpc } from '../../lib/trpc.ts';

/** How long the what-if waits after the last change before it saves the extra amount. */
export const SAVE_DELAY_MS = 800;

export interface PlanSettings {
  strategy: PlanStrategy;
  extraMonthly: string;
  customOrder: number[] | null;
}

export const settingsOf = (plan: PlanOut): PlanSettings => ({
  strategy: plan.strategy,
  extraMonthly: plan.extraMonthly,
  customOrder: plan.customOrder,
});

/**
 * Every other money-derived read (dashboard, AI, ...): the plan's own answer is already in the
 * cache after a save, so only the plan query is left out.
 */
function useInvalidatePlanReaders() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => isMoneyDataQuery(query) && !(Array.isArray(query.queryKey[0]) && query.queryKey[0][0] === 'plan'),
    });
}

/**
 * The plan's writes. Saving settings writes the answer straight into the plan query (no second
 * read); lump sums read the plan again. Other screens that show plan figures are marked stale.
 */
export function usePlanWrites({ onSaveFailed }: { onSaveFailed: () => void }) {
  const utils = trpc.useUtils();
  const invalidateReaders = useInvalidatePlanReaders();
  const invalidateAll = useInvalidateMoneyData();
  const [removingId, setRemovingId] = useState<number | null>(null);

  const update = trpc.plan.save.useMutation({
    onSuccess: (plan) => {
      utils.plan.get.setData(undefined, plan);
      void invalidateReaders();
    },
    onError: (error) => {
      onSaveFailed();
      toastFailure(error, 'Failed to save your plan');
    },
  });
  const addLumpSum = trpc.plan.addLumpSum.useMutation({
    onSuccess: () => invalidateAll(),
    onError: (error) => toastFailure(error, 'Failed to add the lump sum'),
  });
  const remove = trpc.plan.removeLumpSum.useMutation({
    onMutate: ({ id }) => setRemovingId(id),
    onSettled: () => setRemovingId(null),
    onSuccess: () => invalidateAll(),
    onError: (error) => toastFailure(error, 'Failed to remove the lump sum'),
  });

  const save = (settings: PlanSettings) =>
    update.mutate({
      strategy: settings.strategy,
      extraMonthly: settings.extraMonthly,
      ...(settings.customOrder ? { customOrder: settings.customOrder } : {}),
    });

  return {
    save,
    /** The extra amount is saved once the slider has been still for SAVE_DELAY_MS. */
    saveLater: useDebouncedCallback(save, SAVE_DELAY_MS),
    saving: update.isPending,
    addLumpSum: async (input: LumpSumInput) => {
      try {
        await addLumpSum.mutateAsync(input);
        return true;
      } catch {
        return false;
      }
    },
    adding: addLumpSum.isPending,
    removeLumpSum: (id: number) => remove.mutate({ id }),
    removingId,
  };
}
