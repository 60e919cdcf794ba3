export * from './progress.ts';
export { progressSentence, type PlanComparison, type ProgressPlanInput } from './against-plan.ts';
export { debtLines, lineBalanceOn, balanceSteps, type BalanceStep, type DebtLine, type Entered } from './lines.ts';
