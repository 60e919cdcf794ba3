import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../kernel/deps.ts';
import { unsubscribe, unsubscribeState, type UnsubscribeState } from './service.ts';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const PAGES: Record<UnsubscribeState, { status: number; title: string; text: string }> = {
  subscribed: {
    status: 200,
    title: 'Unsubscribe from payment reminders?',
    text: 'Paydown emails you before your debt payments are due. Unsubscribe to stop these emails; you can turn them back on any time in Profile & Settings → Account → Notifications.',
  },
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The button posts what a mail provider's one-click request posts (RFC 8058), so both reach the
// same handler with the same body.
const button = (token: string) =>
  `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`)}">` +
  `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
  `<button type="submit">Unsubscribe</button></form>`;

// Links and the button in the app's primary green (#00774c, 5.6:1 on white; the old teal #0c8599 read at 4.34:1, under AA).
const page = (state: UnsubscribeState, token: string, appUrl: string) => {
  const { title, text } = PAGES[state];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Paydown</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:64px auto;padding:0 20px}a{color:#00774c}button{font:inherit;font-weight:bold;color:#fff;background:#00774c;border:0;border-radius:4px;padding:10px 20px;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${state === 'subscribed' ? button(token) : ''}<p><a href="${escapeHtml(appUrl)}/profile?tab=account">Open Paydown</a></p></main></body></html>`;
};

const tokenOf = (query: unknown) => {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length <= 200 ? token : '';
};

function sendPage(reply: FastifyReply, state: UnsubscribeState, token: string, appUrl: string) {
  return reply
    .code(PAGES[state].status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page(state, token, appUrl));
}

const wantsHtml = (req: FastifyRequest) => req.headers.accept?.toLowerCase().includes('text/html') ?? false;

/**
 * The unsubscribe link of reminder emails, usable without signing in (the signed token in the URL
 * authorises it). GET only shows the state and a button: mail scanners and link prefetchers open
 * links, so opening one must change nothing. POST turns payment reminders off: the page's button,
 * and RFC 8058's one-click request that mail providers send to the List-Unsubscribe URL
 * (`List-Unsubscribe=One-Click`, form-encoded, no Origin, no CSRF token; exempt from the CSRF guard
 * in server.ts for this exact path only). Doing it twice changes nothing.
 */
export async function registerUnsubscribe(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // The body says nothing the URL does not: whatever a form or a provider posts is accepted unread.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.get(UNSUBSCRIBE_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      return sendPage(reply, await unsubscribeState(deps, token), token, deps.config.appUrl);
    });

    scope.post(UNSUBSCRIBE_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const outcome = await unsubscribe(deps, token);
      // A browser (the page's button) gets the page; a mail provider's one-click request, JSON.
      if (wantsHtml(req)) return sendPage(reply, outcome, token, deps.config.appUrl);
      const { status, title } = PAGES[outcome];
      return reply.code(status).send(outcome === 'invalid' ? { message: title, code: 'BAD_REQUEST' } : { message: title });
    });
  });
}
