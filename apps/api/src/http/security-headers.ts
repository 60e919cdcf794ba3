import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers on every response, with a CSP the built web app satisfies: Mantine sets inline
 * styles; scripts stay same-origin only.
 *
 * helmet itself, built once, instead of @fastify/helmet: that plugin calls `helmet(options)` on every
 * request, which re-validates the options and re-serialises the CSP each time (~10 µs per request;
 * docs/performance.md). The headers are the same.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // HTTPS is enforced by HSTS in production; on plain-http localhost this would break loading.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
