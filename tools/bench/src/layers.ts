// `pnpm bench:layers`: where the app's extra cost per request comes from. Builds servers that add
// the app's layers one at a time on top of the bare route (same session + user lookup, same JSON)
// and measures each from a second process, with the server's CPU time per request. A diagnostic
// next to `pnpm bench`, not part of it.
import { randomBytes } from 'node:crypto';
import { createDatabase, DbSessionStore, type Database } from '@paydown/db';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type Session } from 'fastify';
import {
  appRouter,
  csrfGuard,
  fastifyCookie,
  fastifySession,
  fastifyTRPCPlugin,
  findUserById,
  registerRestApi,
  registerSecurityHeaders,
  registerTrpc,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  toPublicUser,
  touchSession,
  type Context,
} from '@paydown/api/internals';
import { cpuUse, snapshot, waitForQuiet, type CpuSnapshot } from './cpu.ts';
import { sign } from './bare-server.ts';
import { portOf, runLoad, startServersOnPostgres } from './http-bench.ts';
import { envNumber, fmt, runWithCleanup, table } from './util.ts';

interface Layers {
  helmetAndHooks: boolean;
  /**
   * 'handler': the lookup in the route; 'caller': the tRPC procedure via createCaller (no HTTP
   * adapter); 'rest': the app's registerRestApi (trpc-to-openapi); 'trpc': @trpc/server's Fastify adapter;
   * 'trpc-lean': the app's own /trpc route (registerTrpc).
   */
  via: 'handler' | 'caller' | 'rest' | 'trpc' | 'trpc-lean';
}

const PATHS: Record<Layers['via'], string> = {
  handler: '/layer/auth/user',
  caller: '/layer/auth/user',
  rest: '/api/auth/user',
  trpc: '/trpc/auth.me',
  'trpc-lean': '/trpc/auth.me',
};

async function buildLayered(layers: Layers, database: Database, secret: string, deps: Context['deps']): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (layers.helmetAndHooks) {
    await registerSecurityHeaders(app);
    app.addHook('onRequest', csrfGuard({ appOrigin: 'http://127.0.0.1:3000', exemptPaths: [] }));
  }
  await app.register(fastifyCookie);
  const store = new DbSessionStore<Session>(database.db, { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS });
  await app.register(fastifySession, {
    secret,
    cookieName: deps.config.sessionCookieName,
    store,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: SESSION_ABSOLUTE_MS },
  });
  if (layers.helmetAndHooks) app.addHook('preHandler', async (req) => touchSession(req));
  const layerDeps: Context['deps'] = { ...deps, db: database.db, sessions: store };
  if (layers.via === 'rest') await registerRestApi(app, layerDeps);
  if (layers.via === 'trpc') {
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({ req, reply: res, deps: layerDeps }),
      },
    });
  }
  if (layers.via === 'trpc-lean') await registerTrpc(app, layerDeps);
  const unauthorized = { message: 'You are not signed in.', code: 'UNAUTHORIZED' };
  if (layers.via !== 'handler' && layers.via !== 'caller') return app;
  app.get('/layer/auth/user', async (req: FastifyRequest, reply) => {
    if (layers.via === 'caller') {
      // The tRPC procedure (middleware, z.void() input, zod output validation) without HTTP adaptation.
      return appRouter.createCaller({ req, reply, deps: layerDeps }).auth.me();
    }
    const userId = req.session.userId;
    if (typeof userId !== 'number') return reply.code(401).send(unauthorized);
    const user = store.takeUser(req.session.sessionId, userId) ?? (await findUserById(database.db, userId));
    if (!user) return reply.code(401).send(unauthorized);
    return { user: toPublicUser(user, new Date()) };
  });
  return app;
}

