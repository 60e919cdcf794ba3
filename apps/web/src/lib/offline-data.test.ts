import { TRPCClientError } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { makeUser } from '../test/fixtures.ts';
import { forgetOfflineData, keepOfflineData, KEPT_FOR_MS, OFFLINE_DATA_PREFIX, restoreOfflineData } from './offline-data.ts';
import { trpc } from './trpc.ts';

const sessionKey = getQueryKey(trpc.auth.me, undefined, 'query');
const debtsKey = getQueryKey(trpc.debts.list, undefined, 'query');
const devicesKey = getQueryKey(trpc.devices.list, undefined, 'query');
const jane = makeUser({ id: 7, username: 'janedoe' });
const sam = makeUser({ id: 8, username: 'samlee' });

const savedKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith(OFFLINE_DATA_PREFIX));
const saved = (id: number) => JSON.parse(window.localStorage.getItem(`${OFFLINE_DATA_PREFIX}${id}`) ?? 'null') as unknown;
// What the API client throws for a 401: the API's error shape.
const unauthorized = TRPCClientError.from({
  error: { message: 'Not signed in', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
});

describe('the figures kept for offline reading', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function signedIn(user = jane) {
    const queryClient = createQueryClient();
    stop = keepOfflineData(queryClient);
    queryClient.setQueryData(sessionKey, { user });
    queryClient.setQueryData(debtsKey, [{ id: 1, debtName: `${user.username}'s card` }]);
    vi.advanceTimersByTime(1000);
    return queryClient;
  }

  it('keeps the signed-in user’s answers under a key with their id, not secrets such as devices', () => {
    const queryClient = signedIn();
    queryClient.setQueryData(devicesKey, [{ id: 'device' }]);
    vi.advanceTimersByTime(1000);
    expect(savedKeys()).toEqual([`${OFFLINE_DATA_PREFIX}7`]);
    expect(JSON.stringify(saved(7))).toContain("janedoe's card");
    expect(JSON.stringify(saved(7))).not.toContain('device');
  });

  it('keeps the screens read in an earlier visit beside those this page read', () => {
    signedIn();
    stop();
    const dashboardKey = getQueryKey(trpc.dashboard.get, undefined, 'query');
    const later = createQueryClient();
    stop = keepOfflineData(later);
    later.setQueryData(sessionKey, { user: jane });
    later.setQueryData(dashboardKey, { totalDebt: '4321.00' });
    vi.advanceTimersByTime(1000);
    const offline = createQueryClient();
    restoreOfflineData(offline, false);
    expect(offline.getQueryData(dashboardKey)).toEqual({ totalDebt: '4321.00' });
    expect(offline.getQueryData(debtsKey)).toEqual([{ id: 1, debtName: "janedoe's card" }]);
  });

  it('drops a screen not seen again for 30 days', () => {
    signedIn();
    stop();
    vi.advanceTimersByTime(KEPT_FOR_MS + 1);
    const later = createQueryClient();
    stop = keepOfflineData(later);
    later.setQueryData(sessionKey, { user: jane });
    vi.advanceTimersByTime(1000);
    const offline = createQueryClient();
    restoreOfflineData(offline, false);
    expect(offline.getQueryData(sessionKey)).toEqual({ user: jane });
    expect(offline.getQueryData(debtsKey)).toBeUndefined();
  });

  it('restores them into a page opened offline, and not into one opened online', () => {
    signedIn();
    const online = createQueryClient();
    expect(restoreOfflineData(online, true)).toBe(false);
    expect(online.getQueryData(debtsKey)).toBeUndefined();

    const offline = createQueryClient();
    expect(restoreOfflineData(offline, false)).toBe(true);
    expect(offline.getQueryData(sessionKey)).toEqual({ user: jane });
    expect(offline.getQueryData(debtsKey)).toEqual([{ id: 1, debtName: "janedoe's card" }]);
    expect(offline.getQueryState(debtsKey)?.dataUpdatedAt).toBe(Date.now() - 1000);
  });

  it('removes them at once when the session says nobody is signed in (sign-out)', () => {
    const queryClient = signedIn();
    queryClient.setQueryData(sessionKey, { user: null });
    expect(savedKeys()).toEqual([]);
    queryClient.setQueryData(debtsKey, []);
    vi.advanceTimersByTime(1000);
    expect(savedKeys()).toEqual([]);
  });

  it('removes them on a 401 and saves nothing more until the session check answers with a user again', async () => {
    const queryClient = signedIn();
    await queryClient.fetchQuery({ queryKey: ['plan', 'get'], queryFn: () => Promise.reject(unauthorized) }).catch(() => undefined);
    expect(savedKeys()).toEqual([]);
    queryClient.setQueryData(debtsKey, []);
    vi.advanceTimersByTime(1000);
    expect(savedKeys()).toEqual([]);

    vi.advanceTimersByTime(5);
    queryClient.setQueryData(sessionKey, { user: jane });
    vi.advanceTimersByTime(1000);
    expect(savedKeys()).toEqual([`${OFFLINE_DATA_PREFIX}7`]);
  });

  it('removes them when a write answers 401', async () => {
    const queryClient = signedIn();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(unauthorized) })
      .execute(undefined)
      .catch(() => undefined);
    expect(savedKeys()).toEqual([]);
  });

  it('keeps only the user now signed in when another user signs in (an account switch)', () => {
    const queryClient = signedIn(jane);
    queryClient.setQueryData(sessionKey, { user: sam });
    queryClient.setQueryData(debtsKey, [{ id: 2, debtName: "samlee's card" }]);
    vi.advanceTimersByTime(1000);
    expect(savedKeys()).toEqual([`${OFFLINE_DATA_PREFIX}8`]);
    expect(JSON.stringify(saved(8))).not.toContain('janedoe');
  });

  it('restores nothing from a snapshot whose session names another user than its key', () => {
    signedIn(jane);
    window.localStorage.setItem(`${OFFLINE_DATA_PREFIX}8`, window.localStorage.getItem(`${OFFLINE_DATA_PREFIX}7`) ?? '');
    window.localStorage.removeItem(`${OFFLINE_DATA_PREFIX}7`);
    const offline = createQueryClient();
    expect(restoreOfflineData(offline, false)).toBe(false);
    expect(offline.getQueryData(debtsKey)).toBeUndefined();
  });

  it('forgetOfflineData removes every user’s snapshot and nothing else', () => {
    window.localStorage.setItem(`${OFFLINE_DATA_PREFIX}7`, '{}');
    window.localStorage.setItem(`${OFFLINE_DATA_PREFIX}8`, '{}');
    window.localStorage.setItem('paydown.other', 'kept');
    forgetOfflineData();
    expect(savedKeys()).toEqual([]);
    expect(window.localStorage.getItem('paydown.other')).toBe('kept');
  });
});
