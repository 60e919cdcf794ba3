import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL set (CI sets it to a real
 * PostgreSQL server) each call creates its own database there and drops it on destroy; otherwise
 * an in-memory PGlite. The same suites run against both.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = process.env[PGLITE_TEMPLATE];
    const database = await createDatabase({
      pgliteDataDir: 'memory://',
      pgliteLoadDataDir: template && existsSync(template) ? new Blob([readFileSync(template)]) : undefined,
    });
    // Started from the template this finds nothing to do; it keeps a suite without the global
    // setup (or a template older than a new migration) correct.
    await migrateToLatest(database.db);
    return database;
  }
  const name = `paydown_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolMax: 5 });
  await migrateToLatest(database.db);
  return {
    ...database,
    async destroy() {
      await database.destroy();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function testDriverName(): 'postgres' | 'pglite' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

async function withAdmin(url: string, fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** Where the migrated PGlite dump of this run is (set by `setupTestDatabaseTemplate`, read by workers). */
const PGLITE_TEMPLATE = 'PAYDOWN_TEST_PGLITE_TEMPLATE';

/**
 * A vitest global setup: migrates one PGlite database and dumps it to a file that every
 * `createTestDatabase` of the run starts from. A fresh PGlite runs initdb (seconds of WebAssembly)
 * and then every migration; loading a dump skips both, for every test file. Returns the teardown.
 */
export async function setupTestDatabaseTemplate(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const database = await createDatabase({ pgliteDataDir: 'memory://' });
  let dump: Blob;
  try {
    await migrateToLatest(database.db);
    if (!database.dumpDataDir) return () => {};
    dump = await database.dumpDataDir();
  } finally {
    await database.destroy();
  }
  const dir = mkdtempSync(join(tmpdir(), 'paydown-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE];
    rmSync(dir, { recursive: true, force: true });
  };
}
