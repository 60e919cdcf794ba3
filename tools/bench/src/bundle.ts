import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listFiles, rebuildReason, repoRoot, runToEnd } from './util.ts';

const webDir = join(repoRoot, 'apps/web');
export const distDir = join(webDir, 'dist');

export interface BundleFile {
  file: string;
  /** How the sign-in page gets it: the entry script, a modulepreload link, or a static import. */
  via: 'entry' | 'modulepreload' | 'static import';
  rawBytes: number;
  gzipBytes: number;
  hasCharts: boolean;
}

export type BundleOutcome =
  | { ok: true; built: boolean; builtAt: Date; files: BundleFile[]; cssGzipBytes: number; chartChunks: string[] }
  | { ok: false; reason: string };

/**
 * Builds apps/web when its dist is missing or older than its sources (BENCH_WEB_BUILD=1 always
 * builds, =0 never). Returns whether it built, or why the build failed.
 */
export async function ensureWebBuild(): Promise<{ ok: true; built: boolean } | { ok: false; reason: string }> {
  const reason = rebuildReason(
    join(distDir, 'index.html'),
    [
      ...['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'first-screen-code.ts', 'route-preloads.ts', 'package.json'].map((f) =>
        join(webDir, f),
      ),
      join(repoRoot, 'packages/domain/src'),
    ],
    'BENCH_WEB_BUILD',
  );
  if (!reason) return { ok: true, built: false };
  console.log(`  building apps/web (pnpm --filter @paydown/web build): ${reason} ...`);
  const res = await runToEnd('pnpm', ['--filter', '@paydown/web', 'build'], { cwd: repoRoot, timeoutMs: 300_000 });
  if (res.code !== 0 || !existsSync(join(distDir, 'index.html'))) {
    const tail = `${res.stdout}\n${res.stderr}`.trim().split('\n').slice(-15).join('\n    ');
    return { ok: false, reason: `the web build failed (exit ${res.code}):\n    ${tail}` };
  }
  return { ok: true, built: true };
}

/** Builds apps/web when needed (ensureWebBuild), then measures what the sign-in page loads. */
export async function measureSignInBundle(): Promise<BundleOutcome> {
  const build = await ensureWebBuild();
  if (!build.ok) return build;
  const built = build.built;

  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /type=["']?module/.test(tag))
    .map((tag) => attr(tag, 'src'))
    .find((src): src is string => !!src);
  if (!entry) return { ok: false, reason: 'apps/web/dist/index.html has no <script type="module" src>' };
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel=["']?modulepreload/.test(tag))
    .map((tag) => attr(tag, 'href'))
    .filter((href): href is string => !!href);

  // What the browser fetches before the sign-in page can render: the entry, its modulepreloads,
  // and (in case a preload link is missing) everything they import statically. Dynamic import()
  // chunks (the signed-in screens, charts) are not part of it.
  const files = new Map<string, BundleFile['via']>();
  const queue: string[] = [];
  const add = (file: string, via: BundleFile['via']) => {
    if (files.has(file)) return;
    files.set(file, via);
    queue.push(file);
  };
  add(toDistPath(entry), 'entry');
  for (const p of preloads) add(toDistPath(p), 'modulepreload');
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const spec of staticImports(code)) {
      if (spec.startsWith('.')) add(posix.normalize(posix.join(posix.dirname(file), spec)), 'static import');
      else if (spec.startsWith('/')) add(toDistPath(spec), 'static import');
    }
  }

  const measured: BundleFile[] = [...files].map(([file, via]) => {
    const content = readFileSync(join(distDir, file));
    return {
      file,
      via,
      rawBytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
      hasCharts: hasChartCode(content.toString('utf8')),
    };
  });

  const cssGzipBytes = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel=["']?stylesheet/.test(tag))
    .map((tag) => attr(tag, 'href'))
    .filter((href): href is string => !!href)
    .reduce((sum, href) => sum + gzipSync(readFileSync(join(distDir, toDistPath(href))), { level: 9 }).length, 0);

  // Where the chart code lives (it should exist, lazily, once a screen uses charts).
  const chartChunks = listFiles(distDir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => hasChartCode(readFileSync(f, 'utf8')))
    .map((f) => relative(distDir, f));

  const builtAt = statSync(join(distDir, 'index.html')).mtime;
  return { ok: true, built, builtAt, files: measured, cssGzipBytes, chartChunks };
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** "/assets/x.js" or "./assets/x.js" -> "assets/x.js" (relative to dist). */
function toDistPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return posix.normalize(path.replace(/^\//, ''));
}

/** Specifiers of static `import ... from "x"`, `import "x"` and `export ... from "x"` in minified ESM. */
function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) if (m[1]) out.push(m[1]);
  return out;
}

/** Recharts writes its class names ("recharts-wrapper", "recharts-surface", ...) into its code. */
function hasChartCode(code: string): boolean {
  return /recharts/i.test(code) || code.includes('@mantine/charts');
}

export const webDistDir = relative(repoRoot, distDir);
