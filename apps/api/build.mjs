// Bundles the API for `npm start` and production: our TypeScript (apps/api and the workspace
// packages) becomes one JavaScript file; npm packages stay external and load from node_modules.
// Starting compiled JavaScript skips the TypeScript loader, which cost about half of start-up.
import { build } from 'esbuild';

await build({
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/cli/admin-grant.ts', out: 'cli/admin-grant' },
    { in: 'src/cli/trial-reminders.ts', out: 'cli/trial-reminders' },
    // The plan pool's worker thread loads this file, next to the bundle (adapters/plan-pool/pool.ts).
    { in: 'src/adapters/plan-pool/worker.ts', out: 'plan-worker' },
  ],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        // Bare imports are npm packages (external), except our own workspace packages (bundled).
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@paydown/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
