export * from './calendar.ts';
export * from './recurring.ts';
export * from './format.ts';
