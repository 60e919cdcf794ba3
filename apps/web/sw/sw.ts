// Paydown's service worker. It keeps the app's own files (the page and the hashed scripts and
// styles of this build) so the app opens without a connection; it never stores an API answer (the
// last figures a user saw are kept by the page, per user, and removed at sign-out). It also shows
// push reminders.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerPushHandlers } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The build's file list; served from the cache first (their names change with their content).
// No directory index: '/' is a page, asked of the server while online (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// Pages come from the server while online (it names each screen's scripts in a Link header);
// without a connection, the kept page opens and the app shows its last figures.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/trpc/] },
  ),
);

// The first version takes the open pages at once; a later one waits until the user chooses
// "Reload" in the page (which posts this message), so no page runs a mix of two versions.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerPushHandlers(self);
