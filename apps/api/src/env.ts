import { createECDH, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only module that reads process.env. Everything else receives a typed Config.

/** The repository root: the nearest folder up with pnpm-workspace.yaml (works from src and from the bundle). */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
const repoRoot = findRepoRoot();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: positiveInt(10),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(10_000),
  // One core stays with the event loop: a worker at full speed on every core starves the thread that answers.
  PLAN_POOL_THREADS: positiveInt(Math.max(1, availableParallelism() - 1)),
  PLAN_QUEUE_LIMIT: z.coerce.number().int().min(0).default(64),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'TOTP_ENCRYPTION_KEY must be at least 32 characters').optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)')
    .optional(),
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).optional(),
  TRUST_PROXY: z.string().optional(),
  SUPPORT_EMAIL: z.string().default('support@paydown.app'),
  EMAIL_FROM: z.string().optional(),
  POSTMARK_SERVER_TOKEN: z.string().optional(),
  POSTMARK_API_HOST: z.string().optional(),
  WEB_DIST_DIR: z.string().default(join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(30),
  RATE_LIMIT_LOGIN_PER_USERNAME: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_USERNAME_GLOBAL: positiveInt(100),
  RATE_LIMIT_SIGNUP_PER_IP: positiveInt(10),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: positiveInt(10),
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: positiveInt(3),
  ADMIN_USERNAMES: z.string().default(''),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_ANNUAL: z.string().optional(),
  STRIPE_PAYMENT_LINK_MONTHLY: z.string().url().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  PLAID_CLIENT_ID: z.string().optional(),
  PLAID_SECRET: z.string().optional(),
  PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PLAID_API_BASE: z.string().url().optional(),
  PLAID_WEBHOOK_URL: z.string().url().optional(),
  TRIAL_REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  PAYMENT_REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_TIMEOUT_MS: positiveInt(20_000),
  AI_GENERATE_PER_HOUR: positiveInt(20),
  AI_CONSOLIDATION_APR: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'AI_CONSOLIDATION_APR must be a percent like 10 or 9.5')
    .default('10.00'),
});

export type Env = z.infer<typeof envSchema>;

/**
 * The environment read into the app's settings. The type of the settings (Config) is this
 * schema's output, so each setting is defined once, here.
 */
