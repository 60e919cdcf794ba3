// The declarations that add request.session and reply.clearCookie to Fastify's types; importing
// them here makes them part of the AppRouter type the web app typechecks against.
import type {} from '@fastify/cookie';
import type {} from '@fastify/session';
import type { UserRow } from '@paydown/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './deps.ts';
import { findUserById } from './queries.ts';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** ms since epoch; the store moves the idle expiry from it. */
    lastActiveAt?: number;
    /** ms since epoch, set by the store on the first save; the absolute lifetime runs from it. */
    createdAt?: number;
    /** The browser that signed in and its address as the server saw it ("Where you're signed in"). */
    userAgent?: string;
    ip?: string;
    /** Password checked, second factor still to come (no userId until then). */
    pendingTwoFactor?: { userId: number; until: number };
  }
}

/** How long the second step of a sign-in may take after the password. */
export const PENDING_TWO_FACTOR_MS = 5 * 60 * 1000;

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity refreshes the idle expiry at most this often, so reads do not each write a row. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

const userKey = Symbol('sessionUser');
type RequestWithUser = FastifyRequest & { [userKey]?: Promise<UserRow | undefined> };

/**
 * The signed-in user of this request, looked up once per request: the row the session store read
 * along with the session, or (after a sign-in on this request) a query.
 */
export function loadSessionUser(req: FastifyRequest, deps: Deps): Promise<UserRow | undefined> {
  const r = req as RequestWithUser;
  const userId = req.session?.userId;
  if (typeof userId !== 'number') return Promise.resolve(undefined);
  if (!r[userKey]) {
    const read = deps.sessions.takeUser(req.session.sessionId, userId);
    r[userKey] = read ? Promise.resolve(read) : findUserById(deps.db, userId);
  }
  return r[userKey];
}

/** onResponse: a row the store read for a request that never asked for its user is dropped. */
export function forgetSessionUser(req: FastifyRequest, deps: Deps): void {
  const sid = req.session?.sessionId;
  if (sid) deps.sessions.forget(sid);
}

/** Signs a user in on a brand-new session id: the pre-login id stops working (no fixation). */
export async function startSession(req: FastifyRequest, userId: number): Promise<void> {
  await req.session.regenerate();
  req.session.userId = userId;
  req.session.lastActiveAt = Date.now();
  req.session.createdAt = req.session.lastActiveAt;
  req.session.userAgent = (req.headers['user-agent'] ?? '').slice(0, 400);
  req.session.ip = req.ip;
  delete (req as RequestWithUser)[userKey];
}

/** The password was right and 2FA is on: a new session id that holds only the pending sign-in. */
export async function startPendingTwoFactor(req: FastifyRequest, userId: number, until: Date): Promise<void> {
  await req.session.regenerate();
  req.session.pendingTwoFactor = { userId, until: until.getTime() };
}

/** Destroys the server-side session and tells the browser to drop the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply, cookieName: string): Promise<void> {
  if (req.session?.sessionId) await req.session.destroy();
  void reply.clearCookie(cookieName, { path: '/' });
}

/**
 * preHandler: keep an active session alive, at most one store write per SESSION_TOUCH_MS. The
 * store caps the row at creation + SESSION_ABSOLUTE_MS; the cookie sent with the save gets the same
 * end (@fastify/session would otherwise renew it to a full lifetime on every save).
 */
export function touchSession(req: FastifyRequest): void {
  const session = req.session;
  if (!session || typeof session.userId !== 'number') return;
  const now = Date.now();
  if (!session.lastActiveAt || now - session.lastActiveAt > SESSION_TOUCH_MS) {
    session.lastActiveAt = now;
    if (typeof session.createdAt === 'number') {
      session.cookie.maxAge = Math.max(1000, session.createdAt + SESSION_ABSOLUTE_MS - now);
    }
  }
}
