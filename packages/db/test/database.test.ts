import { STATEMENT_LINE_KINDS } from '@paydown/domain/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbSessionStore, type Database } from '../src/index.ts';
import { createTestDatabase, testDriverName } from '../src/testing.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const WEEK = 7 * 24 * 3600_000;

const newUser = (username: string, email = `${username}@example.com`) => ({
  username,
  email,
  passwordHash: 'x',
  firstName: 'A',
  lastName: 'B',
});

describe(`database on ${testDriverName()}`, () => {
  it('runs on the driver the environment asks for', () => {
    expect(database.driver).toBe(testDriverName());
  });

  it('returns calendar dates as YYYY-MM-DD strings and numerics as exact strings', async () => {
    const { rows } = await sql<{ d: string; n: string; big: string }>`
      select date '2026-03-01' as d, 1234.5::numeric(10,2) as n, 99999999.99::numeric(10,2) as big`.execute(database.db);
    expect(rows[0]).toEqual({ d: '2026-03-01', n: '1234.50', big: '99999999.99' });
  });

  it('returns timestamps as Date objects at the same instant on both drivers', async () => {
    const { rows } = await sql<{ t: Date }>`select timestamptz '2026-01-02T03:04:05Z' as t`.execute(database.db);
    expect(rows[0]?.t).toBeInstanceOf(Date);
    expect(rows[0]?.t.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('maps camelCase properties to snake_case columns with defaults applied', async () => {
    const user = await database.db.insertInto('users').values(newUser('casey')).returningAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      username: 'casey',
      emailConfirmed: false,
      subscriptionStatus: 'pending_confirmation',
      hasLifetimeAccess: false,
      role: 'user',
    });
    expect(typeof user.id).toBe('number');
  });

  it('refuses a second user whose username or email differs only in case', async () => {
    await database.db.insertInto('users').values(newUser('Dana')).execute();
    await expect(database.db.insertInto('users').values(newUser('dana', 'other@example.com')).execute()).rejects.toThrow(/unique/i);
    await expect(database.db.insertInto('users').values(newUser('dana2', 'DANA@example.com')).execute()).rejects.toThrow(/unique/i);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(newUser('rollback')).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const found = await database.db.selectFrom('users').select('id').where('username', '=', 'rollback').execute();
    expect(found).toHaveLength(0);
  });

  it('keeps queries outside a transaction out of it while it runs', async () => {
    let outsideSaw = -1;
    let outside: Promise<unknown> = Promise.resolve();
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(newUser('isolated')).execute();
      // Started while the transaction is open; must not see its uncommitted row nor join it.
      outside = database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'isolated')
        .execute()
        .then((r) => (outsideSaw = r.length));
      if (database.driver === 'postgres') {
        // Another pooled connection: it answers before the commit (awaited, not timed, so a busy
        // machine cannot turn it into a read after the commit) and sees nothing.
        await outside;
        expect(outsideSaw).toBe(0);
      } else {
        // PGlite's one connection: the query waits for the transaction to end.
        await new Promise((r) => setTimeout(r, 20));
        expect(outsideSaw).toBe(-1);
      }
    });
    await outside;
    // PGlite ran it after the commit (sees the row); PostgreSQL ran it before (saw none).
    expect(outsideSaw).toBe(database.driver === 'pglite' ? 1 : 0);
  });

  it('deletes every session of a user when the user is deleted', async () => {
    const store = new DbSessionStore(database.db, { idleMs: 60_000, absoluteMs: WEEK });
    const user = await database.db.insertInto('users').values(newUser('cascade')).returning('id').executeTakeFirstOrThrow();
    await new Promise<void>((resolve, reject) =>
      store.set('sid-cascade', { userId: user.id, cookie: {} }, (err) => (err ? reject(err) : resolve())),
    );
    await database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const rows = await database.db.selectFrom('sessions').select('sid').where('sid', '=', 'sid-cascade').execute();
    expect(rows).toHaveLength(0);
  });
});

