import { dehydrate, hashKey, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { isUnauthorized } from './api-error.ts';
import { safeStorage } from './storage.ts';
import { trpc } from './trpc.ts';

/**
 * The last answers the signed-in user saw, kept in this browser so a page opened offline shows
 * them (read-only). One snapshot per user, under a key holding the user's id; it is written only
 * while that user is signed in, and removed when the session ends: sign-out, account deletion, a
 * 401 from the API, or another user signing in.
 */
export const OFFLINE_DATA_PREFIX = 'paydown.offline.';

/** A saved snapshot: whose it is and the query cache's successful answers, each with its time. */
interface OfflineSnapshot {
  userId: number | string;
  state: DehydratedState;
}

/** Figures kept for offline reading; not secrets (two-factor, calendar link, devices) nor admin lists. */
const KEPT_PROCEDURE_GROUPS = new Set([
  'auth',
  'account',
  'debts',
  'income',
  'payments',
  'progress',
  'dashboard',
  'plan',
  'notifications',
  'billing',
  'ai',
  'statements',
]);

/** A screen not seen again for this long leaves the snapshot (a deleted debt's history, say). */
export const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** At most one write per second while answers arrive; the last one always lands. */
const SAVE_DELAY_MS = 1000;

const sessionKey = getQueryKey(trpc.auth.me, undefined, 'query');

function procedureGroup(query: Query): unknown {
  const path = query.queryKey[0];
  return Array.isArray(path) ? path[0] : undefined;
}

function signedInUserId(queryClient: QueryClient): number | string | undefined {
  const data = queryClient.getQueryData<{ user?: { id?: unknown } | null }>(sessionKey);
  const id = data?.user?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

function savedKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(OFFLINE_DATA_PREFIX)) keys.push(key);
    }
  } catch {
    // Storage unavailable: nothing was saved.
  }
  return keys;
}

/** Removes every saved snapshot, whoever's it was. */
export function forgetOfflineData(): void {
  for (const key of savedKeys()) safeStorage.remove(key);
}

function parseSnapshot(key: string): OfflineSnapshot | undefined {
  try {
    return JSON.parse(safeStorage.get(key) ?? '') as OfflineSnapshot;
  } catch {
    return undefined;
  }
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

function readSnapshot(): OfflineSnapshot | undefined {
  const [key] = savedKeys();
  const snapshot = key ? parseSnapshot(key) : undefined;
  if (!key || !snapshot) return undefined;
  // Restored only when the snapshot's own session names the user its key names.
  const session = snapshot.state.queries.find((q) => sameKey(q.queryKey, sessionKey));
  const user = (session?.state.data as { user?: { id?: unknown } } | undefined)?.user;
  return user && `${OFFLINE_DATA_PREFIX}${String(user.id)}` === key ? snapshot : undefined;
}

/**
 * A page opened offline starts from the last snapshot, before the first read. Online the server
 * is asked as usual and nothing is restored, so a session that ended elsewhere is never shown as
 * signed in. Returns whether figures were restored.
 */
export function restoreOfflineData(queryClient: QueryClient, online: boolean): boolean {
  if (online) return false;
  const snapshot = readSnapshot();
  if (!snapshot) return false;
  hydrate(queryClient, snapshot.state);
  return true;
}

function save(queryClient: QueryClient, userId: number | string): void {
  const key = `${OFFLINE_DATA_PREFIX}${String(userId)}`;
  // Another user's snapshot never stays beside this one (an account switch without a sign-out).
  for (const other of savedKeys()) if (other !== key) safeStorage.remove(other);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && KEPT_PROCEDURE_GROUPS.has(procedureGroup(query) as string),
    shouldDehydrateMutation: () => false,
  });
  // A screen this page has not read (it was seen in an earlier visit, or its answers left the
  // memory cache) keeps its last answers: the snapshot is every screen as last seen.
  const earlier = parseSnapshot(key);
  const held = new Set(state.queries.map((q) => q.queryHash));
  const since = Date.now() - KEPT_FOR_MS;
  const kept =
    earlier?.userId === userId ? earlier.state.queries.filter((q) => !held.has(q.queryHash) && q.state.dataUpdatedAt >= since) : [];
  const merged: DehydratedState = { ...state, queries: [...state.queries, ...kept] };
  safeStorage.set(key, JSON.stringify({ userId, state: merged } satisfies OfflineSnapshot));
}

/**
 * Keeps the signed-in user's snapshot up to date as answers arrive, and removes it as soon as
 * nobody is signed in or the API answers 401 (the session ended some other way: expired, signed
 * out in another tab, deleted). After a 401 nothing is saved again until the session check has
 * answered anew with a user. Returns the function that stops it.
 */
export function keepOfflineData(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refusedAt = 0;

  const flush = () => {
    timer = undefined;
    const userId = signedInUserId(queryClient);
    const sessionAnsweredAt = queryClient.getQueryState(sessionKey)?.dataUpdatedAt ?? 0;
    if (userId === undefined || sessionAnsweredAt <= refusedAt) {
      forgetOfflineData();
      return;
    }
    save(queryClient, userId);
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query } = event;
    if (query.state.status === 'error' && isUnauthorized(query.state.error)) {
      refusedAt = Date.now();
      forgetOfflineData();
      // Ask who is signed in now: a session that ended shows the sign-in page.
      if (signedInUserId(queryClient) !== undefined) void queryClient.invalidateQueries({ queryKey: sessionKey, exact: true });
      return;
    }
    if (query.state.status !== 'success') return;
    if (query.queryHash === hashKey(sessionKey) && signedInUserId(queryClient) === undefined) {
      // Signed out: gone at once, not after the delay.
      if (timer) clearTimeout(timer);
      timer = undefined;
      forgetOfflineData();
      return;
    }
    timer ??= setTimeout(flush, SAVE_DELAY_MS);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    const error: unknown = event.mutation?.state.error;
    if (event.type === 'updated' && error && isUnauthorized(error)) {
      refusedAt = Date.now();
      forgetOfflineData();
    }
  });
  // Leaving or reloading the page: what arrived in the last second is written now, not lost.
  const flushNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    flush();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushNow();
  };
  window.addEventListener('pagehide', flushNow);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    if (timer) clearTimeout(timer);
    window.removeEventListener('pagehide', flushNow);
    document.removeEventListener('visibilitychange', onHidden);
    unsubscribe();
    unsubscribeMutations();
  };
}

/**
 * The time of the figures on screen: when the server answered the oldest of the reads the screen
 * shows (the session check aside, which is no figure). 0 when the screen shows none.
 */
export function figuresAnsweredAt(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'success' || query.getObserversCount() === 0 || sameKey(query.queryKey, sessionKey)) continue;
    if (oldest === 0 || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}
