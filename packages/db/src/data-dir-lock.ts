import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

// PGlite is one process's database: two servers on the same folder each keep their own copy in
// memory and silently lose the other's writes. The folder is therefore locked while open.

/** The lock file of a data folder: a sibling, so the database's own folder holds only its files. */
export const lockFileOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.lock`;

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another Paydown server${ownerPid ? ` (process ${ownerPid})` : ''}. ` +
        'Stop that server first, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
        `If no server is running, delete ${lockFileOf(dataDir)}.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

/** Whether a process with this id is alive (EPERM: alive, owned by another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of the data folder `dataDir` (the file `<dataDir>.lock`, created with O_EXCL,
 * holding this process's id), creating the folder's parents if needed (a fresh DATA_DIR). A lock left by a process that no longer runs (a crash, a
 * kill -9) is taken over; a live owner, including this very process, throws DataDirLockedError.
 * The lock is released by release() and, as a last resort, when the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // An empty file may be a lock being written right now: give its writer one more look.
      if ((owner !== null && isAlive(owner)) || attempt >= 2) throw new DataDirLockedError(dataDir, owner);
      if (owner !== null) rmSync(file, { force: true }); // stale: its process is gone
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (readOwner(file) === process.pid) rmSync(file, { force: true });
    };
    process.on('exit', release);
    return { release };
  }
}
