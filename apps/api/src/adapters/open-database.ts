import { join } from 'node:path';
import { createDatabase, migrateToLatest, type Database } from '@paydown/db';
import type { Config } from '../env.ts';

/** The configured database (PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR), migrated. */
export async function openDatabase(config: Config, poolMax = config.databasePoolMax): Promise<Database> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: join(config.dataDir, 'pglite'),
    poolMax,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  await migrateToLatest(database.db);
  return database;
}
