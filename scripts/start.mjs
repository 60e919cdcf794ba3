// `npm start`: install, build the web app, and serve everything on one port with the embedded database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, log, pnpm, root } from './lib.mjs';

await ensureInstalled();
log('Building the web app…');
if ((await pnpm(['--filter', '@paydown/web', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) {
  process.exit(1);
}
log('Starting Paydown…');
const tsx = join(root, 'apps/api/node_modules/.bin/tsx');
const server = spawn(tsx, ['src/main.ts'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