describe(`user-owned data on ${testDriverName()}`, () => {
  it('goes with the user: debts, income, payments, planned payments and sessions', async () => {
    const db = database.db;
    const user = await db.insertInto('users').values(newUser('owner')).returning('id').executeTakeFirstOrThrow();
    const other = await db.insertInto('users').values(newUser('keeper')).returning('id').executeTakeFirstOrThrow();
    for (const u of [user.id, other.id]) {
      const debt = await db
        .insertInto('debts')
        .values({ userId: u, debtName: 'Visa', balance: '1200.00', interestRate: '19.99', minPayment: '35.00', dueDate: '2026-12-15' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('incomeSources')
        .values({ userId: u, incomeSource: 'Job', amount: '2500.00', payDate: '2026-12-01', frequency: 'bi-weekly' })
        .execute();
      const payment = await db
        .insertInto('paymentHistory')
        .values({ userId: u, debtId: debt.id, amount: '35.00', paymentDate: '2026-11-20', balanceAfter: '1165.00' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('plannedPayments')
        .values({ userId: u, debtId: debt.id, plannedDate: '2026-12-01', amount: '35.00', paymentId: payment.id })
        .execute();
      await db
        .insertInto('sessions')
        .values({ sid: `own-${u}`, sess: '{}', userId: u, expire: new Date(Date.now() + 60_000) })
        .execute();
    }
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    for (const table of ['debts', 'incomeSources', 'paymentHistory', 'plannedPayments', 'sessions'] as const) {
      const mine = await db.selectFrom(table).select('userId').where('userId', '=', user.id).execute();
      const theirs = await db.selectFrom(table).select('userId').where('userId', '=', other.id).execute();
      expect(mine, table).toHaveLength(0);
      expect(theirs, table).toHaveLength(1);
    }
  });

  it('refuses negative money and unknown income frequencies', async () => {
    const user = await database.db.insertInto('users').values(newUser('checks')).returning('id').executeTakeFirstOrThrow();
    await expect(
      database.db
        .insertInto('debts')
        .values({ userId: user.id, debtName: 'X', balance: '-1.00', interestRate: '1', minPayment: '1', dueDate: '2026-12-01' })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      database.db
        .insertInto('incomeSources')
        .values({ userId: user.id, incomeSource: 'X', amount: '1.00', payDate: '2026-12-01', frequency: 'yearly' })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it("allows a statement line exactly the kinds packages/domain defines (the column's type is the domain's)", async () => {
    const { rows } = await sql<{ def: string }>`
      select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_class t on t.oid = c.conrelid
      where t.relname = 'statement_lines' and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%kind%'`.execute(database.db);
    expect(rows).toHaveLength(1);
    const allowed = [...rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(allowed.sort()).toEqual([...STATEMENT_LINE_KINDS].sort());
  });
});

describe(`session store on ${testDriverName()}`, () => {
  const get = (store: DbSessionStore, sid: string) =>
    new Promise<Record<string, unknown> | null | undefined>((resolve, reject) =>
      store.get(sid, (err, s) => (err ? reject(err) : resolve(s))),
    );
  const set = (store: DbSessionStore, sid: string, session: object) =>
    new Promise<void>((resolve, reject) => store.set(sid, session, (err) => (err ? reject(err) : resolve())));

  it('stores, reads back and destroys a session', async () => {
    const store = new DbSessionStore(database.db, { idleMs: 60_000, absoluteMs: WEEK });
    await set(store, 's1', { userId: null, cookie: { expires: new Date(Date.now() + 60_000).toISOString() }, hello: 'x' });
    expect(await get(store, 's1')).toMatchObject({ hello: 'x' });
    await new Promise<void>((resolve) => store.destroy('s1', () => resolve()));
    expect(await get(store, 's1')).toBeNull();
  });

  it('treats a session idle past the timeout as gone, and prunes it', async () => {
    const store = new DbSessionStore(database.db, { idleMs: 1000, absoluteMs: WEEK });
    await set(store, 'idle', { lastActiveAt: Date.now() - 5000, cookie: {} });
    expect(await get(store, 'idle')).toBeNull();
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    const left = await database.db.selectFrom('sessions').select('sid').where('sid', '=', 'idle').execute();
    expect(left).toHaveLength(0);
  });

  it('never outlives its absolute lifetime from creation, however recent the activity', async () => {
    const store = new DbSessionStore(database.db, { idleMs: 24 * 3600_000, absoluteMs: WEEK });
    // Active a minute ago, and the cookie (which @fastify/session moves on every save) says a week
    // more: the creation time alone decides.
    await set(store, 'absolute', {
      createdAt: Date.now() - WEEK - 1000,
      lastActiveAt: Date.now() - 60_000,
      cookie: { expires: new Date(Date.now() + WEEK).toISOString() },
    });
    expect(await get(store, 'absolute')).toBeNull();
  });

  it('keeps the creation time of a session across saves, so activity ends at the absolute limit', async () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    const store = new DbSessionStore(database.db, { idleMs: 24 * 3600_000, absoluteMs: WEEK, now: () => new Date(now) });
    const session: Record<string, unknown> = { lastActiveAt: now, cookie: {} };
    await set(store, 'kept', session);
    // Active every 20 hours: the idle limit never hits, the absolute one does after 7 days.
    for (let hours = 20; hours <= 8 * 24; hours += 20) {
      now += 20 * 3600_000;
      const read = await get(store, 'kept');
      if (hours < 7 * 24) {
        expect(read, `after ${hours} h`).toMatchObject({ createdAt: Date.parse('2026-11-01T00:00:00Z') });
        await set(store, 'kept', { ...read, lastActiveAt: now });
      } else {
        expect(read, `after ${hours} h`).toBeNull();
      }
    }
  });

  it('destroys all sessions of one user and leaves others alone', async () => {
    const store = new DbSessionStore(database.db, { idleMs: 60_000, absoluteMs: WEEK });
    const a = await database.db.insertInto('users').values(newUser('sess_a')).returning('id').executeTakeFirstOrThrow();
    const b = await database.db.insertInto('users').values(newUser('sess_b')).returning('id').executeTakeFirstOrThrow();
    await set(store, 'a1', { userId: a.id, cookie: {} });
    await set(store, 'a2', { userId: a.id, cookie: {} });
    await set(store, 'b1', { userId: b.id, cookie: {} });
    await store.destroyAllForUser(a.id);
    expect(await get(store, 'a1')).toBeNull();
    expect(await get(store, 'a2')).toBeNull();
    expect(await get(store, 'b1')).not.toBeNull();
  });

  it('reads the signed-in user with the session, for that user and that request only', async () => {
    const store = new DbSessionStore(database.db, { idleMs: 60_000, absoluteMs: WEEK });
    const u = await database.db.insertInto('users').values(newUser('sess_join')).returning('id').executeTakeFirstOrThrow();
    await set(store, 'j1', { userId: u.id, cookie: {} });
    expect(await get(store, 'j1')).toMatchObject({ userId: u.id });
    // The whole row, typed as a direct read would be (timestamps as Dates).
    const user = store.takeUser('j1', u.id);
    expect(user).toMatchObject({ id: u.id, username: 'sess_join', emailConfirmed: false });
    expect(user?.createdAt).toBeInstanceOf(Date);
    // Claimed once; a row is never handed out for another user id.
    expect(store.takeUser('j1', u.id)).toBeUndefined();
    await get(store, 'j1');
    expect(store.takeUser('j1', u.id + 1)).toBeUndefined();
    // A signed-out session carries no user; a forgotten row is gone.
    await set(store, 'j2', { cookie: {} });
    await get(store, 'j2');
    expect(store.takeUser('j2', u.id)).toBeUndefined();
    await get(store, 'j1');
    store.forget('j1');
    expect(store.takeUser('j1', u.id)).toBeUndefined();
  });
});
