import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { unsubscribe, type UnsubscribeOutcome } from './service.ts';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const PAGES: Record<UnsubscribeOutcome, { status: number; title: string; text: string }> = {
  unsubscribed: {
    status: 200,
    title: 'You are unsubscribed',
    text: 'Paydown will not send you payment reminder emails any more. You can turn them back on any time in Profile & Settings → Account → Notifications.',
  },
  invalid: {
    status: 400,
    title: 'This unsubscribe link is not valid',
    text: 'The link may be incomplete. Sign in to Paydown and turn payment reminders off in Profile & Settings → Account → Notifications.',
  },
};

// Links in the app's primary green (#00774c, 5.6:1 on white; the old teal #0c8599 read at 4.34:1, under AA).
const page = (title: string, text: string, appUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Paydown</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:64px auto;padding:0 20px}a{color:#00774c}</style>
</head><body><main><h1>${title}</h1><p>${text.replace(/&/g, '&amp;')}</p><p><a href="${appUrl}/profile?tab=account">Open Paydown</a></p></main></body></html>`;

/**
 * The one-click unsubscribe link of reminder emails, usable without signing in (the signed token
 * authorises it): GET shows the confirmation page, POST is RFC 8058's List-Unsubscribe-Post, sent
 * by mail clients as `List-Unsubscribe=One-Click` (form-encoded, no Origin; exempt from the CSRF
 * guard in server.ts). Both turn payment reminders off, and doing it twice changes nothing.
 */
export async function registerUnsubscribe(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    const tokenOf = (query: unknown) => {
      const token = (query as { token?: unknown } | undefined)?.token;
      return typeof token === 'string' && token.length <= 200 ? token : '';
    };

    scope.get(UNSUBSCRIBE_PATH, async (req, reply) => {
      const outcome = await unsubscribe(deps, tokenOf(req.query));
      const { status, title, text } = PAGES[outcome];
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page(title, text, deps.config.appUrl));
    });

    scope.post(UNSUBSCRIBE_PATH, async (req, reply) => {
      const outcome = await unsubscribe(deps, tokenOf(req.query));
      const { status, title } = PAGES[outcome];
      return reply.code(status).send(outcome === 'invalid' ? { message: title, code: 'BAD_REQUEST' } : { message: title });
    });
  });
}
