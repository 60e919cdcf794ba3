import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Delivery: the web app's files go out pre-compressed (the build writes .br and .gz next
 * to each), hashed assets are cached for a year, index.html is revalidated, and large JSON answers
 * are compressed. A fake build output stands in for apps/web/dist.
 */
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const figures = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `debt ${i}` })))};`;

const PLAN_SCRIPTS = ['/assets/index-Ab12Cd34.js', '/assets/shell-Ef56Gh78.js', '/assets/PlanPage-Ij90Kl12.js'];

function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'paydown-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['index.html', INDEX],
    ['assets/index-Ab12Cd34.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build lists per signed-in screen (apps/web/route-preloads.ts); a name that is not one
  // of the build's scripts is never sent.
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/plan': PLAN_SCRIPTS, '/debts': ['/assets/index-Ab12Cd34.js', 'https://elsewhere.example/x.js'] }),
  );
  return dir;
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html every time, at / and at any client-side route, compressed too', async () => {
    for (const url of ['/index.html', '/debts', '/insights?tab=x']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("names a signed-in screen's scripts in the page's Link header to a browser with a session cookie", async () => {
    const cookie = `${app.config.sessionCookieName}=abc.def`;
    const page = (url: string, headers: Record<string, string>) =>
      app.server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });

    for (const url of ['/plan', '/plan?tab=x']) {
      const res = await page(url, { cookie: `theme=dark; ${cookie}` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBe(PLAN_SCRIPTS.map((s) => `<${s}>; rel=modulepreload`).join(', '));
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    // The same page without the cookie (a visitor), at a path the build lists nothing for, or with a listed name that is not ours.
    expect((await page('/plan', {})).headers.link).toBeUndefined();
    expect((await page('/plan', { cookie: 'theme=dark' })).headers.link).toBeUndefined();
    expect((await page('/auth', { cookie })).headers.link).toBeUndefined();
    expect((await page('/debts', { cookie })).headers.link).toBeUndefined();
    // Caches keep the two answers apart.
    expect(String((await page('/plan', {})).headers.vary)).toMatch(/cookie/i);
  });

  it('revalidates files without a content hash (favicon)', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('JSON API', () => {
  it('compresses a large answer for a client that accepts it', async () => {
    const res = await get('/api/openapi.json', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { openapi: string };
    expect(json.openapi).toMatch(/^3\./);

    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/auth/user', 'br, gzip');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
