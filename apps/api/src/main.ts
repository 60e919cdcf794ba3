import { DataDirLockedError } from '@paydown/db';
import { loadConfig } from './env.ts';
import { openDatabase } from './open-database.ts';

const started = Date.now();
const config = loadConfig();
// Open (and migrate) the database while the server's modules load: the two used to run one after
// the other and made up most of the start-up time.
const opening = openDatabase(config).catch((error: unknown) => {
  // A second server on the same PGlite folder: say so plainly and stop, no stack trace.
  if (error instanceof DataDirLockedError) {
    console.error(`Paydown cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
const { buildServer } = await import('./server.ts');
const database = await opening;
const server = await buildServer(config, { database });
await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(
  `Paydown is ready on ${config.appUrl} (database: ${server.deps.driver}, email: ${server.deps.mailer.provider}) in ${Date.now() - started} ms`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server
      .close()
      .then(() => database.destroy())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
