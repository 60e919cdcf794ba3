export * from './trial.ts';
export * from './subscription.ts';
export * from './user-agent.ts';
