import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fastifyStatic from '@fastify/static';
import { DbSessionStore, type Database } from '@paydown/db';
import Fastify, { LogController, type FastifyInstance, type Session } from 'fastify';
import type { Deps } from './kernel/deps.ts';
import type { Config } from './env.ts';
import { BusyError, INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './errors.ts';
import { csrfGuard } from './http/csrf.ts';
import { devLogStream } from './http/dev-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { hasCookie, loadRoutePreloads } from './http/route-preloads.ts';
import { clientErrorHandler, frameworkErrors, MAX_HEADER_BYTES, refuseLongUrls } from './http/oversized-requests.ts';
import { registerRestApi } from './http/openapi.ts';
import { registerScheduleCsv } from './features/plan/index.ts';
import { registerTrpc } from './http/trpc.ts';
import { forgetSessionUser, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, touchSession } from './kernel/session.ts';
import { createAiWording } from './adapters/ai/wording.ts';
import { BackgroundTasks } from './adapters/background.ts';
import { createMailer } from './adapters/mail/mailer.ts';
import { createPayments } from './adapters/payments/stripe.ts';
import { createPlaid } from './adapters/plaid/plaid.ts';
import { PLAID_WEBHOOK_PATH, registerPlaidWebhook } from './features/connections/index.ts';
import { runTrialReminders } from './jobs/trial-reminders/job.ts';
import { runPaymentReminders } from './jobs/payment-reminders.ts';
import { runPushReminders } from './jobs/push-reminders.ts';
import { registerUnsubscribe, UNSUBSCRIBE_PATH } from './features/notifications/index.ts';
import { registerCalendarFeed } from './features/calendar/index.ts';
import { grantAdmin } from './features/admin/index.ts';
import { registerStripeWebhook, STRIPE_WEBHOOK_PATH } from './http/stripe-webhook.ts';
import { RateLimiter } from './adapters/rate-limit/rate-limiter.ts';
import { SecretBox } from './adapters/secret-box.ts';
import { PlanPool } from './adapters/plan-pool/pool.ts';
import { registerDataRoutes } from './features/data/index.ts';

export interface ServerOptions {
  /**
   * The database, opened and migrated by the caller (open-database.ts): main.ts opens it while the
   * server's modules load, tests share one per file. The caller also closes it.
   */
  database: Database;
  now?: () => Date;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void };
}

export interface Server {
  app: FastifyInstance;
  deps: Deps;
  close(): Promise<void>;
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/** API answers at least this large are compressed when the client accepts it. */
export const API_COMPRESS_THRESHOLD_BYTES = 1024;

/** Vite's output names carry a content hash: a name never changes content, so caches keep it. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Builds the whole app without listening, so tests drive it with inject() or a real port. */
export async function buildServer(config: Config, options: ServerOptions): Promise<Server> {
  const { database } = options;
  // ADMIN_USERNAMES promotes existing accounts with a confirmed email, here at start only; sign-up
  // never grants a role (a listed name could be registered by anyone first).
  await grantAdmin(database.db, config.adminUsernames);

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never log cookies or credentials.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // A caller's stream first; else readable lines while developing, JSON lines (for log
            // collectors) everywhere else.
            ...(options.logStream ? { stream: options.logStream } : config.env === 'development' ? { stream: devLogStream() } : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    // One log line per request is noise at our volume; errors and lifecycle events are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    // Batched tRPC GETs put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    // Oversized URLs and headers get a JSON 414/431 instead of a reset connection.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    frameworkErrors,
  });
  app.addHook('onRequest', refuseLongUrls);

  // Sessions run on the system clock, not options.now: tests move that clock to age trials, and
  // their signed-in clients must not expire with it.
  const sessions = new DbSessionStore<Session>(database.db, { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS });
  const deps: Deps = {
    db: database.db,
    driver: database.driver,
    config,
    log: app.log,
    mailer: createMailer(database.db, config, app.log),
    aiWording: createAiWording(config, app.log),
    payments: createPayments(config),
    plaid: createPlaid(config),
    sessions,
    rateLimiter: new RateLimiter(database.db),
    secretBox: new SecretBox(config.totpEncryptionKey),
    background: new BackgroundTasks(app.log),
    now: options.now ?? (() => new Date()),
    planPool: new PlanPool(config.planPool),
  };

  await registerSecurityHeaders(app, { plaidLink: deps.plaid !== undefined });

