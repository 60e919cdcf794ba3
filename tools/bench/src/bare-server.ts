import { createHmac, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { DbSessionStore, type Database } from '@paydown/db';
import Fastify, { type FastifyInstance } from 'fastify';
// The very functions the app uses, so the SQL and the JSON are the same; only the framework layers
// (helmet, CSRF hook, @fastify/session, tRPC, trpc-to-openapi, zod output validation) are missing.
import {
  dashboard,
  findUserById,
  ledgerReader,
  PlanPool,
  requestToday,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  toPublicUser,
} from '@paydown/api/internals';

/**
 * The baseline: a minimal Fastify server whose routes do the same work as the app's. Each reads the
 * session cookie, checks its signature, loads the session and user rows (DbSessionStore.get, the
 * same statement), then
 * - GET /bare/auth/user returns `{ user }` as GET /api/auth/user does;
 * - GET /bare/dashboard calls the app's dashboard service (the same three queries in parallel and the
 *   same packages/domain figures) as GET /api/dashboard does.
 * No plugins, no hooks, no logger, no output validation.
 */
export async function buildBareServer(options: { database: Database; cookieName: string; secret: string }): Promise<FastifyInstance> {
  const { database, cookieName, secret } = options;
  const store = new DbSessionStore<{ userId?: number }>(database.db, { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS });
  const getSession = (sid: string) =>
    new Promise<{ userId?: number } | null | undefined>((resolve, reject) =>
      store.get(sid, (err, session) => (err ? reject(err instanceof Error ? err : new Error(JSON.stringify(err))) : resolve(session))),
    );
  const unauthorized = { message: 'You are not signed in.', code: 'UNAUTHORIZED' };

  /** The signed-in user's row, or undefined (the route then answers 401 as the app does). */
  async function signedInUser(cookieHeader: string | undefined) {
    const raw = readCookie(cookieHeader, cookieName);
    const sid = raw === undefined ? undefined : unsign(raw, secret);
    if (!sid) return undefined;
    const userId = (await getSession(sid))?.userId;
    if (typeof userId !== 'number') return undefined;
    // As the app: the row the store read with the session (one statement), else a query.
    return store.takeUser(sid, userId) ?? findUserById(database.db, userId);
  }

  // The app's plan pool of the same size, so the dashboard's plan is computed where the app computes it.
  const planPool = new PlanPool({ threads: Math.max(1, availableParallelism() - 1), queueLimit: 64 });
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => planPool.close());
  app.get('/bare/auth/user', async (req, reply) => {
    const user = await signedInUser(req.headers.cookie);
    if (!user) return reply.code(401).send(unauthorized);
    return { user: toPublicUser(user, new Date()) };
  });
  app.get('/bare/dashboard', async (req, reply) => {
    const user = await signedInUser(req.headers.cookie);
    if (!user) return reply.code(401).send(unauthorized);
    const now = new Date();
    return dashboard({ db: database.db, planPool }, user, ledgerReader(database.db, user.id, requestToday(req, now), false), now);
  });
  return app;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** cookie-signature's format, as @fastify/cookie's Signer writes it: `value.base64(hmac-sha256)` without padding. */
export function sign(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;
}

function unsign(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(sign(value, secret));
  const actual = Buffer.from(signed);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : undefined;
}
