import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core injected with page.evaluate: a single function over the page is all the journeys need,
 * so the @axe-core/playwright wrapper (which the project's Node would now allow) stays one
 * dependency fewer. page.evaluate runs through the DevTools protocol, so the app's
 * Content-Security-Policy (script-src 'self') does not block it the way a <script> tag would.
 */
const BLOCKING = new Set(['serious', 'critical']);

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

function describe(v: Result): string {
  const nodes = v.nodes
    .slice(0, 10)
    .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join('; ') ?? ''}\n      ${n.html.slice(0, 200)}`)
    .join('\n');
  return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}`;
}

/**
 * The serious and critical axe-core violations on the page as it is now (every rule axe runs by
 * default: WCAG 2.x A/AA and best practices), described one per rule; empty when there is none.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    // resultTypes: only violations carry their nodes, which keeps the answer small and quick.
    window.axe!.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe);
}

/** Fails with every serious or critical violation listed (rule, elements, what to fix). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await seriousA11yViolations(page);
  if (found.length > 0) throw new Error(`axe-core: serious or critical violations on ${where}:\n${found.join('\n')}`);
}