  app.addHook(
    'onRequest',
    csrfGuard({ appOrigin: new URL(config.appUrl).origin, exemptPaths: [STRIPE_WEBHOOK_PATH, PLAID_WEBHOOK_PATH, UNSUBSCRIBE_PATH] }),
  );

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    // The session store runs before any procedure: a database that is down fails there, outside
    // the procedures' error mapping, and must still read as 503, not 500.
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'request failed: database unavailable');
      return reply.code(503).send({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    // The plain routes (the schedule CSV) meet a full plan queue outside tRPC's error mapping.
    if (error instanceof BusyError) {
      return reply
        .code(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: error.message, code: 'SERVICE_UNAVAILABLE' });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      message: status >= 500 ? INTERNAL_MESSAGE : error.message,
      code: STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST'),
    });
  });

  // Sessions exist only where they are used: the API and tRPC routes. Static files, the health
  // check and the Stripe webhook never read a session row.
  await app.register(async (api) => {
    // JSON answers over 1 kB (debt lists, the dashboard, the projection) go compressed; smaller ones
    // are not worth the CPU. Brotli at quality 4 costs about what gzip does per request; the web
    // app's files are compressed once at build time instead (see registerWebApp).
    await api.register(fastifyCompress, {
      threshold: API_COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await api.register(fastifyCookie);
    await api.register(fastifySession, {
      secret: config.sessionSecret,
      cookieName: config.sessionCookieName,
      store: sessions,
      saveUninitialized: false,
      // Not rolling: the cookie's expiry is the absolute lifetime; idle expiry lives in the store.
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: '/',
        maxAge: SESSION_ABSOLUTE_MS,
      },
    });
    api.addHook('preHandler', async (req) => touchSession(req));
    api.addHook('onResponse', async (req) => forgetSessionUser(req, deps));

    await registerTrpc(api, deps);
    await registerDataRoutes(api, deps);

    registerScheduleCsv(api, deps);
    await registerRestApi(api, deps);
  });
  await registerStripeWebhook(app, deps);
  await registerPlaidWebhook(app, deps);
  // Outside the session scope: the signed token, not a cookie, authorises it.
  await registerUnsubscribe(app, deps);
  // Outside it too: calendar apps fetch the feed with its secret link, never a session.
  await registerCalendarFeed(app, deps);
  await registerWebApp(app, config);

  const pruneTimer = setInterval(() => {
    Promise.all([sessions.prune(), deps.rateLimiter.prune()]).catch((err: unknown) =>
      app.log.warn({ err }, 'pruning expired sessions failed'),
    );
  }, PRUNE_INTERVAL_MS);
  pruneTimer.unref();

  // Trial reminder emails. Safe with several instances: each email is claimed by one row update.
  const reminderTimer =
    config.trialReminderIntervalMs > 0
      ? setInterval(() => {
          runTrialReminders(deps).catch((err: unknown) => app.log.warn({ err }, 'trial reminders failed'));
        }, config.trialReminderIntervalMs)
      : undefined;
  reminderTimer?.unref();

  // Payment reminder emails and pushes, at most one of each per user and day (claimed by one insert), so running this
  // every hour on every instance is safe.
  const paymentReminderTimer =
    config.paymentReminderIntervalMs > 0
      ? setInterval(() => {
          runPaymentReminders(deps).catch((err: unknown) => app.log.warn({ err }, 'payment reminders failed'));
          runPushReminders(deps).catch((err: unknown) => app.log.warn({ err }, 'push reminders failed'));
        }, config.paymentReminderIntervalMs)
      : undefined;
  paymentReminderTimer?.unref();

  return {
    app,
    deps,
    async close() {
      clearInterval(pruneTimer);
      if (reminderTimer) clearInterval(reminderTimer);
      if (paymentReminderTimer) clearInterval(paymentReminderTimer);
      await app.close();
      // Emails the last requests queued go out before the caller closes the database.
      await deps.background.settle();

      await deps.planPool.close();
    },
  };
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the socket peer and the next n - 1
 * addresses from the right of X-Forwarded-For", so the client is the n-th address from the right
 * (what Fastify does with a number at run time; its types only list the function form).
 */
function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * Serves the built web app, with index.html for every client-side route. The build writes a .br
 * and a .gz next to every text file (vite.config.ts); preCompressed sends the best one the browser
 * accepts, with Content-Encoding (and Vary: Accept-Encoding, set here). cacheControl is off so the plugin's
 * own max-age=0 does not replace ours: hashed assets are immutable for a year, everything else
 * (index.html, favicon) is revalidated on every visit. At a signed-in screen's path, a browser with
 * a session cookie also gets a Link header naming the screen's scripts (http/route-preloads.ts).
 */
async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const preloads = hasWeb ? loadRoutePreloads(config.webDistDir) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? HASHED_ASSET_CACHE_CONTROL : 'no-cache');
        // The answer depends on Accept-Encoding (preCompressed); @fastify/static does not say so.
        // The page's also on the session cookie (its Link header).
        res.setHeader('vary', /\.html(\.br|\.gz)?$/.test(path) ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    if (hasWeb && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      const links = preloads.get(req.url.split('?', 1)[0] ?? '');
      if (links && hasCookie(req, config.sessionCookieName)) void reply.header('link', links);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
