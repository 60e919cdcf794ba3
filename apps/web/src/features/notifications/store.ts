import { safeStorage } from '../../lib/storage.ts';

/** Notifications live in the browser only: nothing here is sent to the server. */
export type NotificationType = 'info' | 'recommendation' | 'alert';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO-8601 timestamp. */
  timestamp: string;
  read: boolean;
}

interface StoredState {
  items: AppNotification[];
  /** Ids of one-time notifications already created, so a dismissed one is not created again. */
  seeded: string[];
}

export const WELCOME_NOTIFICATION_ID = 'welcome';
export const CONFIRM_EMAIL_NOTIFICATION_ID = 'confirm-email';

const storageKey = (userId: number) => `paydown:notifications:${userId}`;

const EMPTY: StoredState = { items: [], seeded: [] };

const NOTIFICATION_TYPES: readonly string[] = ['info', 'recommendation', 'alert'];

function isNotification(value: unknown): value is AppNotification {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.id === 'string' &&
    typeof n.type === 'string' &&
    NOTIFICATION_TYPES.includes(n.type) &&
    typeof n.title === 'string' &&
    typeof n.message === 'string' &&
    typeof n.timestamp === 'string' &&
    typeof n.read === 'boolean'
  );
}

// One cached snapshot per user, so useSyncExternalStore sees a stable reference between changes.
const cache = new Map<number, StoredState>();
const listeners = new Map<number, Set<() => void>>();

function read(userId: number): StoredState {
  const cached = cache.get(userId);
  if (cached) return cached;
  let state = EMPTY;
  const raw = safeStorage.get(storageKey(userId));
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<StoredState>;
      state = {
        items: Array.isArray(parsed.items) ? parsed.items.filter(isNotification) : [],
        seeded: Array.isArray(parsed.seeded) ? parsed.seeded.filter((s) => typeof s === 'string') : [],
      };
    } catch {
      state = EMPTY;
    }
  }
  cache.set(userId, state);
  return state;
}

function write(userId: number, state: StoredState) {
  cache.set(userId, state);
  safeStorage.set(storageKey(userId), JSON.stringify(state));
  listeners.get(userId)?.forEach((listener) => listener());
}

export function getNotifications(userId: number): AppNotification[] {
  return read(userId).items;
}

