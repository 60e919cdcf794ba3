export * from './income.ts';
export * from './cashflow.ts';
