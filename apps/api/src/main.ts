import { DataDirLockedError } from '@paydown/db';
import { loadConfig } from './env.ts';
import { openDatabase } from './adapters/open-database.ts';

const started = Date.now();
// A terminal's Ctrl-C sends SIGINT to every process of its foreground group, and a second Ctrl-C
// (or a parent passing a signal on) repeats it: the first signal starts one shutdown, later ones
// are ignored, so the database is always closed and its lock file removed. Listening from the
// start also covers a signal that arrives while the server is still starting.
const stopRequested = new Promise<void>((resolve) => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => resolve());
});
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

/** Stops serving, closes the database (which removes its lock file) and exits with `code`. */
async function shutDown(code: number): Promise<never> {
  try {
    await server.close();
    await database.destroy();
  } catch (error) {
    console.error('Paydown did not stop cleanly:', error);
    process.exit(1);
  }
  server.app.log.info('Paydown has stopped.');
  process.exit(code);
}

try {
  await server.app.listen({ port: config.port, host: config.host });
} catch (error) {
  // Another program on the port: one line that says what to do, not a stack trace.
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${config.port} is in use: stop the other server or set PORT=… to a free port.`);
    await shutDown(1);
  }
  throw error;
}
server.app.log.info(
  `Paydown is ready on ${config.appUrl} (database: ${server.deps.driver}, email: ${server.deps.mailer.provider}) in ${Date.now() - started} ms`,
);

await stopRequested;
server.app.log.info('Stopping Paydown…');
await shutDown(0);
