export * from './schemas/auth.ts';
export * from './schemas/user.ts';
export * from './trial.ts';
