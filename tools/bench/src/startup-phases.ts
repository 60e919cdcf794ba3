// `pnpm bench:startup [DATA_DIR]`: where the app's start-up time goes, phase by phase, in one
// process started the way the app is (node --import tsx). A diagnostic next to `pnpm bench`.
// Run it twice on the same folder to see a warm data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const t0 = performance.now();
const since = () => `${Math.round(performance.now() - t0)} ms`;
const marks: [string, number][] = [];
let last = t0;
const mark = (name: string) => {
  const now = performance.now();
  marks.push([name, now - last]);
  last = now;
};

const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'paydown-startup-'));
// Node's own start-up before this line ran is not counted (see process uptime below).
const bootMs = process.uptime() * 1000;

const db = await import('@paydown/db');
mark('import @paydown/db (kysely, pg, pglite)');
const { loadConfig } = await import('@paydown/api/env');
mark('import env.ts (zod)');
const { buildServer } = await import('@paydown/api/server');
mark('import server.ts (fastify, plugins, tRPC, routers, trpc-to-openapi)');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '3000', HOST: '127.0.0.1' });
mark('loadConfig');
const database = await db.createDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
mark('PGlite open');
await database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
mark('first query (select 1)');
await db.migrateToLatest(database.db);
mark('migrateToLatest');
const server = await buildServer(config, { database });
mark('buildServer (plugins, OpenAPI document, routes)');
await server.app.listen({ port: 0, host: '127.0.0.1' });
mark('listen');
await server.app.inject({ method: 'GET', url: '/api/health' });
mark('first GET /api/health');

console.log(`node + tsx loader before the first line: ${Math.round(bootMs)} ms`);
for (const [name, ms] of marks) console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name}`);
console.log(`total after boot: ${since()}; DATA_DIR ${dataDir}`);
await server.close();
await database.destroy();
