// `node scripts/pnpm.mjs ARGS…` runs pnpm ARGS… with whatever pnpm this machine has (or the pinned one via npx),
// on Node 24 (fetched when the machine's Node is older: pnpm refuses to install on an older one).
import { ensureInstalled, ensureNode, pnpm } from './lib.mjs';

await ensureNode();
// An install of its own (e.g. after editing a package.json) must not first run a frozen one.
if (!['install', 'i', 'add', 'update', 'up', 'remove', 'rm'].includes(process.argv[2] ?? '')) await ensureInstalled();
process.exit(await pnpm(process.argv.slice(2)));
