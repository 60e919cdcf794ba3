import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expectAccessible } from './a11y.ts';
import { repoRoot } from './app-process.ts';

export const DESKTOP = { width: 1280, height: 860 };
export const MOBILE = { width: 375, height: 780 };
export const screenshotDir = join(repoRoot, 'tools/e2e/artifacts');

/** Debian's Chromium, headless, with the flags this closed network needs (no background fetches). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A screenshot in tools/e2e/artifacts; the whole page unless `fullPage: false` (e.g. a full-screen
 * dialog). Every screen a journey pictures is also checked with axe-core, at whatever width the
 * page has (the journeys shoot desktop and phone): any serious or critical violation fails the
 * journey, so a new screen gets the check by being pictured.
 */
export async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // Let opening dialogs and toasts finish their transitions, so the picture shows what a user sees
  // once the screen settles (not a half-faded dialog). Best effort: an endless animation (a
  // spinner) must not fail the journey.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
  await expectAccessible(page, name);
}
