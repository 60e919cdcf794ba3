// pnpm --filter @paydown/api trial:reminders: sends the trial reminder emails that are due, once.
import Fastify from 'fastify';
import { createAiWording } from '../services/ai/wording.ts';
import { createMailer } from '../services/mail/mailer.ts';
import { createPayments } from '../services/payments/stripe.ts';
import { RateLimiter } from '../services/rate-limit.ts';
import { runTrialReminders } from '../services/trial-reminders.ts';
import { DbSessionStore } from '@paydown/db';
import { openConfiguredDatabase } from './context.ts';

const { config, database } = await openConfiguredDatabase();
// Fastify's logger (pino) without a server, so the command logs like the app does.
const log = Fastify({ logger: { level: config.logLevel } }).log;
try {
  const sent = await runTrialReminders({
    db: database.db,
    driver: database.driver,
    config,
    log,
    mailer: createMailer(database.db, config, log),
    aiWording: createAiWording(config, log),
    payments: createPayments(config),
    sessions: new DbSessionStore(database.db, { idleMs: 0 }),
    rateLimiter: new RateLimiter(database.db),
    now: () => new Date(),
  });
  console.log(`Trial reminders sent: ${sent}`);
} finally {
  await database.destroy();
}
