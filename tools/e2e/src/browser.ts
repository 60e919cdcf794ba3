import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { repoRoot } from './app-process.ts';

export const DESKTOP = { width: 1280, height: 860 };
export const MOBILE = { width: 375, height: 780 };
/** The phone width screenshots are taken at (a current iPhone). */
export const PHONE_390 = { width: 390, height: 844 };
export const screenshotDir = join(repoRoot, 'tools/e2e/artifacts');

/** Debian's Chromium, headless, with the flags this closed network needs (no background fetches). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** How every journey's Chromium starts (also a persistent profile's, for what needs one: installing the app). */
export function launchOptions() {
  return {
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
  };
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
  // A dialog's fade-in is started by a script a frame after it mounts, so no animation may be
  // running yet when it is checked: wait first until every open dialog is fully opaque.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[role="dialog"]')).every((dialog) => {
          for (let el: Element | null = dialog; el; el = el.parentElement) if (getComputedStyle(el).opacity !== '1') return false;
          return true;
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
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

/** The texts of buttons and links whose label is cut off (wider than the room it got, clipped). */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, a'))
      .filter((control) =>
        [control, ...Array.from(control.querySelectorAll('*'))].some(
          // A 1 px box is screen-reader text (VisuallyHidden, "(chosen)"): clipped on purpose, not cut off.
          (el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
        ),
      )
      .map((control) => control.textContent ?? ''),
  );
}

/**
 * What the page shows now (e.g. an open dialog), at 1280 px as `<name>-desktop` and at 390 px as
 * `<name>-390`, on the same page: no second sign-in, the dialog stays open. At either width no
 * button's label is cut off, and at 390 px neither the page nor an open dialog scrolls sideways.
 * The page is left at 1280 px. `show`: a part of the page (not a dialog) scrolled to the middle of
 * the screen at each width; `atPhoneWidth`: checks of what a phone shows.
 */
export async function shootAtBothWidths(
  page: Page,
  name: string,
  { show, atPhoneWidth }: { show?: Locator; atPhoneWidth?: () => Promise<void> } = {},
): Promise<void> {
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await show?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, `${name}-${viewport === DESKTOP ? 'desktop' : '390'}`, { fullPage: false });
    expect(await clippedControls(page), `${name} at ${viewport.width} px`).toEqual([]);
  }
  const overflow = await page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('[role="dialog"]'))].map((el) => el.scrollWidth - el.clientWidth),
  );
  expect(Math.max(...overflow), `${name} is wider than a 390 px phone`).toBeLessThanOrEqual(0);
  await atPhoneWidth?.();
  await page.setViewportSize(DESKTOP);
}
