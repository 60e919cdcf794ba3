// `npm start`: install, build the web app and the server (each only when its sources changed since
// its last build), and serve everything on one port with the embedded database.
import { join } from 'node:path';
import { buildIfChanged, ensureInstalled, ensureNode, log, pnpm, root, serve } from './lib.mjs';

await ensureNode();
await ensureInstalled();
// What each build reads. The web app uses only the API's types, which do not change its output.
const SHARED = ['pnpm-lock.yaml', 'packages/domain/src', 'packages/domain/package.json'];
const BUILDS = [
  { name: 'web app', pkg: '@paydown/web', outDir: 'apps/web/dist', inputs: ['apps/web', ...SHARED] },
  {
    name: 'server',
    pkg: '@paydown/api',
    outDir: 'apps/api/dist',
    inputs: ['apps/api', 'packages/db/src', 'packages/db/package.json', ...SHARED],
  },
];
for (const { name, pkg, outDir, inputs } of BUILDS) {
  const built = await buildIfChanged({
    name,
    inputs,
    outDir,
    build: async () => (await pnpm(['--filter', pkg, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })) === 0,
  });
  if (!built) process.exit(1);
}
log('Starting Paydown…');
serve(process.execPath, ['dist/main.mjs'], { cwd: join(root, 'apps/api') });
