// What every journey file sets up first: its own server and browser for the whole file, and a
// desktop page per describe block.
//
//   startAppAndBrowser({ OPENAI_API_KEY: '' });   // at the top of the file
//   ... app.baseUrl, browser.newContext(...)      // in its tests
//
// `app` and `browser` are this module's live bindings: set before the file's first test, so a test
// reads the running ones. Each test file runs with its own copy of the module (vitest isolates
// files), so two files never share a server.

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app-process.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { collectPageErrors } from './journey.ts';

/** This file's server: set by startAppAndBrowser before the file's first test. */
export let app: RunningApp;
/** This file's Chromium: set by startAppAndBrowser before the file's first test. */
export let browser: Browser;

/** Starts this file's server (with `env` added to its environment) and browser before its tests, and stops both after them. */
export function startAppAndBrowser(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
}

export interface DesktopPage {
  context: BrowserContext;
  page: Page;
  /** The page's script and console errors so far (collectPageErrors), for a final "no errors" check. */
  pageErrors: string[];
}

/**
 * A page at desktop size in a new browser context (signed out), `options` added to the context's.
 * Service workers are off unless a journey asks for them (`serviceWorkers: 'allow'`): the app's
 * worker downloads the whole build in the background of every new context, which the journeys of
 * the install, offline and push features exercise and the others only wait behind.
 */
export async function newDesktopPage(options: BrowserContextOptions = {}): Promise<DesktopPage> {
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  return { context, page, pageErrors: collectPageErrors(page) };
}
