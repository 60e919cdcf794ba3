import { createHash } from 'node:crypto';
import { describeUserAgent, type SessionInfo } from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { notFound } from '../../errors.ts';
import { deleteOtherSessions, deleteSession, listUserSessions } from './queries.ts';

/** What the list shows instead of the session id: a one-way digest, useless as a cookie. */
export const opaqueSessionId = (sid: string) => createHash('sha256').update(`session-id:${sid}`).digest('hex').slice(0, 32);

const isoOf = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export async function listSessions(deps: Deps, userId: number, currentSid: string): Promise<SessionInfo[]> {
  const rows = await listUserSessions(deps.db, userId);
  return rows
    .map(({ sid, sess }) => {
      const { browser, os } = describeUserAgent(typeof sess.userAgent === 'string' ? sess.userAgent : undefined);
      return {
        id: opaqueSessionId(sid),
        browser,
        os,
        ip: typeof sess.ip === 'string' ? sess.ip : null,
        signedInAt: isoOf(sess.createdAt),
        lastActiveAt: isoOf(sess.lastActiveAt),
        current: sid === currentSid,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || (b.lastActiveAt ?? '').localeCompare(a.lastActiveAt ?? ''));
}

/** Signs out one of the user's sessions by its opaque id; another user's id (or an unknown one) is a 404. */
export async function revokeSession(deps: Deps, userId: number, id: string): Promise<void> {
  const rows = await listUserSessions(deps.db, userId);
  const row = rows.find((r) => opaqueSessionId(r.sid) === id);
  if (!row || !(await deleteSession(deps.db, userId, row.sid))) throw notFound('Session not found');
}

export const revokeOtherSessions = (deps: Deps, userId: number, currentSid: string) => deleteOtherSessions(deps.db, userId, currentSid);
