import { loadConfig } from '../env.ts';
import { openDatabase } from '../adapters/open-database.ts';

/** The configured database, migrated, for one-off commands (two connections are plenty). */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  return { config, database: await openDatabase(config, 2) };
}
