export { createDatabase, DEFAULT_STATEMENT_TIMEOUT_MS, type Database, type DatabaseConfig, type Driver } from './database.ts';
export { DataDirLockedError, LOCK_STALE_MS, lockDataDir, lockFileOf } from './data-dir-lock.ts';
export { migrateToLatest } from './migrate.ts';
export { DbSessionStore, type SessionStoreOptions } from './session-store.ts';
export type * from './schema.ts';
