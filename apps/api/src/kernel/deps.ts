import type { DB, DbSessionStore, Driver } from '@paydown/db';
import type { FastifyBaseLogger, Session } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../env.ts';
import type { PlanPool } from '../adapters/plan-pool/pool.ts';
import type { AiWording } from '../adapters/ai/wording.ts';
import type { BackgroundTasks } from '../adapters/background.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { Payments } from '../adapters/payments/stripe.ts';
import type { Plaid } from '../adapters/plaid/plaid.ts';
import type { RateLimiter } from '../adapters/rate-limit/rate-limiter.ts';
import type { SecretBox } from '../adapters/secret-box.ts';

/** What services need from the outside world, built once in server.ts and passed in. */
export interface Deps {
  db: Kysely<DB>;
  driver: Driver;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  aiWording: AiWording;
  /** Stripe, when configured. */
  payments: Payments | undefined;
  /** Plaid (bank connections), when configured. */
  plaid: Plaid | undefined;
  sessions: DbSessionStore<Session>;
  rateLimiter: RateLimiter;
  /** Encrypts two-factor secrets and bank access tokens at rest (TOTP_ENCRYPTION_KEY). */
  secretBox: SecretBox;
  /** Work a request starts and does not wait for (emails whose timing must not show in the answer). */
  background: BackgroundTasks;

  /** Computes large plans off the event loop (every plan, dashboard, progress and AI figure goes through it). */
  planPool: PlanPool;
  /** The clock; tests move it to check trials and cooldowns. */
  now: () => Date;
}
