import { createDatabase, migrateToLatest } from '@paydown/db';
import { join } from 'node:path';
import { loadConfig } from '../env.ts';

/** The configured database, migrated, for one-off commands. */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: join(config.dataDir, 'pglite'),
    poolMax: 2,
  });
  await migrateToLatest(database.db);
  return { config, database };
}
