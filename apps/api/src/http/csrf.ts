import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth on top of SameSite=Lax cookies, for every state-changing request:
 * - a cross-site Origin (or Sec-Fetch-Site: cross-site) is refused with 403;
 * - a body must be JSON: HTML forms can only send form-encoded, multipart or text/plain bodies
 *   cross-site without a CORS preflight, so those get 415. A POST with no body at all is fine.
 * Routes that must accept other senders (the Stripe webhook) are listed in `exemptPaths`.
 */
export function csrfGuard(options: { appOrigin: string; exemptPaths: string[] }) {
  return async function guard(req: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(req.method)) return;
    const path = req.url.split('?', 1)[0] ?? '';
    if (options.exemptPaths.includes(path)) return;

    const origin = req.headers.origin;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin !== undefined && !isSameOrigin(origin, req, options.appOrigin))) {
      return reply.code(403).send({ message: 'Cross-site requests are not allowed.', code: 'FORBIDDEN' });
    }

    const contentType = req.headers['content-type'];
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    const isJson = contentType?.toLowerCase().startsWith('application/json') ?? false;
    if (contentType ? !isJson : hasBody) {
      return reply
        .code(415)
        .send({ message: 'Send the request body as JSON (Content-Type: application/json).', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  };
}

function isSameOrigin(origin: string, req: FastifyRequest, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
