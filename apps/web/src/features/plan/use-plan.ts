import type { LumpSumInput, PlanOut, PlanStrategy } from '@paydown/domain';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { invalidateRouters, MONEY_DATA_ROUTERS, useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SaveState } from './SaveStatus.tsx';

/** How long the what-if waits after the last change before it saves the extra amount. */
export const SAVE_DELAY_MS = 800;

/** The settings that save on their own, each with its own "Saving…" / "Saved" line. */
export type SaveControl = 'extra' | 'strategy' | 'order';

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

// What saving the settings does not change: the plan's own answer comes with the save, and the
// debts, income and payments stay as they are.
const UNCHANGED_BY_SAVE = new Set(['plan', 'debts', 'income', 'payments']);
const CHANGED_BY_SAVE = MONEY_DATA_ROUTERS.filter((router) => !UNCHANGED_BY_SAVE.has(router));

/** After saving the settings: the other money-derived reads (Dashboard, Insights) follow the plan. */
function useInvalidatePlanReaders() {
  const utils = trpc.useUtils();
  return () => invalidateRouters(utils, CHANGED_BY_SAVE);
}

/**
 * The plan's writes. Saving settings writes the answer straight into the plan query (no second
 * read); lump sums read the plan again. Other screens that show plan figures are marked stale.
 */
export function usePlanWrites({ onSaveFailed }: { onSaveFailed: () => void }) {
  const utils = trpc.useUtils();
  const invalidateReaders = useInvalidatePlanReaders();
  // A lump sum changes the plan and everything read from it.
  const invalidateMoneyData = useInvalidateMoneyData();
  const [removingId, setRemovingId] = useState<number | null>(null);
  // One save at a time, in the order the user made the changes: a change made while a save is on
  // its way waits for it and goes next (only the latest such change: every save carries all the
  // settings). Two saves in flight together could land in either order and leave the older one.
  const inFlight = useRef(false);
  const queued = useRef<PlanSettings | null>(null);
  const sendNext = useRef<() => void>(() => undefined);

  const update = trpc.plan.save.useMutation({
    onSettled: () => {
      inFlight.current = false;
      sendNext.current();
    },
    onSuccess: (plan) => {
      utils.plan.get.setData(undefined, plan);
      // The schedule's pages beyond the answer's first months belong to the old settings.
      void utils.plan.schedule.invalidate();
      void invalidateReaders();
    },
    onError: (error) => {
      // A change made since still goes out and is shown meanwhile; otherwise the saved plan is shown again.
      if (!queued.current) onSaveFailed();
      toastFailure(error, 'Failed to save your plan');
    },
  });
  const addLumpSum = trpc.plan.addLumpSum.useMutation({
    onSuccess: () => invalidateMoneyData(),
    onError: (error) => toastFailure(error, 'Failed to add the lump sum'),
  });
  const remove = trpc.plan.removeLumpSum.useMutation({
    onMutate: ({ id }) => setRemovingId(id),
    onSettled: () => setRemovingId(null),
    onSuccess: () => invalidateMoneyData(),
    onError: (error) => toastFailure(error, 'Failed to remove the lump sum'),
  });

  // The control whose change was saved last, and whether its save still waits for the slider to rest.
  const [control, setControl] = useState<SaveControl | null>(null);
  const [waiting, setWaiting] = useState(false);

  const send = (settings: PlanSettings) => {
    setWaiting(false);
    if (inFlight.current) {
      queued.current = settings;
      return;
    }
    inFlight.current = true;
    update.mutate({
      strategy: settings.strategy,
      extraMonthly: settings.extraMonthly,
      ...(settings.customOrder ? { customOrder: settings.customOrder } : {}),
    });
  };
  // The save that answers sends the waiting change with this render's `send` (set after each render).
  useEffect(() => {
    sendNext.current = () => {
      const next = queued.current;
      queued.current = null;
      if (next) send(next);
    };
  });
  // A change still waiting when the user leaves the screen (another route, a closed tab) is sent
  // then rather than dropped: what was typed is never lost.
  const sendLater = useDebouncedCallback(send, { delay: SAVE_DELAY_MS, flushOnUnmount: true });
  useEffect(() => {
    const flush = () => sendLater.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [sendLater]);

  const saveState = (of: SaveControl): SaveState => {
    if (control !== of) return null;
    if (waiting || update.isPending) return 'saving';
    return update.isSuccess ? 'saved' : null;
  };

  return {
    /** Saves at once. Every save carries all the settings, so a slower one still waiting is dropped. */
    save: (settings: PlanSettings, from: SaveControl) => {
      sendLater.cancel();
      setControl(from);
      send(settings);
    },
    /** The extra amount is saved once the slider has been still for SAVE_DELAY_MS (or on leaving). */
    saveLater: (settings: PlanSettings, from: SaveControl) => {
      setControl(from);
      setWaiting(true);
      sendLater(settings);
    },
    saveState,
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
