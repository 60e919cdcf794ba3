// pnpm --filter @paydown/api payment:reminders: sends today's payment reminder emails and pushes that are due, once.
import Fastify from 'fastify';
import { createMailer } from '../adapters/mail/mailer.ts';
import { PlanPool } from '../adapters/plan-pool/pool.ts';
import { runPaymentReminders } from '../jobs/payment-reminders.ts';
import { runPushReminders } from '../jobs/push-reminders.ts';
import { openConfiguredDatabase } from './context.ts';

const { config, database } = await openConfiguredDatabase();
// Fastify's logger (pino) without a server, so the command logs like the app does.
const log = Fastify({ logger: { level: config.logLevel } }).log;
// A large account's plan is computed on a worker thread, as the server computes it.
const planPool = new PlanPool(config.planPool);
try {
  const sent = await runPaymentReminders({
    db: database.db,
    planPool,
    config,
    mailer: createMailer(database.db, config, log),
    now: () => new Date(),
  });
  console.log(`Payment reminders sent: ${sent}`);
  const pushed = await runPushReminders({ db: database.db, planPool, config, now: () => new Date() });
  console.log(`Payment reminders pushed: ${pushed}`);
} finally {
  await planPool.close();
  await database.destroy();
}
