export * from './csv.ts';
export * from './debt-csv.ts';
