// The computations that may run off the main thread: each is one call into packages/domain (the one
// engine), taking one structured-cloneable argument and answering plain data. The worker runs them;
// the pool runs a small one inline (pool.ts). Nothing here reads a database, a clock or the network.
import {
  computePlan,
  evaluateOffer,
  formatProgression,
  generateSuggestions,
  insights,
  learningProgress,
  parseMoney,
  paymentSchedule,
  planMonthOut,
  planProgression,
  planResponse,
  potentialScore,
  previewPlan,
  progress,
  schedulePage,
  type AiFacts,
  type AiOptions,
  type PlanInput,
  type PlanStrategy,
  type ProgressionHorizon,
} from '@paydown/domain';

type OpenSuggestions = Parameters<typeof insights>[2];

export const planTasks = {
  /** GET /api/plan's answer. */
  wire: (input: PlanInput) => planResponse(computePlan(input)),
  /** A page of the whole monthly schedule (GET /api/plan/schedule): only the page crosses back. */
  schedulePage: ({ input, from, limit }: { input: PlanInput; from?: number | undefined; limit?: number | undefined }) =>
    schedulePage(computePlan(input).schedule, from, limit),
  /** The answer with every month of the schedule, for the CSV download (bounded by the debt cap and the horizon). */
  wholeSchedule: (input: PlanInput) => {
    const plan = computePlan(input);
    return { ...planResponse(plan), schedule: plan.schedule.map(planMonthOut) };
  },
  /** The two figures the dashboard shows from the plan (the plan itself stays in the worker). */
  summary: (input: PlanInput) => {
    const plan = computePlan(input);
    return { debtFreeDate: plan.debtFreeDate, monthsSaved: plan.monthsSaved };
  },
  preview: ({
    input,
    changes,
  }: {
    input: PlanInput;
    changes: { strategy?: PlanStrategy | undefined; extraMonthly?: string | undefined };
  }) =>
    planResponse(
      previewPlan(input, {
        ...(changes.strategy ? { strategy: changes.strategy } : {}),
        ...(changes.extraMonthly !== undefined ? { extraMonthlyCents: parseMoney(changes.extraMonthly) } : {}),
      }),
    ),
  /** The Financial Progression chart; planInputOf leaves monthlyIncome null without income, drawn as 0. */
  progression: ({ input, months }: { input: PlanInput; months: ProgressionHorizon }) =>
    formatProgression(planProgression(input, computePlan({ ...input, horizonMonths: months }), input.monthlyIncome ?? 0, months)),
  progress: (input: Parameters<typeof progress>[0]) => progress(input),
  suggestions: ({ facts, options }: { facts: AiFacts; options: AiOptions }) => generateSuggestions(facts, options),
  insights: ({ facts, options, open }: { facts: AiFacts; options: AiOptions; open?: OpenSuggestions }) => insights(facts, options, open),
  potentialScore: ({ facts, options, open }: { facts: AiFacts; options: AiOptions; open?: OpenSuggestions }) =>
    potentialScore(facts, options, open),
  learningProgress: ({ facts, options }: { facts: AiFacts; options: AiOptions }) => learningProgress(facts, options),
  paymentSchedule: (facts: AiFacts) => paymentSchedule(facts),
  /** An offer judged inside the plan (POST /api/plan/offers/evaluate): the plan without it and with it. */
  offer: ({ input, offer }: { input: PlanInput; offer: Parameters<typeof evaluateOffer>[1] }) => evaluateOffer(input, offer),
};

export type PlanTasks = typeof planTasks;
export type PlanTaskName = keyof PlanTasks;
export type PlanTaskArg<K extends PlanTaskName> = Parameters<PlanTasks[K]>[0];
export type PlanTaskResult<K extends PlanTaskName> = ReturnType<PlanTasks[K]>;

export interface PlanTaskMessage {
  name: PlanTaskName;
  arg: unknown;
}

/** Runs one task by name (the worker's handler, and the pool's inline path). */
export function runPlanTask(message: PlanTaskMessage): unknown {
  const task = planTasks[message.name] as (arg: unknown) => unknown;
  return task(message.arg);
}
