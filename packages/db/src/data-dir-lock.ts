import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
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

/** A live owner refreshes its lock file's time this often; one untouched for STALE_MS is abandoned. */
const HEARTBEAT_MS = 15_000;
export const LOCK_STALE_MS = 60_000;

/** Lock files this process holds: the same pid in a lock file we do not hold is a previous life (a container restart). */
const held = new Set<string>();

interface Owner {
  pid: number | null;
  host: string;
  ageMs: number;
}

function readOwner(file: string): Owner | null {
  try {
    const [pidText = '', host = ''] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText, 10);
    return { pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null, host, ageMs: Date.now() - statSync(file).mtimeMs };
  } catch {
    return null; // gone meanwhile
  }
}

/**
 * Whether a lock's owner is gone. On this host: its process no longer runs, or it has our pid but
 * we do not hold it (a container restarted: pids start again at 1). Elsewhere (a shared volume),
 * where its pid means nothing here: its heartbeat stopped more than LOCK_STALE_MS ago.
 */
function isStale(file: string, owner: Owner): boolean {
  if (owner.pid !== null && owner.host === hostname()) {
    return owner.pid === process.pid ? !held.has(file) : !isAlive(owner.pid);
  }
  return owner.ageMs > LOCK_STALE_MS;
}

/**
 * Takes the lock of the data folder `dataDir` (the file `<dataDir>.lock`, created with O_EXCL,
 * holding this process's id and host name), creating the folder's parents if needed (a fresh
 * DATA_DIR). A lock whose owner is gone (a crash, a kill -9, see isStale) is taken over; a live
 * owner, including this very process, throws DataDirLockedError. The lock is released by release()
 * and, as a last resort, when the process exits.
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
      if (owner === null) {
        // Released meanwhile: try again (a file we cannot even read stays someone else's).
        if (attempt >= 2) throw new DataDirLockedError(dataDir, null);
        continue;
      }
      // A lock with no pid yet may be being written right now: only its age can make it stale.
      if (!isStale(file, owner) || attempt >= 2) throw new DataDirLockedError(dataDir, owner.pid);
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid} ${hostname()}\n`);
    closeSync(fd);
    held.add(file);
    const heartbeat = setInterval(() => {
      try {
        const now = new Date();
        utimesSync(file, now, now);
      } catch {
        // the file was removed by hand: nothing to refresh
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      held.delete(file);
      process.off('exit', release);
      const owner = readOwner(file);
      if (owner?.pid === process.pid && owner.host === hostname()) rmSync(file, { force: true });
    };
    process.on('exit', release);
    return { release };
  }
}
