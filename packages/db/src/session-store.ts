import type { Kysely } from 'kysely';
import type { DB, UserRow } from './schema.ts';

type Callback = (err?: unknown) => void;
type GetCallback<TSession> = (err: unknown, session?: TSession | null) => void;

export interface SessionStoreOptions {
  /** A session unused for this long is gone (the row's expire moves with activity). */
  idleMs: number;
  /** A session is gone this long after it was created, however active (activity never extends it). */
  absoluteMs: number;
  /** The clock (tests move it); defaults to the system clock. */
  now?: () => Date;
}

/** A live session and its user's row (user columns null when signed out), in one statement. */
const sessionWithUser = (db: Kysely<DB>, sid: string, now: Date) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.userId')
    .select('sessions.sess')
    .selectAll('users')
    .where('sessions.sid', '=', sid)
    .where('sessions.expire', '>', now)
    .execute();

/** Unclaimed user rows kept at most (requests that never ask for their user); beyond it they are dropped. */
const MAX_UNCLAIMED_USERS = 10_000;

interface StoredSession {
  userId?: unknown;
  lastActiveAt?: unknown;
  /** ms since epoch; the absolute lifetime runs from it. Written by the store on the first save. */
  createdAt?: unknown;
  cookie?: { expires?: unknown };
}

/**
 * The @fastify/session store on the `sessions` table, so any number of API instances share sessions.
 * A row expires at the earlier of (last activity + idle timeout) and (creation + absolute lifetime).
 * The creation time is kept in the stored session and never moves, so no amount of activity (and
 * no cookie the client sends back) stretches a session past its absolute lifetime.
 */
export class DbSessionStore<TSession = Record<string, unknown>> {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: SessionStoreOptions,
  ) {}

  /**
   * User rows read together with their session by get(), by session id, until the request claims
   * its row (takeUser) or ends (forget). @fastify/session hands the store only the session id, so
   * this is how the row reaches the request without a second query.
   */
  private readonly users = new Map<string, UserRow>();

  /**
   * Reads the session and its user in one statement: every authenticated request needs both, and a
   * round trip costs more than the join (docs/performance.md).
   */
  get(sid: string, callback: GetCallback<TSession>): void {
    sessionWithUser(this.db, sid, this.now()).then(([row]) => {
      // Past its absolute lifetime, whatever the row's expire says (a row written before creation
      // times were enforced may still carry a later one).
      if (row && !this.withinLifetime(row.sess)) {
        callback(null, null);
        return;
      }
      if (row) {
        const { sess, ...user } = row;
        if (user.id !== null) {
          if (this.users.size >= MAX_UNCLAIMED_USERS) this.users.clear();
          // The left join made every column nullable; a matched id means the whole row is there.
          this.users.set(sid, user as UserRow);
        }
        callback(null, sess as TSession);
      } else callback(null, null);
    }, callback);
  }

  /** The user row get() read with session `sid`, if it belongs to `userId`; claimed once. */
  takeUser(sid: string, userId: number): UserRow | undefined {
    const user = this.users.get(sid);
    this.users.delete(sid);
    return user?.id === userId ? user : undefined;
  }

  /** Drops an unclaimed row (call when the request that read session `sid` ends). */
  forget(sid: string): void {
    this.users.delete(sid);
  }

  set(sid: string, session: object, callback: Callback): void {
    const data = JSON.parse(JSON.stringify(session)) as StoredSession;
    // Sessions saved before creation times were kept start their absolute lifetime now.
    if (typeof data.createdAt !== 'number') data.createdAt = this.now().getTime();
    if (session && typeof session === 'object') (session as StoredSession).createdAt = data.createdAt;
    const expire = this.expiryOf(data);
    const userId = typeof data.userId === 'number' ? data.userId : null;
    const sess = JSON.stringify(data);
    this.db
      .insertInto('sessions')
      .values({ sid, sess, userId, expire })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ sess, userId, expire }))
      .execute()
      .then(() => callback(), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  async destroyAllForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('userId', '=', userId).execute();
  }

  async prune(): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expire', '<=', this.now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private withinLifetime(sess: unknown): boolean {
    const createdAt = (sess as StoredSession | null)?.createdAt;
    return typeof createdAt !== 'number' || createdAt + this.options.absoluteMs > this.now().getTime();
  }

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  private expiryOf(data: StoredSession): Date {
    const now = this.now().getTime();
    const lastActive = typeof data.lastActiveAt === 'number' ? Math.min(data.lastActiveAt, now) : now;
    const createdAt = typeof data.createdAt === 'number' ? data.createdAt : now;
    return new Date(Math.min(lastActive + this.options.idleMs, createdAt + this.options.absoluteMs));
  }
}
