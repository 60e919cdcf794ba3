import { randomBytes } from 'node:crypto';
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
    const database = await createDatabase({ pgliteDataDir: 'memory://' });
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
