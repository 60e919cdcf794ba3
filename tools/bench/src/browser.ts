// Part 7 of `pnpm bench`: what a visitor's Chromium downloads and sees. The real app serves the
// built web app (pre-compressed assets) on the embedded database; each visit is a fresh browser
// context (cold cache). Bytes come from Chromium's own network events (what went over the wire:
// headers plus the compressed body); CLS and LCP from PerformanceObserver in the page.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInTimeZone } from '@paydown/domain';
import { createDatabase, migrateToLatest } from '@paydown/db';
import { loadConfig } from '@paydown/api/env';
import { buildServer } from '@paydown/api/server';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { distDir } from './bundle.ts';
import { portOf, signUp } from './http-bench.ts';
import { DASHBOARD_USER, seedUser } from './seed.ts';
import { fmt, table, type Cleanup, type Target } from './util.ts';

export interface VisitFigures {
  label: string;
  path: string;
  /** Bytes Chromium received for the visit (encodedDataLength: headers + compressed bodies). */
  transferredBytes: number;
  /** The same responses' bodies once decoded, for comparison. */
  decodedBytes: number;
  requests: number;
  /** Cumulative Layout Shift: the largest session window, as web-vitals defines it. */
  cls: number;
  /** Largest Contentful Paint, ms after navigation start. */
  lcpMs: number;
  /** The element of the last LCP entry. */
  lcpElement: string;
  /** Text responses over 1 kB (the build's compression threshold) that arrived without Content-Encoding. */
  uncompressed: string[];
  /** Layout shifts of 0.005 or more: value, time and the elements that moved. */
  shifts: string[];
  /** Every response of the visit: path and bytes on the wire, largest first. */
  responses: { path: string; bytes: number }[];
}

export interface BrowserOutcome {
  runs: number;
  visits: { label: string; path: string; median: VisitFigures; all: VisitFigures[] }[];
}

/** The signed-in screens with CLS and LCP targets (Dashboard, Insights, Plan), plus the sign-in page's bytes. */
const SCREENS = [
  { label: 'sign-in page (visitor)', path: '/auth', signedIn: false, ready: 'form[aria-label="Sign in"], form' },
  { label: 'Dashboard', path: '/', signedIn: true, ready: 'text=Total Debt' },
  { label: 'Insights', path: '/insights', signedIn: true, ready: 'h1' },
  { label: 'Plan', path: '/plan', signedIn: true, ready: 'h1' },
] as const;

