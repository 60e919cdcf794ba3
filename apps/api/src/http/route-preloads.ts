import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/** Where the web build lists, per signed-in screen, the scripts its first paint needs (apps/web/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

const ASSET_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * The `Link` header per signed-in screen's path (`</assets/x.js>; rel=modulepreload, ...`), read
 * once at start-up from the web build's list; none when the build has no list. A browser that gets
 * it with the page fetches the entry, the shell's and the screen's code at once, before the entry
 * has even run: otherwise the screen's code is asked for only once the entry has run and the router
 * has matched the route, and on a busy machine it arrived after the screen's data.
 */
export function loadRoutePreloads(webDistDir: string): Map<string, string> {
  const file = join(webDistDir, ROUTE_PRELOADS_FILE);
  const links = new Map<string, string>();
  if (!existsSync(file)) return links;
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof list !== 'object' || list === null) return links;
  for (const [path, files] of Object.entries(list)) {
    // Only our own hashed scripts: the header names nothing the build did not make.
    if (!Array.isArray(files) || !files.every((f): f is string => typeof f === 'string' && ASSET_SCRIPT.test(f))) continue;
    links.set(path, files.map((f) => `<${f}>; rel=modulepreload`).join(', '));
  }
  return links;
}

/**
 * Whether the request carries a cookie of this name. Its value is not checked: a page costs no
 * session read, and a stale cookie only makes the sign-in page's browser fetch code it then keeps
 * in its cache (hashed assets are immutable) for after signing in.
 */
export function hasCookie(req: FastifyRequest, name: string): boolean {
  const header = req.headers.cookie;
  return header !== undefined && header.split(';').some((part) => part.trimStart().startsWith(`${name}=`));
}
