import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Plaid Link's script and window, allowed only when bank connections are configured. */
const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const PLAID_LINK_FRAME = 'https://cdn.plaid.com/';
/** The script reports to Plaid's API from the page (either environment). */
const PLAID_LINK_CONNECT = ['https://production.plaid.com/', 'https://sandbox.plaid.com/'];

/**
 * helmet's headers on every response, with a CSP the built web app satisfies: Mantine sets inline
 * styles; scripts stay same-origin only, but for Plaid Link's script (and its window) when bank
 * connections are on. Awaited where the server is built so its hook runs before the CSRF guard's
 * and a refused request still carries the headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { plaidLink?: boolean } = {}): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        ...(options.plaidLink
          ? {
              'script-src': ["'self'", PLAID_LINK_SCRIPT],
              'frame-src': [PLAID_LINK_FRAME],
              'connect-src': ["'self'", ...PLAID_LINK_CONNECT],
            }
          : {}),
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // HTTPS is enforced by HSTS in production; on plain-http localhost this would break loading.
        'upgrade-insecure-requests': null,
      },
    },
  });
}
