// `node scripts/pnpm.mjs ARGS…` runs pnpm ARGS… with whatever pnpm this machine has (or the pinned one via npx).
import { ensureInstalled, pnpm } from './lib.mjs';

await ensureInstalled();
process.exit(await pnpm(process.argv.slice(2)));
