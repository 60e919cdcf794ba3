import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './dialect-pglite.ts';
import type { DB } from './schema.ts';

export type Driver = 'pglite' | 'postgres';

export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or 'memory://' for a throwaway database. */
  pgliteDataDir?: string | undefined;
  /** pg pool size per process. */
  poolMax?: number | undefined;
}

export interface Database {
  db: Kysely<DB>;
  driver: Driver;
  destroy(): Promise<void>;
}

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const keepText = (value: string) => value;

// Both drivers would turn `date` into a JS Date, each differently (UTC vs local midnight), which
// shifts due dates for users west of UTC. Calendar dates stay "YYYY-MM-DD"; numerics stay exact strings.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID || oid === NUMERIC_OID) return keepText;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolMax ?? 10,
      // A dead database should give a fast 503, not a hung request.
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 30_000,
      types: pgTypes,
    });
    // An idle client losing its server emits 'error' on the pool; without a listener that kills
    // the process. The next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, driver: 'postgres', destroy: () => db.destroy() };
  }
  const pglite = await PGlite.create({
    dataDir: config.pgliteDataDir ?? 'memory://',
    parsers: { [pgliteTypes.DATE]: keepText, [pgliteTypes.NUMERIC]: keepText },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins });
  return { db, driver: 'pglite', destroy: () => db.destroy() };
}
