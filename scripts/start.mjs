// `npm start`: install, build the web app and the server, and serve everything on one port with the
// embedded database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, log, pnpm, root } from './lib.mjs';

await ensureInstalled();
for (const [what, pkg] of [['web app', '@paydown/web'], ['server', '@paydown/api']]) {
  log(`Building the ${what}…`);
  if ((await pnpm(['--filter', pkg, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) process.exit(1);
}
log('Starting Paydown…');
const server = spawn(process.execPath, ['dist/main.mjs'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
