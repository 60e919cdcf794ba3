import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Cleanup, errorText, freePort, repoRoot, runToEnd } from './util.ts';

// The bench needs a few admin statements (create/drop database, version()). @paydown/db already
// depends on `pg`; load that copy rather than adding a second dependency. Only this much of it is used.
interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
interface PgModule {
  Client: new (options: { connectionString: string }) => PgClient;
}
const pg = createRequire(fileURLToPath(import.meta.resolve('@paydown/db')))('pg') as PgModule;

export interface BenchPostgres {
  /** URL of the bench's own database (created here, dropped on cleanup). */
  databaseUrl: string;
  databaseName: string;
  /** `select version()` */
  version: string;
  /** How the server was obtained, for the header. */
  source: string;
  /** The server's main process when the bench started it (for CPU accounting). */
  postmasterPid: number | undefined;
}

export type PostgresOutcome = { ok: true; pg: BenchPostgres } | { ok: false; reason: string };

async function withClient<T>(url: string, fn: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function serverBinariesPresent(): boolean {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return false;
  return readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')));
}

/**
 * A PostgreSQL server for the bench: BENCH_DATABASE_URL (an admin URL of a server you run) or a
 * throwaway server of our own started with scripts/postgres.sh in a temporary folder on a free
 * port (so a test server someone else is using is never touched). Either way the bench creates
 * its own database, paydown_bench_<random>, and drops it at the end.
 */
export async function setUpPostgres(cleanup: Cleanup): Promise<PostgresOutcome> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let source = 'BENCH_DATABASE_URL';
  let postmasterPid: number | undefined;
  if (!adminUrl) {
    if (!serverBinariesPresent()) {
      return {
        ok: false,
        reason:
          'PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin): install them with `apt-get install -y postgresql`, or set BENCH_DATABASE_URL to an admin URL of a running server',
      };
    }
    const dir = mkdtempSync(join(tmpdir(), 'paydown-bench-pg-'));
    const port = await freePort();
    const script = join(repoRoot, 'scripts/postgres.sh');
    cleanup.add('remove PostgreSQL folder', () => rmSync(dir, { recursive: true, force: true }));
    cleanup.add('stop PostgreSQL', async () => {
      await runToEnd('bash', [script, 'stop', dir], { timeoutMs: 30_000, forCleanup: true });
    });
    const started = await runToEnd('bash', [script, 'start', dir, String(port)], { timeoutMs: 60_000 });
    const url = started.stdout.trim().split('\n').pop() ?? '';
    if (started.code !== 0 || !url.startsWith('postgres')) {
      return { ok: false, reason: `scripts/postgres.sh start failed (exit ${started.code}): ${started.stderr.trim()}` };
    }
    adminUrl = url;
    try {
      postmasterPid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]) || undefined;
    } catch {
      postmasterPid = undefined;
    }
    source = `throwaway server (scripts/postgres.sh, port ${port}, fsync=off)`;
  }

  const databaseName = `paydown_bench_${randomBytes(5).toString('hex')}`;
  try {
    await withClient(adminUrl, (c) => c.query(`create database ${databaseName}`));
  } catch (err) {
    return { ok: false, reason: `could not create a database on ${redact(adminUrl)}: ${errorText(err)}` };
  }
  const admin = adminUrl;
  cleanup.add(`drop database ${databaseName}`, () =>
    withClient(admin, (c) => c.query(`drop database if exists ${databaseName} with (force)`)).then(() => undefined),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const version = await withClient(databaseUrl, async (c) => String((await c.query('select version() as v')).rows[0]?.v));
  return { ok: true, pg: { databaseUrl, databaseName, version, source, postmasterPid } };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
