// `node scripts/pnpm.mjs ARGS…` runs pnpm ARGS… with whatever pnpm this machine has (or the pinned one via npx).
import { ensureInstalled, ensureNode, pnpm } from './lib.mjs';

await ensureNode();
await ensureInstalled();
process.exit(await pnpm(process.argv.slice(2)));