export function subscribeNotifications(userId: number, listener: () => void): () => void {
  let set = listeners.get(userId);
  if (!set) {
    set = new Set();
    listeners.set(userId, set);
  }
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey(userId) || event.key === null) {
      cache.delete(userId);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function newId() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface NewNotification {
  id?: string;
  type: NotificationType;
  title: string;
  message: string;
  timestamp?: string;
}

/** Adds a notification at the top of the list (newest first). Other features may call this. */
export function pushNotification(userId: number, notification: NewNotification): void {
  const state = read(userId);
  const item: AppNotification = {
    id: notification.id ?? newId(),
    type: notification.type,
    title: notification.title,
    message: notification.message,
    timestamp: notification.timestamp ?? new Date().toISOString(),
    read: false,
  };
  write(userId, { ...state, items: [item, ...state.items.filter((n) => n.id !== item.id)] });
}

/** How many one-off ids are remembered per user (besides the seeded welcome and email notes). */
const MAX_REMEMBERED_IDS = 300;
const PERMANENT_SEEDS: readonly string[] = [WELCOME_NOTIFICATION_ID, CONFIRM_EMAIL_NOTIFICATION_ID];

/**
 * Adds each notification whose id this user was never given before, at the top in the order
 * given. Ids are remembered after the item is read or dismissed, so the same news (e.g. the same
 * AI suggestion generated again) is not announced twice. Returns how many were added.
 */
export function pushNotificationsOnce(userId: number, notifications: readonly (NewNotification & { id: string })[]): number {
  const state = read(userId);
  const known = new Set([...state.seeded, ...state.items.map((n) => n.id)]);
  const now = new Date().toISOString();
  const fresh: AppNotification[] = [];
  for (const n of notifications) {
    if (known.has(n.id)) continue;
    known.add(n.id);
    fresh.push({ id: n.id, type: n.type, title: n.title, message: n.message, timestamp: n.timestamp ?? now, read: false });
  }
  if (fresh.length === 0) return 0;
  const remembered = [...state.seeded.filter((id) => !PERMANENT_SEEDS.includes(id)), ...fresh.map((n) => n.id)];
  const seeded = [...state.seeded.filter((id) => PERMANENT_SEEDS.includes(id)), ...remembered.slice(-MAX_REMEMBERED_IDS)];
  write(userId, { items: [...fresh, ...state.items], seeded });
  return fresh.length;
}

/**
 * One notification that sums up several pieces of news, each with an id (a suggestion's signature,
 * a payment's cycle): `build` gets the ids the user was never told about and returns the
 * notification for them, or null. Nothing is added when none is new; every id given is remembered,
 * so the same news is not summed up again. Returns whether a notification was added.
 */
export function pushSummaryOnce(
  userId: number,
  newsIds: readonly string[],
  build: (freshIds: readonly string[]) => (NewNotification & { id: string }) | null,
): boolean {
  const state = read(userId);
  const known = new Set([...state.seeded, ...state.items.map((n) => n.id)]);
  const fresh = [...new Set(newsIds)].filter((id) => !known.has(id));
  if (fresh.length === 0) return false;
  const notification = build(fresh);
  if (notification === null) return false;
  const item: AppNotification = {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    timestamp: notification.timestamp ?? new Date().toISOString(),
    read: false,
  };
  const remembered = [...state.seeded.filter((id) => !PERMANENT_SEEDS.includes(id)), ...fresh];
  const seeded = [...state.seeded.filter((id) => PERMANENT_SEEDS.includes(id)), ...remembered.slice(-MAX_REMEMBERED_IDS)];
  write(userId, { items: [item, ...state.items.filter((n) => n.id !== item.id)], seeded });
  return true;
}

export function markNotificationRead(userId: number, id: string): void {
  const state = read(userId);
  write(userId, { ...state, items: state.items.map((n) => (n.id === id ? { ...n, read: true } : n)) });
}

export function markAllNotificationsRead(userId: number): void {
  const state = read(userId);
  write(userId, { ...state, items: state.items.map((n) => (n.read ? n : { ...n, read: true })) });
}

export function dismissNotification(userId: number, id: string): void {
  const state = read(userId);
  write(userId, { ...state, items: state.items.filter((n) => n.id !== id) });
}

/** Forget a user's notifications entirely (their account was deleted). */
export function clearNotifications(userId: number): void {
  cache.delete(userId);
  safeStorage.remove(storageKey(userId));
  listeners.get(userId)?.forEach((listener) => listener());
}

export interface SeedUser {
  id: number;
  emailConfirmed: boolean;
}

/**
 * One-time notifications: a welcome note for a new user, and an alert to confirm the email
 * while it is unconfirmed (removed again once the email is confirmed). Each is created at most
 * once per user, so dismissing it is final.
 */
export function seedNotifications(user: SeedUser, now: Date = new Date()): void {
  const state = read(user.id);
  let items = state.items;
  const seeded = new Set(state.seeded);
  let changed = false;

  if (!seeded.has(WELCOME_NOTIFICATION_ID)) {
    items = [
      ...items,
      {
        id: WELCOME_NOTIFICATION_ID,
        type: 'info',
        title: 'Welcome to Paydown!',
        message: 'Add your debts and income sources to get personalised AI recommendations for faster debt payoff.',
        timestamp: now.toISOString(),
        read: false,
      },
    ];
    seeded.add(WELCOME_NOTIFICATION_ID);
    changed = true;
  }

  if (!user.emailConfirmed && !seeded.has(CONFIRM_EMAIL_NOTIFICATION_ID)) {
    items = [
      {
        id: CONFIRM_EMAIL_NOTIFICATION_ID,
        type: 'alert',
        title: 'Please confirm your email',
        message: 'Click the link we emailed you to confirm your address and start your 30-day free trial.',
        timestamp: now.toISOString(),
        read: false,
      },
      ...items,
    ];
    seeded.add(CONFIRM_EMAIL_NOTIFICATION_ID);
    changed = true;
  }

  if (user.emailConfirmed && items.some((n) => n.id === CONFIRM_EMAIL_NOTIFICATION_ID)) {
    items = items.filter((n) => n.id !== CONFIRM_EMAIL_NOTIFICATION_ID);
    changed = true;
  }

  if (changed) write(user.id, { items, seeded: [...seeded] });
}

/** Test helper: forget cached snapshots (localStorage is the source of truth). */
export function resetNotificationCache(): void {
  cache.clear();
}
