export * from './types.ts';
export { progress } from './progress.ts';
export { progressSentence } from './against-plan.ts';
export { debtLines, lineBalanceOn, balanceSteps, type BalanceStep, type Entered } from './lines.ts';
