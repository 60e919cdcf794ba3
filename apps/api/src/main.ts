import { loadConfig } from './env.ts';
import { buildServer } from './server.ts';

const started = Date.now();
const config = loadConfig();
const server = await buildServer(config);
await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(
  `Paydown is ready on ${config.appUrl} (database: ${server.deps.driver}, email: ${server.deps.mailer.provider}) in ${Date.now() - started} ms`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
