export * from './cents.ts';
export * from './usd.ts';
