export { createDatabase, DEFAULT_STATEMENT_TIMEOUT_MS, type Database, type DatabaseConfig, type Driver } from './database.ts';
export { DataDirLockedError, lockDataDir, lockFileOf } from './data-dir-lock.ts';
export { migrateToLatest } from './migrate.ts';
export { prepared, preparedRow } from './prepared.ts';
export { DbSessionStore, type SessionStoreOptions } from './session-store.ts';
export type * from './schema.ts';
