// A PGlite data folder is created when new and locked against a second server (two servers on one
// folder would silently lose writes); a statement that runs too long is cut off (PostgreSQL).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, DataDirLockedError, LOCK_STALE_MS, lockDataDir, lockFileOf } from '../src/index.ts';
import { testDriverName } from '../src/testing.ts';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'paydown-datadir-')), 'does', 'not', 'exist', 'pglite');

describe('PGlite data folder', () => {
  // One real PGlite open (slow: it writes a whole cluster); the lock rules themselves are tested on lockDataDir.
  it(
    'opens a fresh folder whose parents do not exist yet, and refuses a second open of it while in use',
    { timeout: 300_000 },
    async () => {
      const dir = freshDir();
      const database = await createDatabase({ pgliteDataDir: dir });
      try {
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
        expect(rows[0]?.one).toBe(1);
        expect(existsSync(dir)).toBe(true);
        await expect(createDatabase({ pgliteDataDir: dir })).rejects.toThrow(
          `The data folder ${dir} is already in use by another Paydown server (process ${process.pid})`,
        );
      } finally {
        await database.destroy();
      }
      expect(existsSync(lockFileOf(dir))).toBe(false);
    },
  );

  it('locks a folder once: a second lock fails with a clear message until the first is released', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8').trim()).toBe(`${process.pid} ${hostname()}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/Stop that server first, or give this one its own DATA_DIR/);
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = freshDir();
    // A process that has exited: its id is free (a crash or kill -9 left the lock behind).
    const child = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid ?? 0)));
    mkdirSync(dirname(dir), { recursive: true });
    writeFileSync(lockFileOf(dir), `${deadPid} ${hostname()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8').trim()).toBe(`${process.pid} ${hostname()}`);
    lock.release();
  });

  it('takes over a lock with our own pid that we do not hold (a restarted container starts at the same pid)', () => {
    const dir = freshDir();
    mkdirSync(dirname(dir), { recursive: true });
    writeFileSync(lockFileOf(dir), `${process.pid} ${hostname()}\n`);
    lockDataDir(dir).release();
  });

  it('refuses a lock from another host while its owner keeps it fresh, and takes it over once it is stale', () => {
    const dir = freshDir();
    mkdirSync(dirname(dir), { recursive: true });
    writeFileSync(lockFileOf(dir), `4242 some-other-host\n`);
    expect(() => lockDataDir(dir)).toThrow('(process 4242)');
    const past = new Date(Date.now() - LOCK_STALE_MS - 5000);
    utimesSync(lockFileOf(dir), past, past);
    lockDataDir(dir).release();
  });
});

describe(`statement timeout (${testDriverName()})`, () => {
  it.skipIf(testDriverName() !== 'postgres')('cancels a statement that runs longer than statementTimeoutMs (PostgreSQL only)', async () => {
    const database = await createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolMax: 1, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      await expect(sql`select pg_sleep(5)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await database.destroy();
    }
  });
});
