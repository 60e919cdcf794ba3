// The what-if: the Plan screen runs the same engine in the browser on every slider move,
// so the preview and the saved plan can never disagree. < 16 ms for 50 debts (timed by tools/bench).

import type { Cents } from '../money/cents.ts';
import type { PlanStrategy } from '../schemas/plan.ts';
import { computePlan } from './engine.ts';
import type { PlanInput, PlanLumpSum, PlanResult } from './types.ts';

export interface PlanPreviewChanges {
  strategy?: PlanStrategy;
  extraMonthlyCents?: Cents;
  customOrder?: readonly number[] | null;
  lumpSums?: readonly PlanLumpSum[];
}

/** computePlan with some settings changed (nothing is saved; the input is not modified). */
export function previewPlan(input: PlanInput, changes: PlanPreviewChanges): PlanResult {
  return computePlan({
    ...input,
    settings: {
      strategy: changes.strategy ?? input.settings.strategy,
      extraMonthlyCents: changes.extraMonthlyCents ?? input.settings.extraMonthlyCents,
      customOrder: changes.customOrder !== undefined ? changes.customOrder : input.settings.customOrder,
    },
    lumpSums: changes.lumpSums ?? input.lumpSums ?? [],
  });
}

/** The headline figures of a plan, e.g. for a slider's live label. */
export interface PlanPreviewFigures {
  debtFreeDate: string | null;
  months: number | null;
  totalInterest: Cents | null;
  interestSaved: Cents | null;
  monthsSaved: number | null;
}

export function planPreviewFigures(p: PlanResult): PlanPreviewFigures {
  return {
    debtFreeDate: p.debtFreeDate,
    months: p.months,
    totalInterest: p.totalInterest,
    interestSaved: p.interestSaved,
    monthsSaved: p.monthsSaved,
  };
}
