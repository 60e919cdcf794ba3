export * from './type.ts';
export * from './infer-type.ts';
export * from './interest.ts';
export * from './facts.ts';
export * from './priority.ts';
export * from './cycle.ts';
export * from './limits.ts';
