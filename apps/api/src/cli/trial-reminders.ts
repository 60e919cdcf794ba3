// pnpm --filter @paydown/api trial:reminders: sends the trial reminder emails that are due, once.
import Fastify from 'fastify';
import { createMailer } from '../adapters/mail/mailer.ts';
import { runTrialReminders } from '../jobs/trial-reminders/job.ts';
import { openConfiguredDatabase } from './context.ts';

const { config, database } = await openConfiguredDatabase();
// Fastify's logger (pino) without a server, so the command logs like the app does.
const log = Fastify({ logger: { level: config.logLevel } }).log;
try {
  const sent = await runTrialReminders({
    db: database.db,
    config,
    mailer: createMailer(database.db, config, log),
    now: () => new Date(),
  });
  console.log(`Trial reminders sent: ${sent}`);
} finally {
  await database.destroy();
}
