import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

type Callback = (err?: unknown) => void;
type GetCallback<TSession> = (err: unknown, session?: TSession | null) => void;

export interface SessionStoreOptions {
  /** A session unused for this long is gone (the row's expire moves with activity). */
  idleMs: number;
}

interface StoredSession {
  userId?: unknown;
  lastActiveAt?: unknown;
  cookie?: { expires?: unknown };
}

/**
 * The @fastify/session store on the `sessions` table, so any number of API instances share sessions.
 * A row expires at the earlier of (last activity + idle timeout) and the cookie's absolute expiry.
 */
export class DbSessionStore<TSession = Record<string, unknown>> {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: SessionStoreOptions,
  ) {}

  get(sid: string, callback: GetCallback<TSession>): void {
    this.db
      .selectFrom('sessions')
      .select('sess')
      .where('sid', '=', sid)
      .where('expire', '>', sql<Date>`now()`)
      .executeTakeFirst()
      .then((row) => callback(null, (row?.sess as TSession | undefined) ?? null), callback);
  }

  set(sid: string, session: object, callback: Callback): void {
    const data = JSON.parse(JSON.stringify(session)) as StoredSession;
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
    const result = await this.db.deleteFrom('sessions').where('expire', '<=', sql<Date>`now()`).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private expiryOf(data: StoredSession): Date {
    const lastActive = typeof data.lastActiveAt === 'number' ? data.lastActiveAt : Date.now();
    let expire = lastActive + this.options.idleMs;
    const cookieExpires = typeof data.cookie?.expires === 'string' ? Date.parse(data.cookie.expires) : NaN;
    if (Number.isFinite(cookieExpires)) expire = Math.min(expire, cookieExpires);
    return new Date(expire);
  }
}
