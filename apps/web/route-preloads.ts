import type { Plugin } from 'vite';

/**
 * The signed-in screens of src/app/routes.tsx whose code the server asks the browser to fetch with
 * the page itself, and the module each route's `lazy` loads. The build fails if one of them is not
 * a chunk of its own (renamed or moved), so this list cannot silently point at nothing.
 */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/dashboard/DashboardPage.tsx',
  '/plan': 'src/features/plan/PlanPage.tsx',
  '/debts': 'src/features/debts/DebtsPage.tsx',
  '/income': 'src/features/income/IncomePage.tsx',
  '/insights': 'src/features/insights/InsightsPage.tsx',
  '/profile': 'src/features/profile/ProfilePage.tsx',
};

/** The signed-in shell around every screen (the header and the navigation). */
const SHELL_MODULE = 'src/app/layout/AppLayout.tsx';

/** Where the build writes the list, with Vite's other build metadata. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Writes, per signed-in screen, the scripts its first paint needs: the entry, then the shell's and
 * the screen's chunks with everything they import statically. The server sends them as
 * `Link: rel=modulepreload` with the page to a browser that holds a session cookie: the browser
 * fetches and compiles the screen's code while it runs the entry, instead of asking for it only
 * once the entry has run and the router has matched the route.
 */
export function routePreloads(): Plugin {
  return {
    name: 'paydown:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is ChunkLike & (typeof bundle)[string] => file.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const facade = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
        if (!chunk) throw new Error(`route preloads: no chunk is made of ${module}; update SCREEN_MODULES`);
        return chunk;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route preloads: the build has no entry chunk');
      const withImports = (chunk: ChunkLike, into: Set<string>) => {
        if (into.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const name of chunk.imports) {
          const imported = byFile.get(name);
          if (imported) withImports(imported, into);
        }
      };
      const shell = facade(SHELL_MODULE);
      const preloads: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(SCREEN_MODULES)) {
        const files = new Set<string>();
        withImports(entry, files);
        withImports(shell, files);
        withImports(facade(module), files);
        preloads[path] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