runWithCleanup(async (cleanup) => {
  const durationSec = envNumber('BENCH_DURATION', 6);
  const connections = envNumber('BENCH_CONNECTIONS', 50);
  const { pgInfo, servers } = await startServersOnPostgres(cleanup);

  // The layered servers have their own secret and a session row of their own for the bench user.
  const secret = randomBytes(32).toString('hex');
  const variants: { name: string; layers: Layers }[] = [
    { name: '+ @fastify/cookie + @fastify/session', layers: { helmetAndHooks: false, via: 'handler' } },
    { name: '+ helmet, CSRF hook, touch hook', layers: { helmetAndHooks: true, via: 'handler' } },
    { name: '+ tRPC procedure via createCaller', layers: { helmetAndHooks: true, via: 'caller' } },
    { name: 'same, via trpc-to-openapi (/api/auth/user)', layers: { helmetAndHooks: true, via: 'rest' } },
    { name: 'same, via tRPC adapter (/trpc/auth.me)', layers: { helmetAndHooks: true, via: 'trpc' } },
    { name: "same, via the app's /trpc route (src/http/trpc.ts)", layers: { helmetAndHooks: true, via: 'trpc-lean' } },
  ];
  const rows: string[][] = [];
  const measure = async (name: string, url: string, cookie: string) => {
    await waitForQuiet(15_000);
    let before: CpuSnapshot | undefined;
    const r = await runLoad({ url, headers: { cookie }, connections, durationSec, warmupSec: 6 }, () => {
      before = snapshot(pgInfo.postmasterPid);
    });
    const cpu = before ? cpuUse(before, snapshot(pgInfo.postmasterPid), r.totalRequests, r.loadgenCpuMs) : undefined;
    const bad = r.non2xx + r.errors; // autocannon counts timeouts among errors
    rows.push([
      name,
      fmt(r.reqPerSecAvg),
      fmt(r.latencyP99Ms),
      cpu ? fmt(cpu.serverMsPerReq, 3) : 'n/a',
      cpu?.otherCores !== undefined ? fmt(cpu.otherCores, 2) : 'n/a',
      fmt(bad),
    ]);
    console.log(`  ${name}: ${fmt(r.reqPerSecAvg)} req/s`);
  };

  // `pnpm bench:layers trpc,trpc-lean` measures only those (bare, handler, caller, rest, trpc,
  // trpc-lean, app); BENCH_LAYER_ROUNDS=3 repeats them, alternating the order, to compare under
  // the same conditions on a busy machine.
  const only = process.argv[2]?.split(',');
  const wanted = (key: string) => !only || only.includes(key);
  const rounds = envNumber('BENCH_LAYER_ROUNDS', 1);

  const db: Database = await createDatabase({ databaseUrl: pgInfo.databaseUrl, poolMax: 10 });
  cleanup.add('close layered pool', () => db.destroy());
  // A session row for the bench user, signed with the layered servers' secret.
  const sid = randomBytes(24).toString('base64url');
  const store = new DbSessionStore(db.db, { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS });
  const me = await fetch(`${servers.appBase}/api/auth/user`, { headers: { cookie: servers.cookie } });
  const userId = ((await me.json()) as { user: { id: number } }).user.id;
  await new Promise<void>((resolve, reject) =>
    store.set(
      sid,
      { userId, lastActiveAt: Date.now(), cookie: { expires: new Date(Date.now() + SESSION_ABSOLUTE_MS).toISOString() } },
      (err) => (err ? reject(err instanceof Error ? err : new Error(JSON.stringify(err))) : resolve()),
    ),
  );
  const cookie = `${servers.cookieName}=${encodeURIComponent(sign(sid, secret))}`;

  const steps: { name: string; run: () => Promise<void> }[] = [];
  if (wanted('bare')) {
    steps.push({ name: 'bare', run: () => measure('bare route (bench)', `${servers.bareBase}/bare/auth/user`, servers.cookie) });
  }
  for (const v of variants.filter((x) => wanted(x.layers.via))) {
    steps.push({
      name: v.name,
      run: async () => {
        const app = await buildLayered(v.layers, db, secret, servers.deps);
        await app.listen({ port: 0, host: '127.0.0.1' });
        const url = `http://127.0.0.1:${portOf(app)}${PATHS[v.layers.via]}`;
        const check = await fetch(url, { headers: { cookie } });
        if (check.status !== 200) throw new Error(`${v.name}: ${check.status} ${await check.text()}`);
        await measure(v.name, url, cookie);
        await app.close();
      },
    });
  }
  if (wanted('app')) {
    steps.push({ name: 'app /api', run: () => measure('real app GET /api/auth/user', `${servers.appBase}/api/auth/user`, servers.cookie) });
    steps.push({ name: 'app /trpc', run: () => measure('real app GET /trpc/auth.me', `${servers.appBase}/trpc/auth.me`, servers.cookie) });
  }
  for (let round = 0; round < rounds; round++) {
    for (const step of round % 2 ? [...steps].reverse() : steps) await step.run();
  }
  console.log('');
  console.log(table(['layers (each adds to the row above)', 'req/s', 'p99 ms', 'server CPU ms/req', 'other cores', 'errors'], rows));
});