const configSchema = envSchema.transform((env, ctx) => {
  const production = env.NODE_ENV === 'production';
  // One refusal at a time, the first that applies: the operator fixes and restarts.
  const refuse = (key: keyof Env, message: string) => {
    ctx.addIssue({ code: 'custom', path: [key], message });
    return z.NEVER;
  };
  if (production && !env.SESSION_SECRET) return refuse('SESSION_SECRET', 'required in production (32+ random characters)');
  if (production && !env.TOTP_ENCRYPTION_KEY) {
    return refuse('TOTP_ENCRYPTION_KEY', 'required in production (32+ random characters; encrypts two-factor secrets)');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    return refuse(env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'set both VAPID keys or neither');
  }
  if (env.POSTMARK_SERVER_TOKEN && !env.EMAIL_FROM) return refuse('EMAIL_FROM', 'required when POSTMARK_SERVER_TOKEN is set');
  const cookieSecure = env.COOKIE_SECURE === undefined ? (production ? true : 'auto') : parseSecure(env.COOKIE_SECURE);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: env.DATABASE_POOL_MAX,
    /** PostgreSQL: the longest one SQL statement may run before it is cancelled (a 503 for the request). */
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    /** The threads that compute large plans off the event loop, and how many plans may wait for one (more: 503). */
    planPool: { threads: env.PLAN_POOL_THREADS, queueLimit: env.PLAN_QUEUE_LIMIT },
    /** Public origin of the app, used in email links. */
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET ?? developmentSecret(env.DATA_DIR),
    /** Encrypts two-factor secrets at rest (AES-256-GCM, key = SHA-256 of this). */
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY ?? developmentSecret(env.DATA_DIR, 'totp-encryption-key'),
    /**
     * Signs Web Push requests (VAPID): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; outside production a
     * pair is made once in the data folder; in production without them push reminders are off.
     */
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: `mailto:${env.SUPPORT_EMAIL}` }
        : production
          ? undefined
          : { ...developmentVapidKeys(env.DATA_DIR), subject: `mailto:${env.SUPPORT_EMAIL}` },
    /** __Host- prefixed whenever the cookie is always Secure: the browser then insists on Secure, Path=/ and no Domain. */
    sessionCookieName: cookieSecure === true ? '__Host-paydown.sid' : 'paydown.sid',
    cookieSecure,
    /**
     * Which proxies may speak for the client (Fastify's trustProxy): false, a hop count (the client is
     * that many addresses from the right of X-Forwarded-For) or the proxies' addresses / CIDR ranges.
     */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    supportEmail: env.SUPPORT_EMAIL,
    mail: {
      from: env.EMAIL_FROM ?? `Paydown <${env.SUPPORT_EMAIL}>`,
      postmarkToken: env.POSTMARK_SERVER_TOKEN || undefined,
      postmarkApiHost: env.POSTMARK_API_HOST || undefined,
    },
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    rateLimits: {
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      /** Per username from one client address: what a stranger can burn of the owner's attempts. */
      loginPerUsername: env.RATE_LIMIT_LOGIN_PER_USERNAME,
      /** Per username from all addresses together: the ceiling against a distributed guess. */
      loginPerUsernameGlobal: env.RATE_LIMIT_LOGIN_PER_USERNAME_GLOBAL,
      signupPerIp: env.RATE_LIMIT_SIGNUP_PER_IP,
      windowMs: env.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      /** "Forgot password?" requests per client address / per email address per window. */
      passwordResetPerIp: env.RATE_LIMIT_PASSWORD_RESET_PER_IP,
      passwordResetPerEmail: env.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL,
    },
    adminUsernames: env.ADMIN_USERNAMES.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      priceMonthly: env.STRIPE_PRICE_MONTHLY || undefined,
      priceAnnual: env.STRIPE_PRICE_ANNUAL || undefined,
      paymentLinkMonthly: env.STRIPE_PAYMENT_LINK_MONTHLY || undefined,
      /** Tests point the SDK at a local fake (http://127.0.0.1:PORT). */
      apiBase: env.STRIPE_API_BASE || undefined,
    },
    /**
     * Bank connections through Plaid, on when PLAID_CLIENT_ID and PLAID_SECRET are set (otherwise
     * the routes answer 503 and the screen shows no "Connect" button).
     */
    plaid: {
      clientId: env.PLAID_CLIENT_ID || undefined,
      secret: env.PLAID_SECRET || undefined,
      environment: env.PLAID_ENV,
      /** Tests point the SDK at a local fake (http://127.0.0.1:PORT). */
      apiBase: env.PLAID_API_BASE || undefined,
      /** Where Plaid sends webhooks (the public address of POST /api/plaid/webhook). */
      webhookUrl: env.PLAID_WEBHOOK_URL || undefined,
    },
    /** How often the trial reminder job runs in each API process; 0 turns it off. */
    trialReminderIntervalMs: env.TRIAL_REMINDER_INTERVAL_MINUTES * 60_000,
    /** How often each API process looks for the day's payment reminders (each user gets one a day); 0 turns it off. */
    paymentReminderIntervalMs: env.PAYMENT_REMINDER_INTERVAL_MINUTES * 60_000,
    ai: {
      openaiApiKey: env.OPENAI_API_KEY || undefined,
      openaiModel: env.OPENAI_MODEL,
      openaiBaseUrl: env.OPENAI_BASE_URL || undefined,
      openaiTimeoutMs: env.OPENAI_TIMEOUT_MS,
      generatePerHour: env.AI_GENERATE_PER_HOUR,
      /** The assumed consolidation-loan APR, in basis points (10.00 % -> 1000). */
      consolidationAprBp: Math.round(Number(env.AI_CONSOLIDATION_APR) * 100),
    },
  };
});

export type Config = z.output<typeof configSchema>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

/**
 * TRUST_PROXY: unset/false/0 = no proxy; a whole number = that many proxies in front (1 = one load
 * balancer); otherwise a comma list of the proxies' addresses or CIDR ranges. `true` is refused:
 * trusting every hop takes the left-most X-Forwarded-For, which any client can write.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') {
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: "true" would let any client choose its address. Set the number of proxies in front of the app (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.5,10.0.0.6).',
    );
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.find((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
  if (bad) {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: "${bad}" is not a hop count, an IP address or a CIDR range.`);
  }
  return list;
}

function parseSecure(value: 'true' | 'false' | 'auto'): boolean | 'auto' {
  return value === 'auto' ? 'auto' : value === 'true';
}

/** Development only: a random secret kept in the data folder so sessions survive restarts. */
function developmentSecret(dataDir: string, name = 'session-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Development only: a VAPID key pair (P-256, base64url like the VAPID_* variables) kept in the data
 * folder, so browsers that subscribed stay subscribed across restarts.
 */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const saved = z.object({ publicKey: z.string(), privateKey: z.string() }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (saved.success) return saved.data;
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes always: a key with leading zero bytes would otherwise come out shorter.
    privateKey: ecdh.getPrivateKey().toString('hex').padStart(64, '0'),
  };
  keys.privateKey = Buffer.from(keys.privateKey, 'hex').toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
