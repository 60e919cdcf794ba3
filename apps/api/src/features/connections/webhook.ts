import { effectiveSubscriptionStatus, PLAID_NOT_CONFIGURED_MESSAGE, todayInTimeZone } from '@paydown/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../kernel/deps.ts';
import { verifyPlaidWebhook } from '../../adapters/plaid/webhook-verification.ts';
import { connectionByItem, setConnectionStatus } from './queries.ts';
import { LOGIN_REQUIRED, syncConnection } from './sync.ts';

export const PLAID_WEBHOOK_PATH = '/api/plaid/webhook';

const webhookSchema = z.object({
  webhook_type: z.string(),
  webhook_code: z.string(),
  item_id: z.string(),
  error: z.object({ error_code: z.string() }).nullish(),
});

/**
 * A sync writes payments and balances: once a trial has ended (no lifetime access, no plan), the
 * user's data stays as it is, as it does for their own writes (402); they can still sync by hand
 * after upgrading.
 */
function mayWrite(user: { subscriptionStatus: string; trialEndDate: Date | null; hasLifetimeAccess: boolean }, now: Date): boolean {
  const status = effectiveSubscriptionStatus(user.subscriptionStatus, user.trialEndDate, now);
  return user.hasLifetimeAccess || (status !== 'expired' && status !== 'cancelled');
}

/** The webhooks that mean new transactions or liabilities wait at Plaid. */
const SYNC_CODES = new Set(['SYNC_UPDATES_AVAILABLE', 'DEFAULT_UPDATE']);

/**
 * Plaid's webhook. Its signature (a JWT over the SHA-256 of the exact body) is checked on the raw
 * bytes, so this route keeps them (its own scope, no JSON parsing). 400 when unverified: nothing
 * changes. New data syncs the login after the answer is out (Plaid waits only briefly); a login the
 * lender wants renewed is marked at once, and the Debts screen shows it.
 */
export async function registerPlaidWebhook(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(PLAID_WEBHOOK_PATH, async (req, reply) => {
      const plaid = deps.plaid;
      if (!plaid) return reply.code(503).send({ message: PLAID_NOT_CONFIGURED_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      const header = req.headers['plaid-verification'];
      const raw = Buffer.isBuffer(req.body) ? req.body : null;
      if (!raw || !(await verifyPlaidWebhook(plaid.api, raw, typeof header === 'string' ? header : undefined, deps.now()))) {
        return reply.code(400).send({ message: 'Invalid Plaid signature.', code: 'BAD_REQUEST' });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = null;
      }
      const event = webhookSchema.safeParse(body);
      if (!event.success) return reply.code(400).send({ message: 'Malformed Plaid webhook.', code: 'BAD_REQUEST' });
      const { webhook_type: type, webhook_code: code, item_id: itemId } = event.data;
      const connection = await connectionByItem(deps.db, { itemId });
      // A login deleted here since: nothing to do, and Plaid need not retry.
      if (!connection) return reply.send({ received: true });
      if (type === 'ITEM' && code === 'ERROR' && event.data.error?.error_code === LOGIN_REQUIRED) {
        await setConnectionStatus(deps.db, { id: connection.id, status: 'login_required', errorCode: LOGIN_REQUIRED });
      } else if (code === 'PENDING_EXPIRATION' || code === 'PENDING_DISCONNECT') {
        await setConnectionStatus(deps.db, { id: connection.id, status: 'login_required', errorCode: code });
      } else if (SYNC_CODES.has(code) && mayWrite(connection, deps.now())) {
        deps.background.afterResponse(reply, 'Plaid webhook sync', async () => {
          await syncConnection(deps, connection.userId, connection.id, todayInTimeZone(deps.now()));
        });
      }
      return reply.send({ received: true });
    });
  });
}
