// Draws the installed app's icons (apps/web/public/icons) from the logo, in the same Chromium the
// journeys use, so they can be drawn again whenever the logo changes:
//   cd tools/e2e && node scripts/render-app-icons.ts   (Node 24 runs TypeScript as it is)
// "any" icons are the favicon's rounded square; "maskable" and Apple's are full-bleed, the mark in
// the middle 70 % (the safe zone a launcher's mask never cuts into).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../src/app-process.ts';
import { launchBrowser } from '../src/browser.ts';

const GREEN = '#0ca678';
const MARK =
  '<path d="M9 22V10h7.5a4.5 4.5 0 0 1 0 9H13" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M19 24l4-4" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${GREEN}"/>${MARK}</svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GREEN}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${MARK}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const outDir = join(repoRoot, 'apps/web/public/icons');
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(outDir, file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
