import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import type { DB } from './schema.ts';

// Each driver is imported only when it is used: an instance on PostgreSQL never loads PGlite's
// WebAssembly, and the embedded default never loads pg. Start-up time is a product feature.

export type Driver = 'pglite' | 'postgres';

export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or 'memory://' for a throwaway database. */
  pgliteDataDir?: string | undefined;
  /**
   * PGlite only: a data folder dumped by `dumpDataDir`, to start from instead of an empty cluster
   * (the test suites start each throwaway database from one migrated dump: initdb and the
   * migrations then run once per run, not once per test file).
   */
  pgliteLoadDataDir?: Blob | undefined;
  /** pg pool size per process. */
  poolMax?: number | undefined;
  /**
   * PostgreSQL only: the longest one statement may run (server-side statement_timeout; the client
   * gives up a second later in case the server itself is frozen). Default 10 s.
   */
  statementTimeoutMs?: number | undefined;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

export interface Database {
  db: Kysely<DB>;
  driver: Driver;
  destroy(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (see `pgliteLoadDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
}

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const keepText = (value: string) => value;

// Both drivers would turn `date` into a JS Date, each differently (UTC vs local midnight), which
// shifts due dates for users west of UTC. Calendar dates stay "YYYY-MM-DD"; numerics stay exact strings.
function pgTypes(types: typeof pg.types): pg.CustomTypesConfig {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE_OID || oid === NUMERIC_OID) return keepText;
      return types.getTypeParser(oid, format) as (value: string) => unknown;
    },
  };
}

export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const statementTimeoutMs = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolMax ?? 10,
      // A dead database should give a fast 503, not a hung request.
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 30_000,
      // A frozen or overloaded database must not hold a request (and a pool slot) forever.
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 1000,
      types: pgTypes(pg.types),
    });
    // An idle client losing its server emits 'error' on the pool; without a listener that kills
    // the process. The next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, driver: 'postgres', destroy: () => db.destroy() };
  }
  const [{ PGlite, types: pgliteTypes }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./dialect-pglite.ts'),
  ]);
  const dataDir = config.pgliteDataDir ?? 'memory://';
  // A folder on disk: created if new (a fresh DATA_DIR in production), and locked against a second
  // server (DataDirLockedError) before PGlite touches it.
  const lock = dataDir.includes('://') ? undefined : lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir,
      ...(config.pgliteLoadDataDir ? { loadDataDir: config.pgliteLoadDataDir } : {}),
      parsers: { [pgliteTypes.DATE]: keepText, [pgliteTypes.NUMERIC]: keepText },
    });
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins });
    return {
      db,
      driver: 'pglite',
      dumpDataDir: () => pglite.dumpDataDir('none'),
      async destroy() {
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
