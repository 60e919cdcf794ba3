// The app's one service worker (built from apps/web/sw): it keeps the app's files for offline use,
// opens the app without a connection, and shows push reminders. Registered after the page has
// loaded, so it never competes with the first paint.

/** Where the worker is served: the site's root, so its scope is the whole app. In development the
 * build plugin serves it as a module at its own address. */
export const SERVICE_WORKER_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';
export const SERVICE_WORKER_OPTIONS: RegistrationOptions = import.meta.env.DEV ? { scope: '/', type: 'module' } : { scope: '/' };

/** What the page tells a waiting worker to take over now (the worker listens for it). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

let waiting: ServiceWorker | null = null;
let watched: ServiceWorkerContainer | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** Whether a new version of the app is installed and waits for the user's go-ahead. */
export function subscribeUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isUpdateWaiting = () => waiting !== null;

/**
 * Watches a registration for a new version: one that finished installing while an older one
 * controls the page waits (the page keeps running the code it loaded) until the user chooses.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  watched = container;
  const check = () => {
    if (registration.waiting && container.controller) setWaiting(registration.waiting);
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

/** The user chose to update: the waiting worker takes over, and the page reloads under it. */
export function activateUpdate(reload: () => void = () => window.location.reload()): void {
  const worker = waiting;
  const container = watched;
  if (!worker || !container) return;
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

/**
 * Registers the worker once the page has loaded and the browser is idle (production builds;
 * nothing where unsupported): its first install downloads this build's files, which must not
 * compete with the screen's own scripts and first reads.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  };
  const start = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, SERVICE_WORKER_OPTIONS)
      .then((registration) => watchForUpdates(registration, navigator.serviceWorker))
      .catch(() => {
        // No worker (private mode, a blocked script): the app works online as before.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
