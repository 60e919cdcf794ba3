import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchOptions } from '../src/browser.ts';
import { app, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';
import { visible } from '../src/journey.ts';

startAppAndBrowser();

describe('the web app as an installed app, in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newDesktopPage({ serviceWorkers: 'allow' }));
  });
  afterAll(async () => {
    await context.close();
  });

  it('names its manifest, whose icons and start page Chromium reads', async () => {
    await page.goto(`${app.baseUrl}/`);
    await visible(page.getByText('Pay off debt faster and smarter'));
    const session = await context.newCDPSession(page);
    const manifest = (await session.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${app.baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { display?: string; start_url?: string; icons?: { src: string; sizes: string }[] };
    expect(data).toMatchObject({ display: 'standalone', start_url: '/' });
    for (const icon of data.icons ?? []) {
      const res = await fetch(new URL(icon.src, app.baseUrl));
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetch(new URL(apple ?? '', app.baseUrl))).status).toBe(200);
  });

  it('is installable: Chromium finds nothing in the way (a profile of its own, as installs need)', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'paydown-e2e-profile-'));
    const persistent = await chromium.launchPersistentContext(profile, { ...launchOptions(), viewport: DESKTOP });
    try {
      const installPage = await persistent.newPage();
      await installPage.goto(`${app.baseUrl}/`);
      await visible(installPage.getByText('Pay off debt faster and smarter'));
      const session = await persistent.newCDPSession(installPage);
      const installable = async () =>
        ((await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors;
      await expect.poll(installable).toEqual([]);
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
