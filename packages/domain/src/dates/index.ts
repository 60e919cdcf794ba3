export * from './calendar.ts';
export * from './recurring.ts';
