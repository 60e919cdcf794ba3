import type { Debt, LumpSumOut, PlanOut } from '@paydown/domain';
import { useCallback, useMemo } from 'react';
import { previewPlan } from './preview.ts';
import type { PlanSettings } from './use-plan.ts';
import type { PlanFigures } from './WhatIfEffect.tsx';

export interface Effect {
  before: PlanFigures;
  after: PlanFigures;
}

const figures = (p: PlanOut): PlanFigures => ({ debtFreeDate: p.debtFreeDate, totalInterest: p.totalInterest });

/** A lump sum being typed, not saved yet. */
export interface LumpSumDraft {
  date: string;
  /** Two decimals, as the API carries money. */
  amount: string;
}

/**
 * The effects shown beside the what-if controls, each from the same engine as the plan (the
 * browser's preview, which matches the server's plan exactly):
 * - the extra per month: the plan without any extra → the plan shown;
 * - the saved lump sums: the plan without them → the plan shown;
 * - a lump sum being typed: the plan shown → the plan with it added.
 * The "without" plans do not depend on the slider's position, so moving it runs the engine once.
 */
export function useWhatIfEffects(input: {
  server: PlanOut | undefined;
  shown: PlanOut | undefined;
  debts: readonly Debt[] | undefined;
  settings: PlanSettings | null;
}) {
  const { server, shown, debts, settings } = input;
  const strategy = settings?.strategy;
  const order = settings?.customOrder?.join(',') ?? '';
  const extraMonthly = settings?.extraMonthly ?? '0.00';
  const run = useCallback(
    (over: { extraMonthly?: string; lumpSums?: readonly LumpSumOut[] }) =>
      server && debts && strategy
        ? previewPlan({
            settings: {
              strategy,
              extraMonthly: over.extraMonthly ?? extraMonthly,
              customOrder: order === '' ? null : order.split(',').map(Number),
            },
            debts,
            lumpSums: over.lumpSums ?? server.lumpSums,
            startDate: server.startDate,
          })
        : null,
    [server, debts, strategy, order, extraMonthly],
  );
  // Keyed on everything but the extra, so the slider does not recompute it.
  const withoutExtra = useMemo(
    () =>
      server && debts && strategy
        ? figures(
            previewPlan({
              settings: { strategy, extraMonthly: '0.00', customOrder: order === '' ? null : order.split(',').map(Number) },
              debts,
              lumpSums: server.lumpSums,
              startDate: server.startDate,
            }),
          )
        : null,
    [server, debts, strategy, order],
  );
  const withoutLumpSums = useMemo(() => {
    if (!server || server.lumpSums.length === 0) return null;
    const plan = run({ lumpSums: [] });
    return plan ? figures(plan) : null;
  }, [server, run]);

  const extra: Effect | null = shown && withoutExtra ? { before: withoutExtra, after: figures(shown) } : null;
  const lumpSums: Effect | null = shown && withoutLumpSums ? { before: withoutLumpSums, after: figures(shown) } : null;
  const lumpSumDraft = useCallback(
    (draft: LumpSumDraft): Effect | null => {
      if (!shown || !server) return null;
      const plan = run({ lumpSums: [...server.lumpSums, { id: -1, date: draft.date, amount: draft.amount, note: null }] });
      return plan ? { before: figures(shown), after: figures(plan) } : null;
    },
    [shown, server, run],
  );
  return { extra, lumpSums, lumpSumDraft };
}
