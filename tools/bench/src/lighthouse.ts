// Part 8 of `pnpm bench`: Lighthouse's Performance, Accessibility and Best Practices scores of the
// sign-in page (a visitor) and the Dashboard (a signed-in user with the dashboard bench's household),
// on the built web app served by the real server (part 7's), in headless Chromium started by
// chrome-launcher, with Lighthouse's desktop and mobile settings. Performance comes from Lighthouse's
// simulated throttling on whatever the machine gives it, so it moves from run to run; the other two
// are checks of the page and stay put unless the page changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayInTimeZone } from '@paydown/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { ensureWebBuild } from './bundle.ts';
import { startWebApp } from './browser.ts';
import { signUp } from './http-bench.ts';
import { DASHBOARD_USER, seedUser } from './seed.ts';
import { table, type Cleanup, type Target } from './util.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  page: string;
  path: string;
  preset: 'desktop' | 'mobile';
  /** 0–100 per category; undefined when Lighthouse could not score it (its runtime error is in `problem`). */
  scores: Partial<Record<Category, number>>;
  /** Accessibility and Best Practices audits the page failed: "id: title". */
  failed: string[];
  /** Lighthouse's runtime error or warnings, if any (e.g. the page did not load). */
  problem?: string;
}

/** A line of what an audit found (its first few items), e.g. the console error or the element. */
function findings(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.slice(0, 3).map((item) => {
    const i = item as Record<string, unknown>;
    const node = i.node as { snippet?: string } | undefined;
    const named = [i.description, i.issueType, node?.snippet].find((x): x is string => typeof x === 'string');
    const text = named ?? JSON.stringify(item);
    const url = typeof i.url === 'string' && i.url ? ` (${i.url})` : '';
    // An inspector issue names its kind; what it is about (the blocked URL, the directive) is in its sub-items.
    const sub = (i.subItems as { items?: unknown[] } | undefined)?.items?.[0];
    return `${text.slice(0, 160)}${url}${sub ? ` ${JSON.stringify(sub).slice(0, 200)}` : ''}`;
  });
}

/** Audits of `category` that count towards its score and did not pass, with what they found. */
function failedAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) return [];
    const found = findings(audit.details);
    return [`${category}: ${audit.id} (${audit.title})${found.length ? `: ${found.join('; ')}` : ''}`];
  });
}

async function audit(
  port: number,
  url: string,
  preset: LighthouseRun['preset'],
  extraHeaders: Record<string, string> | undefined,
): Promise<{ lhr: Result } | { problem: string }> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(extraHeaders ? { extraHeaders } : {}),
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  // A trace that failed to record (NO_NAVSTART, seen on the first run of a fresh Chromium) says
  // nothing about the page: one more run.
  let result = await lighthouse(url, flags, config);
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags, config);
  if (!result) return { problem: 'Lighthouse returned nothing' };
  return { lhr: result.lhr };
}

/**
 * Runs Lighthouse once per page and preset (BENCH_LIGHTHOUSE_PRESETS=desktop,mobile by default)
 * and returns the scores and the failed audits.
 */
export async function measureLighthouse(cleanup: Cleanup, presets: LighthouseRun['preset'][]): Promise<LighthouseRun[]> {
  const build = await ensureWebBuild();
  if (!build.ok) throw new Error(build.reason);
  const { base, cookieName } = await startWebApp(cleanup);
  const user = await signUp(base, cookieName);
  await seedUser(base, user.cookie, { ...DASHBOARD_USER, today: todayInTimeZone(new Date(), 'UTC') });

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    logLevel: 'silent',
  });
  cleanup.add('stop Lighthouse Chromium', () => chrome.kill());

  // The signed-in page gets the session cookie on every request (Lighthouse's extra headers), so
  // Lighthouse's own storage reset before the run cannot sign the user out.
  const pages = [
    { page: 'sign-in page (visitor)', path: '/auth', headers: undefined },
    { page: 'Dashboard (signed in)', path: '/', headers: { Cookie: user.cookie } },
  ];
  const runs: LighthouseRun[] = [];
  for (const preset of presets) {
    for (const { page, path, headers } of pages) {
      const outcome = await audit(chrome.port, `${base}${path}`, preset, headers);
      if ('problem' in outcome) {
        runs.push({ page, path, preset, scores: {}, failed: [], problem: outcome.problem });
        continue;
      }
      const { lhr } = outcome;
      // BENCH_LIGHTHOUSE_REPORTS=<folder>: each run's whole report (JSON), to read every audit's findings.
      const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(join(reports, `${preset}-${path === '/' ? 'dashboard' : path.slice(1)}.json`), JSON.stringify(lhr, null, 1));
      }
      const scores: LighthouseRun['scores'] = {};
      for (const c of CATEGORIES) {
        const score = lhr.categories[c]?.score;
        if (typeof score === 'number') scores[c] = Math.round(score * 100);
      }
      // A page that ended somewhere else (the sign-in page instead of the Dashboard) is not the page measured.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      const problem = lhr.runtimeError?.message ?? (landed !== path ? `ended on ${landed}, not ${path}` : undefined);
      runs.push({
        page,
        path,
        preset,
        scores,
        failed: [...failedAudits(lhr, 'accessibility'), ...failedAudits(lhr, 'best-practices')],
        ...(problem ? { problem } : {}),
      });
    }
  }
  return runs;
}

const presetsOf = (raw: string | undefined): LighthouseRun['preset'][] => {
  const wanted = (raw ?? 'desktop,mobile').split(',').map((p) => p.trim());
  return (['desktop', 'mobile'] as const).filter((p) => wanted.includes(p));
};

/** Part 8: prints the scores per page and preset and the failed audits; returns them as figures (no target yet). */
export async function lighthouseSection(cleanup: Cleanup): Promise<Target[]> {
  const runs = await measureLighthouse(cleanup, presetsOf(process.env.BENCH_LIGHTHOUSE_PRESETS));
  const show = (n: number | undefined) => (n === undefined ? '-' : String(n));
  console.log(
    table(
      ['page (one Lighthouse run each)', 'preset', 'Performance', 'Accessibility', 'Best Practices'],
      runs.map((r) => [
        `${r.page} ${r.path}`,
        r.preset,
        show(r.scores.performance),
        show(r.scores.accessibility),
        show(r.scores['best-practices']),
      ]),
    ),
  );
  for (const r of runs) {
    if (r.problem) console.log(`  ${r.page}, ${r.preset}: ${r.problem}`);
    for (const f of r.failed) console.log(`  ${r.page}, ${r.preset}: failed ${f}`);
  }
  return runs.map((r) => ({
    name: `Lighthouse ${r.page}, ${r.preset}: Performance / Accessibility / Best Practices`,
    measured: `${show(r.scores.performance)} / ${show(r.scores.accessibility)} / ${show(r.scores['best-practices'])}`,
    ok: undefined,
  }));
}