// Registered before any page script runs: observers with `buffered` would also work, but a
// layout shift's session windows need every entry in order.
const VITALS_SCRIPT = `
  window.__vitals = { cls: 0, lcp: 0, shifts: [] };
  const describe = (n) => !n || !n.tagName ? '?' : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') +
    (n.getAttribute('aria-label') ? '[' + n.getAttribute('aria-label').slice(0, 40) + ']' : '') +
    ' "' + (n.textContent || '').trim().slice(0, 40) + '"';
  let windowValue = 0, windowStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (windowValue && (e.startTime - last > 1000 || e.startTime - windowStart > 5000)) windowValue = 0;
      if (!windowValue) windowStart = e.startTime;
      windowValue += e.value;
      if (e.value >= 0.005) window.__vitals.shifts.push(e.value.toFixed(3) + ' at ' + Math.round(e.startTime) + ' ms: ' + e.sources.map((x) => describe(x.node)).join(' | '));
      last = e.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const e = entries[entries.length - 1];
    if (e) { window.__vitals.lcp = e.startTime; window.__vitals.lcpElement = describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Wire {
  transferred: number;
  decoded: number;
  requests: number;
  uncompressed: string[];
  responses: { path: string; bytes: number }[];
}

/** Counts what Chromium receives on `page` through the DevTools protocol's network events. */
async function watchNetwork(context: BrowserContext, page: Page): Promise<() => Wire> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const wire: Wire = { transferred: 0, decoded: 0, requests: 0, uncompressed: [], responses: [] };
  const info = new Map<string, { url: string; encoding: string | undefined; type: string; bytes: number }>();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    info.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'], type: headers['content-type'] ?? '', bytes: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    wire.decoded += e.dataLength;
    const r = info.get(e.requestId);
    if (r) r.bytes += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    wire.transferred += e.encodedDataLength;
    wire.requests += 1;
    const r = info.get(e.requestId);
    if (r) wire.responses.push({ path: new URL(r.url).pathname, bytes: e.encodedDataLength });
    const textual = r && /javascript|css|html|json|svg/.test(r.type);
    if (r && textual && !r.encoding && r.bytes > 1024) wire.uncompressed.push(new URL(r.url).pathname);
  });
  return () => wire;
}

/** Waits until the screen has drawn its content and the network has been idle for 500 ms. */
async function settle(page: Page, ready: string): Promise<void> {
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  // Late content (a lazily loaded chart, figures answered after the chunk) shifts the layout after
  // the network goes quiet at the earliest; two animation frames let such a shift be reported.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}

async function visit(
  browser: Browser,
  base: string,
  screen: (typeof SCREENS)[number],
  cookie: { name: string; value: string },
): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    if (screen.signedIn) await context.addCookies([{ name: cookie.name, value: cookie.value, url: base }]);
    await context.addInitScript(VITALS_SCRIPT);
    const page = await context.newPage();
    const wire = await watchNetwork(context, page);
    await page.goto(`${base}${screen.path}`);
    await settle(page, screen.ready);
    const vitals = await page.evaluate<{ cls: number; lcp: number; shifts: string[]; lcpElement: string }>('window.__vitals');
    const w = wire();
    return {
      label: screen.label,
      path: screen.path,
      transferredBytes: w.transferred,
      decodedBytes: w.decoded,
      requests: w.requests,
      cls: vitals.cls,
      lcpMs: vitals.lcp,
      uncompressed: w.uncompressed,
      shifts: vitals.shifts,
      lcpElement: vitals.lcpElement,
      responses: w.responses.sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await context.close();
  }
}

/** The app with production settings on a fresh embedded database, serving apps/web/dist. */
export async function startWebApp(cleanup: Cleanup): Promise<{ base: string; cookieName: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydown-bench-web-'));
  cleanup.add('remove web bench data folder', () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    APP_URL: 'http://127.0.0.1:3000',
  });
  const database = await createDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
  cleanup.add('close web bench database', () => database.destroy());
  await migrateToLatest(database.db);
  const server = await buildServer(config, { database });
  cleanup.add('close web bench server', () => server.close());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${portOf(server.app)}`, cookieName: config.sessionCookieName };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * Visits each screen `runs` times (cold cache each time) in headless Chromium as a seeded user
 * (the dashboard bench's workload: 20 debts, 5 income sources, 5 planned payments) and returns the
 * median of each figure. The web app must be built (bundle.ts builds it in part 6).
 */
export async function measureBrowser(cleanup: Cleanup, runs: number): Promise<BrowserOutcome> {
  const { base, cookieName } = await startWebApp(cleanup);
  const user = await signUp(base, cookieName);
  await seedUser(base, user.cookie, { ...DASHBOARD_USER, today: todayInTimeZone(new Date(), 'UTC') });
  const [name = '', value = ''] = user.cookie.split(/=(.*)/s);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  cleanup.add('close Chromium', () => browser.close());

  // One warm-up visit of each screen first (the server's first render of each route compiles its
  // code paths), not counted. Then the screens take turns, round after round, so a busy spell on
  // the machine slows one round of every screen rather than all the visits of one screen: the
  // ratios of a screen's LCP to the sign-in page's compare visits made a few seconds apart.
  for (const screen of SCREENS) await visit(browser, base, screen, { name, value });
  const all = new Map<string, VisitFigures[]>(SCREENS.map((s) => [s.path, []]));
  for (let i = 0; i < runs; i++) {
    for (const screen of SCREENS) all.get(screen.path)?.push(await visit(browser, base, screen, { name, value }));
  }
  const visits: BrowserOutcome['visits'] = [];
  for (const screen of SCREENS) {
    const figures = all.get(screen.path) ?? [];
    const first = figures[0];
    if (!first) continue;
    visits.push({
      label: screen.label,
      path: screen.path,
      all: figures,
      median: {
        ...first,
        transferredBytes: median(figures.map((v) => v.transferredBytes)),
        decodedBytes: median(figures.map((v) => v.decodedBytes)),
        requests: median(figures.map((v) => v.requests)),
        cls: median(figures.map((v) => v.cls)),
        lcpMs: median(figures.map((v) => v.lcpMs)),
        uncompressed: [...new Set(figures.flatMap((v) => v.uncompressed))],
      },
    });
  }
  return { runs, visits };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The sign-in page's first visit may take at most this many bytes on the wire. */
const SIGN_IN_BYTES_MAX = 200_000;
/** A data screen's LCP may be at most this multiple of the static sign-in page's, same round. */
const LCP_RATIO_MAX = 1.5;

/**
 * Each round's LCP of a screen over the sign-in page's LCP in the same round, and their median.
 * The sign-in page draws a static heading and reads nothing, so it is this machine's floor for a
 * cold visit; the ratio says what a screen's data and code add to it, whatever the machine's speed.
 */
function lcpRatios(screen: VisitFigures[], signIn: VisitFigures[]): { median: number; rounds: number[] } {
  const rounds = screen.flatMap((v, i) => {
    const floor = signIn[i]?.lcpMs;
    return floor ? [v.lcpMs / floor] : [];
  });
  return { median: median(rounds), rounds };
}

/**
 * Part 7 of `pnpm bench`: prints the transferred bytes, CLS and LCP of each screen and returns the
 * targets (the sign-in page's bytes; CLS <= 0.05 on Dashboard, Insights and Plan; their LCP against
 * the sign-in page's in the same round, and against 0.8 s on localhost).
 */
export async function browserSection(cleanup: Cleanup, runs: number): Promise<Target[]> {
  const r = await measureBrowser(cleanup, runs);
  console.log(
    table(
      ['visit (cold cache, 1280x860)', 'transferred kB', 'decoded kB', 'requests', 'CLS', 'LCP ms'],
      r.visits.map(({ label, path, median: m }) => [
        `${label} ${path}`,
        kB(m.transferredBytes),
        kB(m.decodedBytes),
        fmt(m.requests),
        m.cls.toFixed(3),
        fmt(m.lcpMs),
      ]),
    ),
  );
  console.log(`  medians of ${r.runs} visits each (after one warm-up visit); CLS and LCP per visit:`);
  for (const v of r.visits) {
    console.log(`    ${v.label}: CLS ${v.all.map((x) => x.cls.toFixed(3)).join(' ')}; LCP ${v.all.map((x) => fmt(x.lcpMs)).join(' ')} ms`);
    const worst = [...v.all].sort((a, b) => b.cls - a.cls)[0];
    console.log(`      LCP element: ${v.median.lcpElement}`);
    for (const shift of worst?.shifts ?? []) console.log(`      shift ${shift}`);
  }
  const signIn = r.visits.find((v) => v.path === '/auth');
  const sample = signIn?.all[0];
  if (sample) {
    console.log(`  the sign-in page's responses (first counted visit), bytes on the wire, largest first:`);
    for (const { path, bytes } of sample.responses) console.log(`    ${kB(bytes).padStart(7)} kB  ${path}`);
  }
  const targets: Target[] = [];
  const uncompressed = [...new Set(r.visits.flatMap((v) => v.median.uncompressed))];
  targets.push({
    name: 'text responses over 1.5 kB sent compressed',
    measured: uncompressed.length ? `uncompressed: ${uncompressed.join(', ')}` : 'all compressed',
    ok: uncompressed.length === 0,
  });
  for (const v of r.visits) {
    if (v.path === '/auth') {
      targets.push({
        name: `sign-in page transferred (cold cache) <= ${kB(SIGN_IN_BYTES_MAX)} kB`,
        measured: `${kB(v.median.transferredBytes)} kB in ${fmt(v.median.requests)} requests`,
        ok: v.median.transferredBytes <= SIGN_IN_BYTES_MAX,
      });
      continue;
    }
    const ratio = signIn ? lcpRatios(v.all, signIn.all) : undefined;
    targets.push(
      { name: `${v.label} CLS <= 0.05`, measured: v.median.cls.toFixed(3), ok: v.median.cls <= 0.05 },
      {
        name: `${v.label} LCP <= ${LCP_RATIO_MAX}x the sign-in page's (same round)`,
        measured: ratio ? `${ratio.median.toFixed(2)}x (rounds: ${ratio.rounds.map((x) => x.toFixed(2)).join(' ')})` : 'no sign-in visit',
        ok: ratio ? ratio.median <= LCP_RATIO_MAX : undefined,
      },
      { name: `${v.label} LCP <= 0.8 s (localhost)`, measured: `${fmt(v.median.lcpMs)} ms`, ok: v.median.lcpMs <= 800 },
    );
    if (v.path === '/')
      targets.push({
        name: 'signed-in dashboard visit transferred (cold cache)',
        measured: `${kB(v.median.transferredBytes)} kB`,
        ok: undefined,
      });
  }
  return targets;
}
