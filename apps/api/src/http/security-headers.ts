import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * helmet's headers on every response, with a CSP the built web app satisfies: Mantine sets inline
 * styles; scripts stay same-origin only. Awaited where the server is built so its hook runs before
 * the CSRF guard's and a refused request still carries the headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // HTTPS is enforced by HSTS in production; on plain-http localhost this would break loading.
        'upgrade-insecure-requests': null,
      },
    },
  });
}
